import type { CatalogProduct, CatalogVariant } from '../catalog/catalog.model';
import { agentsAreLive, partOfDay } from './shop-hours';
import type { ReplyLanguage } from './support-replies';

/** One line the assistant put in the cart. */
export interface AddedLine {
  readonly product: CatalogProduct;
  readonly variant: CatalogVariant;
  readonly quantity: number;
}

/** A cart line the customer already has, as the widget sends it. */
export interface CartLine {
  readonly id: string;
  readonly name: string;
  readonly quantity: number;
  readonly price: number | null;
}

/** Rupees from paise: ₹75, ₹1,899, ₹75.50. */
function rupees(paise: number): string {
  const whole = paise % 100 === 0;
  return `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

function productName(product: CatalogProduct, language: ReplyLanguage): string {
  return language === 'hindi' ? product.metadata.hindi_name || product.title : product.title;
}

function sizes(product: CatalogProduct): string {
  return product.variants
    .map((variant) => `${variant.title ?? ''} ${rupees(variant.calculated_price.calculated_amount)}`.trim())
    .join(', ');
}

/** The pack (or packs) a question asked for: '1 L', or 2 x '1 kg' for '2 kg', with the amount that makes. */
export interface Offer {
  readonly variant: CatalogVariant;
  readonly quantity: number;
  /** The amount the shopper asked for ('2 kg'). */
  readonly asked: string;
  /** What the packs make up, as the shopper would ask for it ('2 kg'). */
  readonly total: string;
}

function offerText(offer: Offer): string {
  const price = rupees(offer.quantity * offer.variant.calculated_price.calculated_amount);
  if (offer.quantity === 1) return `${offer.variant.title ?? ''} ${price}`.trim();
  return `${offer.asked} = ${offer.quantity} x ${offer.variant.title ?? ''}, ${price}`;
}

function example(product: CatalogProduct, offer: Offer | null, language: ReplyLanguage): string {
  const size = offer?.total ?? product.variants[0]?.title ?? '1';
  if (language === 'hindi') return `${size} ${productName(product, language)} डाल दो`;
  if (language === 'hinglish') return `${size} ${product.title} add karo`;
  return `add ${size} ${product.title}`;
}

function moreNote(more: readonly string[], missing: readonly string[], language: ReplyLanguage): string {
  const others = more.join(language === 'en' ? ' and ' : language === 'hinglish' ? ' aur ' : ' और ');
  const notFound = missing.map((text) => `"${text}"`).join(', ');
  if (language === 'hindi')
    return `${more.length ? ` और ${others} नीचे के लिंक में देखिए।` : ''}${missing.length ? ` यह नहीं मिला: ${notFound}।` : ''}`;
  if (language === 'hinglish')
    return `${more.length ? ` Aur ${others} neeche ke link mein dekhiye.` : ''}${missing.length ? ` Ye nahi mila: ${notFound}.` : ''}`;
  return `${more.length ? ` For more ${others}, see the links below.` : ''}${missing.length ? ` I couldn't find: ${notFound}.` : ''}`;
}

/**
 * The answer to a question ('do you have ghee', 'toor dal 2 kg chahiye'): the one product its card
 * shows, with its packs or the pack asked for, then where to see the other matches (`more`, by the
 * words asked) and what was not found.
 */
export function productCopy(
  product: CatalogProduct,
  offer: Offer | null,
  more: readonly string[],
  missing: readonly string[],
  language: ReplyLanguage,
): string {
  const name = productName(product, language);
  const packs = offer ? `: ${offerText(offer)}` : ` (${sizes(product)})`;
  const say = example(product, offer, language);
  const note = moreNote(more, missing, language);
  if (language === 'hindi') return `जी हाँ, हमारे पास ${name} है${packs}। कार्ट में डालने के लिए लिखिए, जैसे "${say}"।${note}`;
  if (language === 'hinglish')
    return `Haan ji, hamare paas ${name} hai${packs}. Cart mein daalne ke liye likhiye, jaise "${say}".${note}`;
  return `Yes, we have ${name}${packs}. Want it in your cart? Just say "${say}".${note}`;
}

/** The answer to an add request, listing what goes into the cart and what was not found. */
export function addedCopy(lines: readonly AddedLine[], missing: readonly string[], language: ReplyLanguage): string {
  const list = lines
    .map(
      (line) =>
        `${line.quantity} x ${productName(line.product, language)} - ${line.variant.title ?? ''} (${rupees(line.quantity * line.variant.calculated_price.calculated_amount)})`,
    )
    .join(', ');
  const total = rupees(
    lines.reduce((sum, line) => sum + line.quantity * line.variant.calculated_price.calculated_amount, 0),
  );
  const notFound = missing.map((text) => `"${text}"`).join(', ');
  if (language === 'hindi')
    return `हो गया! आपके कार्ट में डाल दिया: ${list}। कुल ${total}।${missing.length ? ` यह नहीं मिला: ${notFound}।` : ''}`;
  if (language === 'hinglish')
    return `Ho gaya! Aapke cart mein daal diya: ${list}. Total ${total}.${missing.length ? ` Ye nahi mila: ${notFound}.` : ''}`;
  return `Done! I've added to your cart: ${list}. Total ${total}.${missing.length ? ` I couldn't find: ${notFound}.` : ''}`;
}

/** The answer to an add request that names no product. */
export function askWhichCopy(language: ReplyLanguage): string {
  if (language === 'hindi') return 'ज़रूर! कौन सा सामान डालूँ? जैसे "2 किलो आटा डाल दो" या "1 लीटर सरसों का तेल डाल दो"।';
  if (language === 'hinglish')
    return 'Zaroor! Kaunsa product daalun? Jaise "2 kilo aata daal do" ya "1 litre sarson tel add karo".';
  return 'Sure! Which product should I add? For example, "add 2 kg atta" or "add 1 litre mustard oil".';
}

/** The answer when nothing in the catalogue matches. */
export function notFoundCopy(query: string, categories: readonly string[], language: ReplyLanguage): string {
  const list = categories.join(', ');
  if (language === 'hindi') return `माफ़ कीजिए, "${query}" नहीं मिला। हमारे पास ${list} हैं। आपको क्या चाहिए?`;
  if (language === 'hinglish') return `Maaf kijiye, "${query}" nahi mila. Hamare paas ${list} hain. Aapko kya chahiye?`;
  return `Sorry, I couldn't find "${query}". We have ${list}. What would you like?`;
}

/** The greeting (and the answer to anything else): what the assistant can do and the aisles. */
export function greetingCopy(categories: readonly string[], language: ReplyLanguage, now: number): string {
  const list = categories.join(', ');
  const live = agentsAreLive(now);
  const part = partOfDay(now);
  if (language === 'hindi') {
    const hello = { morning: 'सुप्रभात', afternoon: 'नमस्ते', evening: 'शुभ संध्या' }[part];
    const agents = live ? '' : ' लाइव एजेंट 10:00 AM - 8:00 PM उपलब्ध हैं; आप कभी भी संदेश छोड़ सकते हैं।';
    return `${hello}! मैं आपका शॉपिंग सहायक हूँ। मैं सामान ढूँढ कर आपके कार्ट में डाल सकता हूँ। हमारे पास ${list} हैं। आपको क्या चाहिए?${agents}`;
  }
  if (language === 'hinglish') {
    const hello = { morning: 'Good morning', afternoon: 'Namaste', evening: 'Good evening' }[part];
    const agents = live ? '' : ' Live agents 10:00 AM - 8:00 PM uplabdh hain; aap kabhi bhi message chhod sakte hain.';
    return `${hello}! Main aapka shopping assistant hoon. Main products dhoondh kar aapke cart mein daal sakta hoon. Hamare paas ${list} hain. Aapko kya chahiye?${agents}`;
  }
  const hello = { morning: 'Good morning', afternoon: 'Good afternoon', evening: 'Good evening' }[part];
  const agents = live ? '' : ' Live agents are available 10:00 AM - 8:00 PM; you can leave a message anytime.';
  return `${hello}! I'm the store assistant. I can find products and add them to your cart. We have ${list}. What are you looking for?${agents}`;
}

/** The answer to thanks. */
export function thanksCopy(language: ReplyLanguage): string {
  if (language === 'hindi') return 'आपका स्वागत है! और कुछ चाहिए?';
  if (language === 'hinglish') return 'Aapka swagat hai! Aur kuch chahiye?';
  return "You're welcome! Anything else I can help with?";
}

/** The answer to "what's in my cart", from the lines the widget sent. */
export function cartCopy(cart: readonly CartLine[], language: ReplyLanguage): string {
  const list = cart.map((line) => `${line.quantity} x ${line.name || line.id}`).join(', ');
  if (cart.length === 0) {
    if (language === 'hindi') return 'आपका कार्ट अभी खाली है। बताइए, क्या डालूँ?';
    if (language === 'hinglish') return 'Aapka cart abhi khaali hai. Bataiye, kya daalun?';
    return 'Your cart is empty right now. What can I add for you?';
  }
  if (language === 'hindi') return `आपके कार्ट में है: ${list}।`;
  if (language === 'hinglish') return `Aapke cart mein hai: ${list}.`;
  return `Your cart has: ${list}.`;
}
