import { describe, expect, it } from 'vitest';
import { createSeedCatalog } from '../catalog/seed-catalog';
import { answer, type AssistantIntent } from './assistant';
import { NOON_IST } from './chat.fixture';
import type { ReplyLanguage } from './support-replies';

const catalog = createSeedCatalog();
const NOON = Date.parse(NOON_IST);

/** Words only a Hinglish answer of the assistant uses. */
const HINGLISH_WORDS = /\b(hai|hain|aap|aapka|aapke|aapko|kijiye|mein|hoon|karenge|ji|nahi|kya|hamari|hamare|jald)\b/i;
const DEVANAGARI = /[\u0900-\u097F]/;

/** The language an answer is written in, read from its words. */
function languageOf(text: string): ReplyLanguage {
  if (DEVANAGARI.test(text)) return 'hindi';
  return HINGLISH_WORDS.test(text) ? 'hinglish' : 'en';
}

/**
 * Real-world messages (the widget sends language 'hi' unless told otherwise), with the intent the
 * assistant must recognise and the language its answer must be written in (issue 11, defect 8).
 */
const TABLE: readonly (readonly [text: string, intent: AssistantIntent, language: ReplyLanguage, widget?: string])[] = [
  ['hello', 'greeting', 'en'],
  ['hi there', 'greeting', 'en'],
  ['good evening', 'greeting', 'en'],
  ['namaste ji', 'greeting', 'hinglish'],
  ['नमस्ते', 'greeting', 'hindi'],
  ['is my order shipping today?', 'order_status', 'en'],
  ['where is my order', 'order_status', 'en'],
  ['can you track my order #1042', 'order_status', 'en'],
  ['mera order kahan hai', 'order_status', 'hinglish'],
  ['order ka status kya hai', 'order_status', 'hinglish'],
  ['मेरा ऑर्डर कहाँ है?', 'order_status', 'hindi'],
  ['when will my delivery arrive', 'delivery_time', 'en'],
  ['how long does delivery take to Pune?', 'delivery_time', 'en'],
  ['do you deliver on sunday', 'delivery_time', 'en'],
  ['delivery kab tak hogi', 'delivery_time', 'hinglish'],
  ['saamaan kitne din mein aayega', 'delivery_time', 'hinglish'],
  ['डिलीवरी कब तक होगी?', 'delivery_time', 'hindi'],
  ['i want to return the ghee, it was damaged', 'returns', 'en'],
  ['how do I get a refund', 'returns', 'en'],
  ['what is your return policy', 'returns', 'en'],
  ['atta kharab nikla, wapas karna hai', 'returns', 'hinglish'],
  ['refund kab milega', 'returns', 'hinglish'],
  ['मुझे रिफंड चाहिए', 'returns', 'hindi'],
  ['सामान वापस करना है', 'returns', 'hindi'],
  ['can I talk to a person', 'human', 'en'],
  ['I want to speak to customer care', 'human', 'en'],
  ['connect me to an agent please', 'human', 'en'],
  ['kisi insaan se baat karni hai', 'human', 'hinglish'],
  ['agent se baat karao', 'human', 'hinglish'],
  ['किसी एजेंट से बात करनी है', 'human', 'hindi'],
  ['new chat please', 'new_chat', 'en'],
  ['start over', 'new_chat', 'en'],
  ['do you have ghee?', 'product', 'en'],
  ['mustard oil price', 'product', 'en'],
  ['sarson ka tel chahiye', 'product', 'hinglish'],
  ['kya aapke paas basmati chawal hai', 'product', 'hinglish'],
  ['मुझे दाल चाहिए', 'product', 'hindi'],
  ['add 2 kg atta', 'add', 'en'],
  ['1 litre desi ghee daal do', 'add', 'hinglish'],
  ['2 kilo aata add karo', 'add', 'hinglish'],
  ['दो किलो आटा डाल दो', 'add', 'hindi'],
  ['thank you', 'thanks', 'en'],
  ['shukriya', 'thanks', 'hinglish'],
  ['धन्यवाद', 'thanks', 'hindi'],
  ["what's in my cart?", 'cart', 'en'],
  ['cart mein kya hai', 'cart', 'hinglish'],
  ['मेरे कार्ट में क्या है', 'cart', 'hindi'],
  ['शुक्रिया', 'thanks', 'hindi'],
  ['hello', 'greeting', 'en', 'en'],
  ['mera order kahan hai', 'order_status', 'hinglish', 'en'],
  ['checkout', 'checkout', 'en'],
  ['I want to check out', 'checkout', 'en'],
  ['how do I place an order?', 'checkout', 'en'],
  ['order karna hai', 'checkout', 'hinglish'],
  ['mujhe order karna hai', 'checkout', 'hinglish'],
  ['Order karna hai bhaiya', 'checkout', 'hinglish'],
  ['checkout kaise kare', 'checkout', 'hinglish'],
  ['ऑर्डर करना है', 'checkout', 'hindi'],
  ['return karna hai, order kharab nikla', 'returns', 'hinglish'],
];

describe('assistant: intent and language of real-world messages (issue 11, defect 8)', () => {
  it('has at least 40 messages in the three languages', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
    for (const language of ['en', 'hinglish', 'hindi'] as const)
      expect(TABLE.filter((row) => row[2] === language).length).toBeGreaterThanOrEqual(10);
  });

  const rows = TABLE.map(([text, intent, language, widget]) => ({ text, intent, language, widget: widget ?? 'hi' }));
  it.each(rows)('$text -> $intent in $language (widget $widget)', ({ text, intent, language, widget }) => {
    const reply = answer(catalog, { text, language: widget, now: NOON });
    expect({ intent: reply.intent, language: languageOf(reply.content) }, reply.content).toEqual({ intent, language });
    if (['order_status', 'checkout', 'delivery_time', 'returns', 'human', 'new_chat'].includes(intent)) {
      expect(reply.aiResponse, 'a support question is never a product search').toBeUndefined();
    }
  });
});

describe('assistant: ordering leads to checkout', () => {
  it.each(['checkout', 'order karna hai', 'Order krna h', 'proceed to checkout', 'ऑर्डर करना है'])(
    "'%s' offers a 'Go to checkout' link to /checkout and calls no agent",
    (text) => {
      const reply = answer(catalog, { text, language: 'hi', now: NOON });
      expect(reply).toMatchObject({ intent: 'checkout', handover: false });
      expect(reply.actions).toEqual([
        { type: 'link', label: expect.stringMatching(/checkout|चेकआउट/i), path: '/checkout' },
      ]);
    },
  );

  it('a product to check out, or where an order is, is not checkout', () => {
    expect(answer(catalog, { text: 'check out this ghee', language: 'en', now: NOON }).intent).not.toBe('checkout');
    expect(answer(catalog, { text: 'where is my order', language: 'en', now: NOON })).toMatchObject({
      intent: 'order_status',
      handover: true,
    });
    expect(answer(catalog, { text: 'where is my order', language: 'en', now: NOON }).actions).toBeUndefined();
  });
});
