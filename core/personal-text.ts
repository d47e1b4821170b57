/** What personal data free text can hold: a phone number, an email address, a pin code. */
export type PersonalTextKind = 'phone' | 'email' | 'pinCode';

/** One piece of personal data found in a text. */
export interface PersonalTextMatch {
  readonly kind: PersonalTextKind;
  /** As written in the text (`+91 98765 43210`, `560 001`). */
  readonly text: string;
  /** What it stands for: a phone's ten digits, a pin code's six, an email as written. */
  readonly value: string;
}

/** An Indian mobile number as people write it: +91, 91 or 0 before ten digits from 6-9, spaces or dashes between. */
const PHONE = /(?<![\w+])(?:\+?91[\s-]?|0)?[6-9](?:[\s-]?\d){9}(?!\w)/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** Six digits, the first not 0, written whole or as three and three; never part of a longer number. */
const PIN_CODE = /(?<![\w.,:/-]|\d\s)[1-9]\d{2}\s?\d{3}(?![\w.,:/-]|\s\d)/g;

const digits = (text: string): string => text.replace(/\D/g, '');

/**
 * The phone numbers, email addresses and pin codes written in `text`, in the order found (phones
 * before pin codes, so a phone's digits are never read as a pin code). A pin code is only looked
 * for among words: six digits alone are a code, an id or an OTP, which their key names. The one rule of what
 * personal data looks like inside free text: the session recorder scrubs by it, error reports mask by it.
 */
export function findPersonalText(text: string): PersonalTextMatch[] {
  const found: PersonalTextMatch[] = [];
  let rest = text;
  for (const match of text.match(EMAIL) ?? []) {
    found.push({ kind: 'email', text: match, value: match });
    rest = rest.split(match).join(' ');
  }
  for (const match of rest.match(PHONE) ?? []) {
    found.push({ kind: 'phone', text: match, value: digits(match).slice(-10) });
    rest = rest.split(match).join(' ');
  }
  if (!/\p{L}/u.test(rest)) return found;
  for (const match of rest.match(PIN_CODE) ?? []) found.push({ kind: 'pinCode', text: match, value: digits(match) });
  return found;
}

const MASKS: Record<PersonalTextKind, string> = { phone: '[phone]', email: '[email]', pinCode: '[pin code]' };

/** `text` with each phone number, email address and pin code in it replaced by what it is (`[phone]`). */
export function maskPersonalText(text: string): string {
  return findPersonalText(text).reduce((masked, { kind, text: found }) => masked.split(found).join(MASKS[kind]), text);
}
