import { CHECKOUT_POLICY, DELIVERY_ZONES, type DeliveryZone } from '../../../core/checkout/checkout-policy';
import { PAYMENT_METHODS_TEXT, rupeesText } from '../../../core/checkout/checkout-promises';
import { lookUpPinCode, PIN_CODE } from '../checkout/pin-codes';
import type { ReplyLanguage } from './support-replies';

/*
 * The assistant's answers about delivery times and payment, from the checkout policy (core/checkout/checkout-policy.ts)
 * and the pin codes checkout knows: the days and the ways to pay are the ones checkout shows.
 */

const ZONE_NAMES: Readonly<Record<DeliveryZone, Record<ReplyLanguage, string>>> = {
  ncr: { en: 'Delhi NCR', hinglish: 'Delhi NCR', hindi: 'दिल्ली एनसीआर' },
  metro: { en: 'metro cities', hinglish: 'metro shehron', hindi: 'मेट्रो शहरों' },
  rest: { en: 'the rest of India', hinglish: 'baaki India', hindi: 'बाक़ी भारत' },
  remote: {
    en: 'the North-East, J&K, Ladakh and the islands',
    hinglish: 'North-East, J&K, Ladakh aur islands',
    hindi: 'पूर्वोत्तर, जम्मू-कश्मीर, लद्दाख और द्वीपों',
  },
};

const days = (zone: DeliveryZone) => DELIVERY_ZONES[zone].days.join('-');

const AGENT: Record<ReplyLanguage, string> = {
  en: 'For a specific order, a live agent will reply here (10:00 AM - 8:00 PM).',
  hinglish: 'Kisi khaas order ke liye live agent yahin reply karenge (10:00 AM - 8:00 PM).',
  hindi: 'किसी ख़ास ऑर्डर के लिए लाइव एजेंट यहीं जवाब देंगे (10:00 AM - 8:00 PM)।',
};

const DISPATCH: Record<ReplyLanguage, string> = {
  en: 'Orders placed before 2 PM leave the mill the next working day',
  hinglish: '2 PM se pehle kiya order agle working din mill se nikal jaata hai',
  hindi: '2 बजे से पहले किया ऑर्डर अगले कामकाजी दिन मिल से निकल जाता है',
};

function everyZone(language: ReplyLanguage): string {
  const zones = Object.keys(DELIVERY_ZONES) as DeliveryZone[];
  const parts = zones.map((zone) =>
    language === 'en'
      ? `${days(zone)} days in ${ZONE_NAMES[zone].en}`
      : language === 'hinglish'
        ? `${ZONE_NAMES[zone].hinglish} mein ${days(zone)} din`
        : `${ZONE_NAMES[zone].hindi} में ${days(zone)} दिन`,
  );
  const joined = `${parts.slice(0, -1).join(', ')} ${language === 'en' ? 'and' : language === 'hinglish' ? 'aur' : 'और'} ${parts.at(-1) ?? ''}`;
  if (language === 'en') return `${DISPATCH.en}, then arrive in ${joined}. ${AGENT.en}`;
  if (language === 'hinglish') return `${DISPATCH.hinglish}; phir ${joined} lagte hain. ${AGENT.hinglish}`;
  return `${DISPATCH.hindi}; फिर ${joined} लगते हैं। ${AGENT.hindi}`;
}

function forPinCode(pinCode: string, place: string, zone: DeliveryZone, language: ReplyLanguage): string {
  if (language === 'en')
    return `Delivery to ${pinCode} (${place}) takes ${days(zone)} days after dispatch. ${DISPATCH.en}. ${AGENT.en}`;
  if (language === 'hinglish')
    return `${pinCode} (${place}) tak delivery mein dispatch ke baad ${days(zone)} din lagte hain. ${DISPATCH.hinglish}. ${AGENT.hinglish}`;
  return `${pinCode} (${place}) तक डिलीवरी में डिस्पैच के बाद ${days(zone)} दिन लगते हैं। ${DISPATCH.hindi}। ${AGENT.hindi}`;
}

const NOT_DELIVERED: Record<ReplyLanguage, (pinCode: string) => string> = {
  en: (pinCode) => `Sorry, we do not deliver to ${pinCode} yet.`,
  hinglish: (pinCode) => `Maaf kijiye, abhi hum ${pinCode} par delivery nahi karte.`,
  hindi: (pinCode) => `माफ़ कीजिए, अभी हम ${pinCode} पर डिलीवरी नहीं करते।`,
};

/** How long delivery takes: for the pin code the message names when checkout knows it, else for every zone. */
export function deliveryAnswer(text: string, language: ReplyLanguage): string {
  const pinCode = /(?<!\d)\d{6}(?!\d)/.exec(text)?.[0];
  const area = pinCode && PIN_CODE.test(pinCode) ? lookUpPinCode(pinCode) : null;
  if (!pinCode || !area) return everyZone(language);
  if (!area.serviceable) return NOT_DELIVERED[language](pinCode);
  return forPinCode(pinCode, area.city ?? area.state, area.zone, language);
}

/** The ways to pay checkout offers (cash on delivery), its limit and fee, and what to do over the limit. */
export function paymentAnswer(language: ReplyLanguage): string {
  const limit = rupeesText(CHECKOUT_POLICY.codLimit);
  const fee = rupeesText(CHECKOUT_POLICY.codFee);
  if (language === 'en') return PAYMENT_METHODS_TEXT;
  if (language === 'hinglish')
    return `Abhi website par sirf cash on delivery hai: order aane par cash mein payment kijiye. Ye ${limit} tak ke order par milta hai, ${fee} handling fee ke saath. Bada order ho to use ${limit} tak ke orders mein baant dijiye, ya hamein call ya WhatsApp kijiye.`;
  return `अभी वेबसाइट पर सिर्फ़ कैश ऑन डिलीवरी है: ऑर्डर आने पर नकद भुगतान कीजिए। यह ${limit} तक के ऑर्डर पर मिलता है, ${fee} हैंडलिंग शुल्क के साथ। बड़ा ऑर्डर हो तो उसे ${limit} तक के ऑर्डर में बाँटिए, या हमें कॉल या WhatsApp कीजिए।`;
}
