import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from './cart.messages';
import { CHECKOUT_MESSAGES } from './checkout.messages';
import { USER_MESSAGES } from './user-messages';

const DEVANAGARI = /[\u0900-\u097F]/;
const BLANK = 'ग्रीन-टी-42';

/** The messages that take a number, with the number given and how the text writes it. */
const NUMBERS: Readonly<Record<string, [number, string]>> = {
  'cart.itemsAdded': [42, '42'],
  'checkout.overCodLimit': [4_200_000, '₹42,000'],
};

/** A templated message filled: with BLANK, or with its number. */
function filled(key: string, value: (blank: never) => string): [string, string] {
  const number = NUMBERS[key];
  return number
    ? [(value as (n: number) => string)(number[0]), number[1]]
    : [(value as (b: string) => string)(BLANK), BLANK];
}

/** Every text of the catalogue, a templated one filled with BLANK. */
function texts(): [string, string][] {
  return Object.entries(USER_MESSAGES).flatMap(([area, messages]) =>
    Object.entries(messages).map(([key, value]): [string, string] => [
      `${area}.${key}`,
      typeof value === 'function' ? filled(`${area}.${key}`, value as (blank: never) => string)[0] : (value as string),
    ]),
  );
}

describe('the catalogue of user-facing messages, in the Hindi build', () => {
  it('says every message in Hindi', () => {
    const notHindi = texts()
      .filter(([, text]) => !DEVANAGARI.test(text.replaceAll(BLANK, '')))
      .map(([key, text]) => `${key}: ${text}`);
    expect(notHindi).toEqual([]);
  });

  it('fills the blanks of every templated message and leaves no placeholder', () => {
    for (const [area, messages] of Object.entries(USER_MESSAGES))
      for (const [key, value] of Object.entries(messages))
        if (typeof value === 'function') {
          const [text, blank] = filled(`${area}.${key}`, value as (blank: never) => string);
          expect(text, `${area}.${key}`).toContain(blank);
        }
    expect(texts().filter(([, text]) => /[{}]/.test(text))).toEqual([]);
  });

  it('keeps no English word of the error catalogue', () => {
    const english = texts().filter(([, text]) =>
      /\b(Failed|Could not|Please|try again|Enter|cart|order)\b/i.test(text),
    );
    expect(english).toEqual([]);
  });

  it('chooses singular and plural wording by the count', () => {
    expect(CART_MESSAGES.itemsAdded(1)).toBe('1 सामान आपके कार्ट में डाल दिया गया।');
    expect(CART_MESSAGES.itemsAdded(3)).toBe('3 सामान आपके कार्ट में डाल दिए गए।');
    expect(CART_MESSAGES.noLongerAvailable('घी', false)).toBe('घी अब उपलब्ध नहीं है।');
    expect(CART_MESSAGES.noLongerAvailable('घी और आटा', true)).toBe('घी और आटा अब उपलब्ध नहीं हैं।');
  });

  it('quotes money in rupees, grouped the Indian way', () => {
    expect(CHECKOUT_MESSAGES.codLimit).toBe('कैश ऑन डिलीवरी 5,000 रुपये तक के ऑर्डर पर मिलती है।');
    expect(CHECKOUT_MESSAGES.overCodLimit(612_345)).toContain('यह ऑर्डर ₹6,123 का है।');
  });
});
