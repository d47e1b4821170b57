import { INDIAN_STATES } from '../../core/checkout/indian-states';
import { findPersonalText } from '../../core/personal-text';
import { replaceInStrings } from './json-strings';

type SecretKind = 'token' | 'otp' | 'phone' | 'email' | 'name' | 'street' | 'city' | 'state' | 'pinCode';

const TOKEN_KEY = /(^|_)(access|refresh|id|auth)?_?token$|^(access|refresh|auth|id)Token$|^password$|^secret$/i;
const OTP_KEY = /^(otp|otp_?code)$/i;
const PHONE_KEY = /phone|mobile/i;
const PERSON_NAME_KEY = /^(first_?name|last_?name|full_?name|customer_?name)$/i;
/** The street lines of an address: the checkout's fields, Medusa's and the brand API's. */
const STREET_KEY = /^(address_?[12]|address_?line_?[12]|line_?[12]|street|landmark|company)$/i;
const CITY_KEY = /^(city|town|district)$/i;
/** Under these keys only a name from the list of states is a state (a chat's or a request's state is not). */
const STATE_KEY = /^(state|province)$/i;
const PIN_CODE_KEY = /^(postal_?code|pin_?code|pincode|zip|zip_?code)$/i;
/** Words the app and the backends use where no one is named. */
const NOT_A_NAME = /^(guest|customer|shopper|agent|support|assistant|user)$/i;
/** Addresses that name no one: kept as they are. */
const PUBLIC_EMAIL_DOMAIN = /@example\.(test|com|org)$/i;
const BEARER = /^Bearer\s+(\S+)$/i;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parsedJson(text: string): unknown {
  if (!/^\s*[[{]/.test(text)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The key a value stands under: a form's `{ field, value }` counts as the field's own key. */
const keyOf = (key: string, parent: Json | null): string =>
  key === 'value' && typeof parent?.field === 'string' ? parent.field : key;

/** The keys whose text is someone's secret or personal data. */
const SECRET_KEYS = [TOKEN_KEY, OTP_KEY, PHONE_KEY, PERSON_NAME_KEY, STREET_KEY, CITY_KEY, PIN_CODE_KEY, /email/i];
const isSecretKey = (key: string): boolean => SECRET_KEYS.some((pattern) => pattern.test(key));

/** A form field's text: `{ field, value }` as a field-change intent carries it. */
const typedField = (node: unknown): { readonly field: string; readonly value: string } | null =>
  isObject(node) && typeof node.field === 'string' && typeof node.value === 'string'
    ? { field: node.field, value: node.value }
    : null;

/**
 * The texts typed into a field on the way to another (a form's intents carry the whole text at each keystroke): each a
 * beginning of another text typed into the same field. They are not secrets of their own (a password's first letters
 * replaced everywhere would rewrite any text holding them); the field's value is masked where it stands instead.
 */
function keystrokesOf(sources: readonly unknown[]): ReadonlySet<string> {
  const typed = new Map<string, Set<string>>();
  const visit = (node: unknown): void => {
    const form = typedField(node);
    if (form) typed.set(form.field, (typed.get(form.field) ?? new Set()).add(form.value));
    if (Array.isArray(node)) node.forEach(visit);
    else if (isObject(node)) Object.values(node).forEach(visit);
  };
  sources.forEach(visit);
  const partial = new Set<string>();
  for (const [field, values] of typed)
    for (const value of values)
      if ([...values].some((other) => other !== value && other.startsWith(value)))
        partial.add(`${field}\u0000${value}`);
  return partial;
}

/** Typed text masked: each digit a 0, each other character but spaces an x. */
const masked = (text: string): string => text.replace(/\d/g, '0').replace(/[^\s0]/g, 'x');

/**
 * `scrubbed` with every secret field's text (`{ field, value }`) that the scrubbing left as it was in `original`
 * masked: a keystroke on the way, or text too short to be a secret of its own.
 */
function maskTypedFields<T>(original: T, scrubbed: T): T {
  const visit = (before: unknown, after: unknown): unknown => {
    if (Array.isArray(before) && Array.isArray(after)) return after.map((item, index) => visit(before[index], item));
    if (!isObject(before) || !isObject(after)) return after;
    const form = typedField(before);
    const copy = Object.fromEntries(Object.entries(after).map(([key, child]) => [key, visit(before[key], child)]));
    if (form && isSecretKey(form.field) && form.value.trim() !== '' && after.value === form.value)
      copy.value = masked(form.value);
    return copy;
  };
  return visit(original, scrubbed) as T;
}

/**
 * Finds the secrets in `value`: by the key they sit under (a form field's `value` under its field's
 * name), and phone numbers, emails and pin codes inside any text (JSON inside strings included). A
 * secret as typed (a phone number with spaces and its country code, an OTP with spaces, a pin code
 * as three and three) is an alias of the secret the app makes of it.
 */
function findSecrets(
  value: unknown,
  found: Map<string, SecretKind>,
  aliases: Map<string, string>,
  keystrokes: ReadonlySet<string>,
): void {
  const note = (secret: string, kind: SecretKind, typed = secret) => {
    if (secret.length < 3) return;
    if (!found.has(secret)) found.set(secret, kind);
    if (typed !== secret) aliases.set(typed, secret);
  };
  const visit = (node: unknown, at: string, parent: Json | null): void => {
    if (typeof node === 'string') {
      const key = keyOf(at, parent);
      if (key !== at && keystrokes.has(`${key}\u0000${node}`)) return;
      const text = node.trim();
      const bearer = BEARER.exec(node);
      if (!TOKEN_KEY.test(key) && !bearer)
        for (const match of findPersonalText(node))
          if (match.kind !== 'email' || !PUBLIC_EMAIL_DOMAIN.test(match.value))
            note(match.value, match.kind, match.text);
      if (bearer && /^authorization$/i.test(key)) note(bearer[1]!, 'token');
      else if (TOKEN_KEY.test(key)) note(node, 'token');
      else if (OTP_KEY.test(key) && /^\d{4,8}$/.test(text)) note(text, 'otp', node);
      else if (PHONE_KEY.test(key) && /^\+?[\d\s()-]{7,}$/.test(node) && /\d{7}/.test(node.replace(/\D/g, ''))) {
        const digits = node.replace(/\D/g, '');
        note(digits.length > 10 ? digits.slice(-10) : digits, 'phone', node);
      } else if ((STATE_KEY.test(key) || CITY_KEY.test(key)) && INDIAN_STATES.includes(text)) note(text, 'state', node);
      else if (STREET_KEY.test(key)) note(text, 'street', node);
      else if (CITY_KEY.test(key)) note(text, 'city', node);
      else if (PIN_CODE_KEY.test(key) && /^\d{3}\s?\d{3}$/.test(text)) note(text.replace(/\s/g, ''), 'pinCode', node);
      else if (
        PERSON_NAME_KEY.test(key) ||
        (key === 'name' &&
          parent &&
          Object.keys(parent).some((sibling) => PHONE_KEY.test(sibling) || /email/i.test(sibling)))
      ) {
        for (const word of node.split(/\s+/)) if (/^\p{L}/u.test(word) && !NOT_A_NAME.test(word)) note(word, 'name');
      }
      const nested = parsedJson(node);
      if (nested !== undefined) visit(nested, '', null);
      return;
    }
    if (Array.isArray(node)) node.forEach((item) => visit(item, at, parent));
    else if (isObject(node)) for (const [childKey, child] of Object.entries(node)) visit(child, childKey, node);
  };
  visit(value, '', null);
}

/** A secret's placeholder, of the shape the app checks; a state is drawn from `states`, those no secret names. */
function placeholder(secret: string, kind: SecretKind, index: number, states: readonly string[]): string {
  switch (kind) {
    case 'token':
      return `scrubbed_token_${index}`;
    case 'otp':
      return String(index).padStart(secret.length, '0');
    case 'phone':
      return `9${String(index).padStart(secret.length - 1, '0')}`;
    case 'email':
      return `shopper${index}@example.test`;
    case 'name':
      return `Person${index}`;
    case 'street':
      return `Street ${index}`;
    case 'city':
      return `City${index}`;
    case 'state':
      return states[(index - 1) % states.length]!;
    case 'pinCode':
      return `1${String(index).padStart(5, '0')}`;
  }
}

/**
 * Replaces tokens, OTPs, phone numbers, email addresses, people's names (word by word, as the app
 * splits a full name) and every part of an address (street lines, city, state, pin code) by
 * placeholders, the same secret by the same placeholder everywhere in `value` (requests, answers,
 * storage, events), so a replay still matches; a phone, an email or a pin code inside free text (a
 * chat message) too, as typed.
 * Secrets are looked for in `sources`, what reached the app from outside (what the shopper typed,
 * answers, pushes, storage), not in what the app's own code wrote (its 'Guest' is no one's name).
 * Placeholders keep the shape the app checks: an OTP stays digits of its length, a phone number
 * ten digits starting with 9, an email an address, a pin code six digits, a state one of the list.
 * A form typed key by key: the text at each keystroke of a secret field (a password's first letters,
 * a phone number's first digits) is masked where it stands (digits 0, letters x).
 */
export function scrubSecrets<T>(value: T, sources: readonly unknown[]): T {
  const found = new Map<string, SecretKind>();
  const aliases = new Map<string, string>();
  const keystrokes = keystrokesOf(sources);
  for (const source of sources) findSecrets(source, found, aliases, keystrokes);
  const counters: Record<SecretKind, number> = {
    token: 0,
    otp: 0,
    phone: 0,
    email: 0,
    name: 0,
    street: 0,
    city: 0,
    state: 0,
    pinCode: 0,
  };
  const states = INDIAN_STATES.filter((state) => !found.has(state));
  const everywhere = new Map<string, string>();
  const whole = new Map<string, string>();
  const digitRuns = new Map<string, string>();
  const byKind = (kind: SecretKind) => (kind === 'otp' ? whole : kind === 'pinCode' ? digitRuns : everywhere);
  const placeholders = new Map<string, string>();
  for (const [secret, kind] of found) {
    const replacement = placeholder(secret, kind, ++counters[kind], states);
    placeholders.set(secret, replacement);
    byKind(kind).set(secret, replacement);
  }
  for (const [typed, secret] of aliases)
    byKind(found.get(secret)!).set(typed, typedPlaceholder(typed, secret, placeholders.get(secret)!));
  return maskTypedFields(value, replaceDigitRuns(replaceInStrings(replaceWhole(value, whole), everywhere), digitRuns));
}

/**
 * A secret as typed, with the placeholder in the secret's place: an OTP keeps its spaces, a phone
 * number its country code and separators (its last digits become the placeholder's).
 */
function typedPlaceholder(typed: string, secret: string, replacement: string): string {
  if (typed.includes(secret)) return typed.split(secret).join(replacement);
  const digits = [...replacement];
  let out = '';
  for (const char of [...typed].reverse()) out = (/\d/.test(char) && digits.length ? digits.pop()! : char) + out;
  return out;
}

/** OTPs are short digit runs: only a string that is one is replaced, never part of a longer number. */
function replaceWhole<T>(value: T, replacements: ReadonlyMap<string, string>): T {
  if (replacements.size === 0) return value;
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string') {
      if (replacements.has(node)) return replacements.get(node);
      const nested = parsedJson(node);
      if (nested === undefined) return node;
      const text = JSON.stringify(visit(nested));
      return text === JSON.stringify(nested) ? node : text;
    }
    if (Array.isArray(node)) return node.map(visit);
    if (isObject(node)) return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, visit(child)]));
    return node;
  };
  return visit(value) as T;
}

/** Pin codes are six digits: replaced where they stand alone, never inside a longer number (a time, an id). */
function replaceDigitRuns<T>(value: T, replacements: ReadonlyMap<string, string>): T {
  if (replacements.size === 0) return value;
  const runs = [...replacements.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<!\\d)(?:${runs.map((run) => run.replace(/\s/g, '\\s')).join('|')})(?!\\d)`, 'g');
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string') return node.replace(pattern, (run) => replacements.get(run) ?? run);
    if (Array.isArray(node)) return node.map(visit);
    if (isObject(node)) return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, visit(child)]));
    return node;
  };
  return visit(value) as T;
}
