import fc from 'fast-check';
import { NON_JSON_BODY_KEY, type HttpResponse } from '../../core/ports';

/** 100 KB without a break: a title or id no layout or store expects. */
export const HUGE_STRING = 'क'.repeat(50_000) + 'x'.repeat(50_000);
/** A proxy's error page, as the fetch adapter hands over a body that is not JSON. */
export const HTML_PAGE =
  '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';
/** Plain text a proxy or a crashed handler answers with. */
export const PLAIN_TEXT = 'upstream connect error or disconnect/reset before headers. reset reason: overflow';
/** Server words in a JSON error body: the only server text a shopper may see. */
export const SERVER_WORDS = 'Cart is locked by another request';

/** Values of the wrong type, edge numbers and strings, and unknown enum values, for any field. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, -0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31),
  fc.constantFrom<unknown>(
    '',
    ' ',
    '\n',
    HUGE_STRING,
    'unknown_enum_value',
    'AUDIO',
    'video',
    '__proto__',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '//evil.example/x',
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 12 }),
  fc.constantFrom<unknown>([], {}, [null], [{}], { id: 1 }),
  fc.jsonValue({ maxDepth: 2 }),
);

type Json = unknown;

/** One change to a valid body: a field removed, or set to another value. */
type Mutation =
  | { readonly kind: 'remove'; readonly at: number }
  | { readonly kind: 'set'; readonly at: number; readonly value: unknown }
  | { readonly kind: 'emptyList'; readonly at: number };

/** How the body of the call under test is made from the valid one. */
export type BodyPlan =
  | { readonly kind: 'mutated'; readonly mutations: readonly Mutation[] }
  | { readonly kind: 'replaced'; readonly body: unknown; readonly label: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 3, arbitrary: fc.nat().map((at): Mutation => ({ kind: 'remove', at })) },
  { weight: 5, arbitrary: fc.tuple(fc.nat(), wrongValue).map(([at, value]): Mutation => ({ kind: 'set', at, value })) },
  { weight: 1, arbitrary: fc.nat().map((at): Mutation => ({ kind: 'emptyList', at })) },
);

/** Bodies that are not the call's shape at all. */
const replacement: fc.Arbitrary<BodyPlan> = fc.oneof(
  fc
    .constantFrom<[string, unknown]>(
      ['html', { [NON_JSON_BODY_KEY]: HTML_PAGE }],
      ['text', { [NON_JSON_BODY_KEY]: PLAIN_TEXT }],
      ['empty', null],
      ['raw html string', HTML_PAGE],
      ['raw text string', PLAIN_TEXT],
      ['{}', {}],
      ['[]', []],
      ['number', 42],
      ['true', true],
      ['server words', { message: SERVER_WORDS }],
      ['blank message', { message: '   ' }],
      ['message not a string', { message: { text: SERVER_WORDS } }],
      ['huge message', { message: HUGE_STRING }],
      ['variant not found', { message: 'Variant not found: v1', type: 'not_found' }],
      ['invalid_data', { message: SERVER_WORDS, type: 'invalid_data' }],
      ['errorCode 403', { errorCode: 403, message: 'Token expired' }],
    )
    .map(([label, body]): BodyPlan => ({ kind: 'replaced', body, label })),
  fc.jsonValue({ maxDepth: 3 }).map((body): BodyPlan => ({ kind: 'replaced', body, label: 'random JSON' })),
);

/** A plan for a malformed body: mostly a valid body with one to three fields broken, else another body altogether. */
export const bodyPlan: fc.Arbitrary<BodyPlan> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .array(mutation, { minLength: 1, maxLength: 3 })
      .map((mutations): BodyPlan => ({ kind: 'mutated', mutations })),
  },
  { weight: 2, arbitrary: replacement },
);

/** Statuses a server or a proxy answers with, 2xx most often (a malformed 2xx is the hard case); 0 is no answer. */
export const status: fc.Arbitrary<number> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(200, 200, 201, 204) },
  { weight: 4, arbitrary: fc.constantFrom(400, 404, 409, 413, 422, 429, 500, 502, 503, 504, 0, 301, 304, 418) },
  { weight: 1, arbitrary: fc.constantFrom(401, 403) },
);

/** The malformed answer of one call. */
export interface MalformedAnswer {
  readonly status: number;
  readonly plan: BodyPlan;
}

export const malformedAnswer: fc.Arbitrary<MalformedAnswer> = fc.record({ status, plan: bodyPlan });

type Container = Record<string, Json> | Json[];
interface Slot {
  readonly parent: Container;
  readonly key: string | number;
}

/** Every field and list entry of a JSON value, depth first. */
function slotsOf(value: Json, into: Slot[] = []): Slot[] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      into.push({ parent: value, key: index });
      slotsOf(item, into);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      into.push({ parent: value as Record<string, Json>, key });
      slotsOf(item, into);
    }
  }
  return into;
}

/** The body `plan` makes of a valid body (which it does not change). */
export function applyPlan(valid: unknown, plan: BodyPlan): unknown {
  if (plan.kind === 'replaced') return plan.body;
  const body = structuredClone(valid);
  for (const change of plan.mutations) {
    const slots = slotsOf(body);
    if (slots.length === 0) return change.kind === 'set' ? change.value : body;
    const { parent, key } = slots[change.at % slots.length]!;
    if (change.kind === 'set') (parent as Record<string | number, Json>)[key] = structuredClone(change.value);
    else if (change.kind === 'emptyList') (parent as Record<string | number, Json>)[key] = [];
    else if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key as string];
  }
  return body;
}

/** The answer a malformed plan gives a request whose valid answer is `valid`. */
export function malformedResponse(valid: unknown, answer: MalformedAnswer): HttpResponse {
  return { status: answer.status, body: applyPlan(valid, answer.plan) };
}

/**
 * The server words a shopper may be shown for this answer: the `message` of a JSON error body,
 * when the server answered (never from a body that was not JSON, never for status 0).
 */
export function decodedServerMessage(response: HttpResponse): string | null {
  if (response.status === 0) return null;
  const body = response.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || NON_JSON_BODY_KEY in body) return null;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}
