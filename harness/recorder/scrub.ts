import { replaceInStrings } from './json-strings';

type SecretKind = 'token' | 'otp' | 'phone' | 'email' | 'name';

const TOKEN_KEY = /(^|_)(access|refresh|id|auth)?_?token$|^(access|refresh|auth|id)Token$|^password$|^secret$/i;
const OTP_KEY = /^(otp|otp_?code)$/i;
const PHONE_KEY = /phone|mobile/i;
const PERSON_NAME_KEY = /^(first_?name|last_?name|full_?name|customer_?name)$/i;
/** Words the app and the backends use where no one is named. */
const NOT_A_NAME = /^(guest|customer|shopper|agent|support|assistant|user)$/i;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
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

/**
 * Finds the secrets in `value`: by the key they sit under, and email addresses anywhere (JSON
 * inside strings included). A secret as typed (a phone number with spaces and its country code,
 * an OTP with spaces) is an alias of the secret the app makes of it.
 */
function findSecrets(value: unknown, found: Map<string, SecretKind>, aliases: Map<string, string>): void {
  const note = (secret: string, kind: SecretKind, typed = secret) => {
    if (secret.length < 3) return;
    if (!found.has(secret)) found.set(secret, kind);
    if (typed !== secret) aliases.set(typed, secret);
  };
  const visit = (node: unknown, key: string, parent: Json | null): void => {
    if (typeof node === 'string') {
      for (const email of node.match(EMAIL) ?? []) if (!PUBLIC_EMAIL_DOMAIN.test(email)) note(email, 'email');
      const bearer = BEARER.exec(node);
      if (bearer && /^authorization$/i.test(key)) note(bearer[1]!, 'token');
      else if (TOKEN_KEY.test(key)) note(node, 'token');
      else if (OTP_KEY.test(key) && /^\d{4,8}$/.test(node.trim())) note(node.trim(), 'otp', node);
      else if (PHONE_KEY.test(key) && /^\+?[\d\s()-]{7,}$/.test(node) && /\d{7}/.test(node.replace(/\D/g, ''))) {
        const digits = node.replace(/\D/g, '');
        note(digits.length > 10 ? digits.slice(-10) : digits, 'phone', node);
      } else if (
        PERSON_NAME_KEY.test(key) ||
        (key === 'name' &&
          parent &&
          Object.keys(parent).some((sibling) => PHONE_KEY.test(sibling) || /email/i.test(sibling)))
      ) {
        for (const part of [node, ...node.split(/\s+/)])
          if (/^\p{L}/u.test(part) && !NOT_A_NAME.test(part)) note(part, 'name');
      }
      const nested = parsedJson(node);
      if (nested !== undefined) visit(nested, '', null);
      return;
    }
    if (Array.isArray(node)) node.forEach((item) => visit(item, key, parent));
    else if (isObject(node)) for (const [childKey, child] of Object.entries(node)) visit(child, childKey, node);
  };
  visit(value, '', null);
}

function placeholder(secret: string, kind: SecretKind, index: number): string {
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
  }
}

/**
 * Replaces tokens, OTPs, phone numbers, email addresses and people's names by placeholders, the
 * same secret by the same placeholder everywhere in `value` (requests, answers, storage, events),
 * so a replay still matches. Secrets are looked for in `sources`, what reached the app from
 * outside (what the shopper typed, answers, pushes, storage), not in what the app's own code
 * wrote (its 'Guest' is no one's name). Placeholders keep the shape the app checks: an OTP stays
 * digits of its length, a phone number ten digits starting with 9, an email an address.
 */
export function scrubSecrets<T>(value: T, sources: readonly unknown[]): T {
  const found = new Map<string, SecretKind>();
  const aliases = new Map<string, string>();
  for (const source of sources) findSecrets(source, found, aliases);
  const counters: Record<SecretKind, number> = { token: 0, otp: 0, phone: 0, email: 0, name: 0 };
  const everywhere = new Map<string, string>();
  const whole = new Map<string, string>();
  const placeholders = new Map<string, string>();
  for (const [secret, kind] of found) {
    const replacement = placeholder(secret, kind, ++counters[kind]);
    placeholders.set(secret, replacement);
    (kind === 'otp' ? whole : everywhere).set(secret, replacement);
  }
  for (const [typed, secret] of aliases) whole.set(typed, typedPlaceholder(typed, secret, placeholders.get(secret)!));
  const wholeReplaced = replaceWhole(value, whole);
  return replaceInStrings(wholeReplaced, everywhere);
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
