import { normaliseText } from '../search/search-text';
import type { ReplyLanguage } from './support-replies';
import { deliveryAnswer, paymentAnswer } from './checkout-answers';

/** A question for the store rather than for the catalogue. */
export type SupportIntent =
  'order_status' | 'checkout' | 'payment' | 'delivery_time' | 'returns' | 'human' | 'new_chat';

const DEVANAGARI = /[\u0900-\u097F]/;

/** Latin-script words that only Hinglish uses (not English words, nor product names). */
const HINGLISH_MARKERS = new Set([
  'hai',
  'hain',
  'kya',
  'kaise',
  'kab',
  'kahan',
  'kaha',
  'kitna',
  'kitne',
  'kitni',
  'mujhe',
  'muje',
  'mera',
  'meri',
  'mere',
  'chahiye',
  'chahie',
  'chaiye',
  'karo',
  'kardo',
  'karna',
  'karni',
  'karao',
  'kijiye',
  'dijiye',
  'nahi',
  'nhi',
  'haan',
  'aap',
  'aapka',
  'aapke',
  'apka',
  'apke',
  'bhai',
  'bhaiya',
  'wala',
  'wali',
  'aaj',
  'abhi',
  'mein',
  'hoga',
  'hogi',
  'milega',
  'milegi',
  'bhejo',
  'daalo',
  'dalo',
  'yaar',
  'accha',
  'achha',
  'theek',
  'thik',
  'kyun',
  'kyu',
  'kripya',
  'baat',
  'insaan',
  'chahta',
  'chahti',
  'hoon',
  'raha',
  'rahi',
  'gaya',
  'gayi',
  'dena',
  'lena',
  'sakta',
  'sakte',
  'wapas',
  'vapas',
  'paise',
  'namaste',
  'namaskar',
  'shukriya',
  'dhanyavaad',
  'dhanyavad',
  'aayega',
  'ayega',
  'aayegi',
  'kharab',
  'nikla',
  'nikli',
  'saamaan',
  'saman',
  'samaan',
]);

/**
 * Latin-script Hinglish words that also occur in English requests, mostly inside product names
 * ('desi ghee', 'kala namak ki dali', '2 kilo atta'): one alone does not make a message Hinglish.
 */
const WEAK_HINGLISH_MARKERS = new Set([
  'ji',
  'tak',
  'ka',
  'ki',
  'ke',
  'ko',
  'hu',
  'hun',
  'din',
  'paas',
  'se',
  'desi',
  'kilo',
]);

/**
 * Words that, after 'do', make it the English auxiliary ('which dal do you have'), not the Hinglish
 * 'give' ('dal do').
 */
export const ENGLISH_SUBJECTS: ReadonlySet<string> = new Set(['you', 'u', 'i', 'we', 'they']);

/** A Hinglish verb phrase ('daal do', 'kar dijiye'), not followed by an English subject. */
const HINGLISH_VERB = new RegExp(
  `\\b(daal|dal|de|kar) (do|de|dijiye|dena)\\b(?! (${[...ENGLISH_SUBJECTS].join('|')})\\b)`,
);

/**
 * The language a message is written in: Hindi when it holds Devanagari, Hinglish when a Latin
 * text uses a Hinglish word (or two of the words English requests borrow, such as 'desi' and
 * 'kilo'), otherwise English. The assistant answers in that language.
 */
export function writtenLanguage(text: string): ReplyLanguage {
  if (DEVANAGARI.test(text)) return 'hindi';
  const words = normaliseText(text.replace(/['\u2019]/g, '')).split(' ');
  if (words.some((word) => HINGLISH_MARKERS.has(word))) return 'hinglish';
  if (words.filter((word) => WEAK_HINGLISH_MARKERS.has(word)).length >= 2) return 'hinglish';
  return HINGLISH_VERB.test(words.join(' ')) ? 'hinglish' : 'en';
}

/** Patterns per intent, tried in this order (a person first: 'talk to someone about my refund'). */
const INTENT_PATTERNS: readonly (readonly [SupportIntent, RegExp])[] = [
  [
    'human',
    /\b(talk|speak|connect|baat)\b.*\b(person|human|someone|agent|representative|insaan|customer care|support)\b|\b(customer care|real person|live agent|human agent)\b|\bagent se\b|\binsaan se\b|एजेंट|इंसान|किसी से बात|ग्राहक सेवा/,
  ],
  [
    'returns',
    /\b(return|returns|refund|refunds|exchange|replace|replacement|damaged|broken|wapas|vapas|kharab|toota|tuta)\b|रिफंड|वापस|बदल|खराब|ख़राब|टूटा/,
  ],
  [
    'order_status',
    /\b(order|orders|parcel|package)\b.*\b(status|where|kahan|kaha|track|tracking|shipped|shipping|dispatched|dispatch)\b|\b(track|tracking)\b|\b(status|where|kahan|kaha)\b.*\b(order|orders|parcel|package)\b|(ऑर्डर|आर्डर).*(कहाँ|कहां|स्टेटस|स्थिति)/,
  ],
  [
    'checkout',
    /\b(checkout|check out|checking out)\b(?! (this|these|that|those|our|the|some|new)\b)|\b(place|placing|make|complete|finish)( an| my| the)? order\b|\border (karna|karni|karne|krna|krni|kar|kr|karo|kardo|kar do|dena|de do|place|kaise)\b|\b(buy|pay) now\b|\bhow (do|can) i (order|buy)\b|(ऑर्डर|आर्डर) (करना|करनी|करें|करे|कर|कैसे)|चेकआउट/,
  ],
  [
    'payment',
    /\b(payment|payments|pay|paying|upi|card|cards|credit card|debit card|net ?banking|gpay|google pay|phonepe|paytm|wallet|cod|cash on delivery)\b|भुगतान|पेमेंट|यूपीआई|कैश ऑन डिलीवरी/,
  ],
  [
    'delivery_time',
    /\b(deliver|delivery|delivered|arrive|arrives|shipping time)\b|\bkitne din\b|\bkab (tak )?(aayega|ayega|aayegi|milega|milegi)\b|डिलीवरी|कब तक|कब आएगा|कितने दिन/,
  ],
  ['new_chat', /\b(new chat|start over|start again|restart|naya chat|nayi chat|new conversation)\b|नई चैट|नया चैट/],
];

/** The support question a message asks, or null (then it is about products, or small talk). */
export function supportIntent(text: string): SupportIntent | null {
  const lowered = ` ${text
    .toLowerCase()
    .replace(/['\u2019?!.,#]/g, ' ')
    .replace(/\s+/g, ' ')} `;
  for (const [intent, pattern] of INTENT_PATTERNS) if (pattern.test(lowered)) return intent;
  return null;
}

const SUPPORT_COPY: Record<Exclude<SupportIntent, 'delivery_time' | 'payment'>, Record<ReplyLanguage, string>> = {
  order_status: {
    en: 'You can see each order and its status under My Account > Order History. I have also passed your question to a live agent, who will check your order and reply here (10:00 AM - 8:00 PM).',
    hinglish:
      'Aapke orders aur unka status My Account > Order History mein dikhta hai. Maine aapka sawaal live agent ko bhej diya hai; wo aapka order check karke yahin reply karenge (10:00 AM - 8:00 PM).',
    hindi:
      'आपके ऑर्डर और उनकी स्थिति My Account > Order History में दिखती है। मैंने आपका सवाल लाइव एजेंट को भेज दिया है; वे आपका ऑर्डर देखकर यहीं जवाब देंगे (10:00 AM - 8:00 PM)।',
  },
  returns: {
    en: 'Sorry about that. Our Return & Refund Policy page explains returns and refunds. I have passed this to a live agent, who will help you here (10:00 AM - 8:00 PM); a photo of the item helps.',
    hinglish:
      'Maaf kijiye. Return aur refund ki jaankari Return & Refund Policy page par hai. Maine ye live agent ko bhej diya hai, wo yahin aapki madad karenge (10:00 AM - 8:00 PM); saamaan ki photo bhejenge to jaldi hoga.',
    hindi:
      'माफ़ कीजिए। वापसी और रिफंड की जानकारी Return & Refund Policy पेज पर है। मैंने यह लाइव एजेंट को भेज दिया है, वे यहीं आपकी मदद करेंगे (10:00 AM - 8:00 PM); सामान की फ़ोटो भेजें तो जल्दी होगा।',
  },
  human: {
    en: 'Of course. I have asked a live agent to join this chat; they will reply here (10:00 AM - 8:00 PM). You can also call us from the button at the top.',
    hinglish:
      'Zaroor. Maine live agent ko is chat mein bula liya hai; wo yahin reply karenge (10:00 AM - 8:00 PM). Aap upar ke button se call bhi kar sakte hain.',
    hindi:
      'ज़रूर। मैंने लाइव एजेंट को इस चैट में बुला लिया है; वे यहीं जवाब देंगे (10:00 AM - 8:00 PM)। आप ऊपर के बटन से कॉल भी कर सकते हैं।',
  },
  checkout: {
    en: 'Happy to help you order. Check out from here: enter your address, choose delivery and pay cash on delivery.',
    hinglish:
      'Zaroor! Order karne ke liye yahan se checkout kijiye: address daaliye, delivery chuniye aur cash on delivery se payment kijiye.',
    hindi: 'ज़रूर! ऑर्डर करने के लिए यहाँ से चेकआउट कीजिए: पता डालिए, डिलीवरी चुनिए और कैश ऑन डिलीवरी से भुगतान कीजिए।',
  },
  new_chat: {
    en: 'Sure, let us start afresh. What are you looking for today?',
    hinglish: 'Zaroor, naye sire se shuru karte hain. Aaj aapko kya chahiye?',
    hindi: 'ज़रूर, नए सिरे से शुरू करते हैं। आज आपको क्या चाहिए?',
  },
};

/** The answer to 'where is my order' for a guest, who has no Order History to look in. */
const ORDER_STATUS_GUEST_COPY: Record<ReplyLanguage, string> = {
  en: 'I can help with that. Please send your order number and the mobile number you ordered with. I have passed your question to a live agent, who will check your order and reply here (10:00 AM - 8:00 PM).',
  hinglish:
    'Zaroor. Kripya apna order number aur order karte waqt diya mobile number bhejiye. Maine aapka sawaal live agent ko bhej diya hai; wo aapka order check karke yahin reply karenge (10:00 AM - 8:00 PM).',
  hindi:
    'ज़रूर। कृपया अपना ऑर्डर नंबर और ऑर्डर के समय दिया मोबाइल नंबर भेजिए। मैंने आपका सवाल लाइव एजेंट को भेज दिया है; वे आपका ऑर्डर देखकर यहीं जवाब देंगे (10:00 AM - 8:00 PM)।',
};

/** Support questions the assistant settles itself: no live agent is called. */
export const SELF_SERVICE_INTENTS: ReadonlySet<SupportIntent> = new Set(['checkout', 'payment', 'new_chat']);

/** The link a support answer offers: checkout leads to /checkout. */
export function supportLink(
  intent: SupportIntent,
  language: ReplyLanguage,
): { readonly type: 'link'; readonly label: string; readonly path: string } | null {
  if (intent !== 'checkout') return null;
  return { type: 'link', label: language === 'hindi' ? 'चेकआउट पर जाएँ' : 'Go to checkout', path: '/checkout' };
}

/**
/**
 * The answer to a support question (delivery times for the pin code the text names, if any); every one but a fresh
 * start, checkout and payment hands over to a live agent. A guest asking after an order is asked for its number and
 * mobile (a customer is sent to Order History).
 */
export function supportCopy(
  intent: SupportIntent,
  language: ReplyLanguage,
  asked: { readonly text?: string; readonly guest?: boolean } = {},
): string {
  if (intent === 'delivery_time') return deliveryAnswer(asked.text ?? '', language);
  if (intent === 'payment') return paymentAnswer(language);
  if (intent === 'order_status' && asked.guest) return ORDER_STATUS_GUEST_COPY[language];
  return SUPPORT_COPY[intent][language];
}
