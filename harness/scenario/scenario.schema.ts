import type { EndpointEnv } from '../../core/config';
import type { SocketConnectOptions, StorageFailureKind } from '../../core/ports';
import type { FakeMedia, FakeMediaOptions } from '../fakes/fake-media.port';

export interface HttpExpectation {
  readonly method?: string;
  /** An absolute URL, or a path ('/store/carts') compared with the request's path. */
  readonly url?: string;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly headers?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
}

export interface HttpReply {
  readonly status: number;
  readonly body?: unknown;
  readonly latencyMs?: number;
}

export type ScenarioStep = { readonly note?: string } & (
  | { readonly dispatch: { readonly type: string; readonly payload?: unknown } }
  | { readonly http: { readonly expect: HttpExpectation; readonly respond?: HttpReply } }
  | { readonly socketPush: { readonly event: string; readonly payload: unknown } }
  | { readonly socketEmit: { readonly event: string; readonly payload?: unknown } }
  /** The client's connection drops, or comes back (socket.io reconnecting). */
  | { readonly socketConnection: 'drop' | 'restore' }
  /** The next connect call the client made matches these options (deep partial). */
  | { readonly expectSocketConnect: Readonly<Record<string, unknown>> }
  | { readonly advance: number }
  | { readonly expectEvents: readonly { readonly type: string; readonly payload?: unknown }[] }
  | { readonly expectNoEvents: readonly string[] }
  | { readonly expectState: unknown }
  | { readonly expectStorage: Readonly<Record<string, unknown>> }
  | { readonly expectCookies: Readonly<Record<string, unknown>> }
  | { readonly otherTab: { readonly key: string; readonly value: unknown } }
  /** The recording in progress fails with this reason (a device unplugged mid-recording). */
  | { readonly microphoneFails: string }
  /** Deep-partial match of the fake microphone: `microphoneOpen`, `released` recording ids, `requests` (record options, in order). */
  | { readonly expectMedia: Readonly<Record<string, unknown>> }
);

export interface ScenarioGiven {
  /** Epoch milliseconds, or an ISO date, at virtual time zero. */
  readonly clock?: number | string;
  /** Starting storage; objects are stored as JSON. */
  readonly storage?: Readonly<Record<string, unknown>>;
  readonly storageBehaviour?: {
    readonly readDelayMs?: number;
    readonly quotaChars?: number;
    readonly failReads?: StorageFailureKind;
    readonly failWrites?: StorageFailureKind;
  };
  readonly cookies?: Readonly<Record<string, string>>;
  /** Deep-partial state merged over the initial state. */
  readonly state?: unknown;
  /** Whether a socket server is listening (default true). */
  readonly socket?: 'up' | 'down';
  readonly env?: EndpointEnv;
  readonly origin?: string;
  /** The microphone: permission answers, supported types, a failure, whether the browser is WebKit. */
  readonly media?: FakeMediaOptions;
}

export interface Scenario {
  readonly name: string;
  readonly description?: string;
  /** Where the behaviour is specified, e.g. "SPEC §4 Cart creation". */
  readonly spec?: string;
  readonly given?: ScenarioGiven;
  readonly steps: readonly ScenarioStep[];
}

/** A scenario file that cannot be used, with the field at fault. */
export class ScenarioFileError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    problem: string,
  ) {
    super(`${file}: ${field}: ${problem}`);
    this.name = 'ScenarioFileError';
  }
}

const STEP_KINDS = [
  'dispatch',
  'http',
  'socketPush',
  'socketEmit',
  'socketConnection',
  'expectSocketConnect',
  'advance',
  'expectEvents',
  'expectNoEvents',
  'expectState',
  'expectStorage',
  'expectCookies',
  'otherTab',
  'microphoneFails',
  'expectMedia',
] as const;

const FAILURE_KINDS = ['quota', 'unavailable', 'unknown'];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const PERMISSION_ANSWERS = ['granted', 'denied'];
const MEDIA_FAILURE_KINDS = ['unsupported', 'failed'];
const MEDIA_GIVENS = ['permission', 'supportedTypes', 'bytesPerSecond', 'webkit', 'failure'] as const satisfies readonly (keyof FakeMediaOptions)[];
/** What `expectMedia` may check on the fake microphone. */
export const MEDIA_FIELDS = ['microphoneOpen', 'released', 'requests', 'webkit'] as const satisfies readonly (keyof FakeMedia)[];
const SOCKET_CONNECT_FIELDS = ['url', 'namespace', 'path', 'transports', 'query'] as const satisfies readonly (keyof SocketConnectOptions)[];

/** Fails on the first key of `value` (at `field`, '' for the root) that is not one of `allowed`, naming it and the allowed ones. */
function onlyKeys(value: Json, allowed: readonly string[], field: string, fail: (field: string, problem: string) => never): void {
  for (const key of Object.keys(value)) if (!allowed.includes(key)) fail(field ? `${field}.${key}` : key, `is not one of ${allowed.join(', ')}`);
}

function validateMedia(media: Json, fail: (field: string, problem: string) => never): void {
  onlyKeys(media, MEDIA_GIVENS, 'given.media', fail);
  const permission = media['permission'];
  const answers = Array.isArray(permission) ? permission : permission === undefined ? [] : [permission];
  if ((Array.isArray(permission) && permission.length === 0) || answers.some((answer) => !PERMISSION_ANSWERS.includes(answer as string))) {
    fail('given.media.permission', "must be 'granted', 'denied' or a non-empty list of them");
  }
  const types = media['supportedTypes'];
  if (types !== undefined && (!Array.isArray(types) || types.some((type) => typeof type !== 'string' || type === ''))) {
    fail('given.media.supportedTypes', 'must be a list of mime types');
  }
  const rate = media['bytesPerSecond'];
  if (rate !== undefined && (typeof rate !== 'number' || !(rate > 0))) fail('given.media.bytesPerSecond', 'must be a number > 0');
  if (media['webkit'] !== undefined && typeof media['webkit'] !== 'boolean') fail('given.media.webkit', 'must be true or false');
  const failure = media['failure'];
  if (failure !== undefined) {
    if (!isObject(failure) || !MEDIA_FAILURE_KINDS.includes(failure['kind'] as string)) {
      fail('given.media.failure.kind', `must be one of ${MEDIA_FAILURE_KINDS.join(', ')}`);
    }
    if (typeof failure['reason'] !== 'string' || failure['reason'] === '') fail('given.media.failure.reason', 'must be a non-empty string');
  }
}

/**
 * Checks a parsed scenario file and returns it typed; throws {@link ScenarioFileError} naming
 * the file and the field (e.g. `steps[3].http.respond.status`) at fault.
 */
export function validateScenario(value: unknown, file: string, knownEventTypes: ReadonlySet<string>): Scenario {
  const fail = (field: string, problem: string): never => {
    throw new ScenarioFileError(file, field, problem);
  };
  const object = (candidate: unknown, field: string): Json => (isObject(candidate) ? candidate : fail(field, 'must be an object'));
  const string = (candidate: unknown, field: string): string =>
    typeof candidate === 'string' && candidate.length > 0 ? candidate : fail(field, 'must be a non-empty string');
  const number = (candidate: unknown, field: string): number =>
    typeof candidate === 'number' && Number.isFinite(candidate) && candidate >= 0 ? candidate : fail(field, 'must be a number >= 0');
  const optional = <T>(candidate: unknown, check: (c: unknown) => T): T | undefined => (candidate === undefined ? undefined : check(candidate));
  const eventType = (candidate: unknown, field: string) => {
    const type = string(candidate, field);
    if (!knownEventTypes.has(type)) fail(field, `unknown event type '${type}'`);
    return type;
  };

  const root = object(value, '(root)');
  onlyKeys(root, ['name', 'description', 'spec', 'given', 'steps', '$schema'], '', fail);
  string(root['name'], 'name');
  optional(root['description'], (d) => string(d, 'description'));
  optional(root['spec'], (d) => string(d, 'spec'));

  if (root['given'] !== undefined) {
    const given = object(root['given'], 'given');
    onlyKeys(given, ['clock', 'storage', 'storageBehaviour', 'cookies', 'state', 'socket', 'env', 'origin', 'media'], 'given', fail);
    if (given['clock'] !== undefined) {
      const clock = given['clock'];
      if (typeof clock === 'string' ? Number.isNaN(Date.parse(clock)) : typeof clock !== 'number') {
        fail('given.clock', 'must be epoch milliseconds or an ISO date');
      }
    }
    optional(given['storage'], (s) => object(s, 'given.storage'));
    if (given['storageBehaviour'] !== undefined) {
      const behaviour = object(given['storageBehaviour'], 'given.storageBehaviour');
      optional(behaviour['readDelayMs'], (n) => number(n, 'given.storageBehaviour.readDelayMs'));
      optional(behaviour['quotaChars'], (n) => number(n, 'given.storageBehaviour.quotaChars'));
      for (const key of ['failReads', 'failWrites']) {
        if (behaviour[key] !== undefined && !FAILURE_KINDS.includes(behaviour[key] as string)) {
          fail(`given.storageBehaviour.${key}`, `must be one of ${FAILURE_KINDS.join(', ')}`);
        }
      }
    }
    optional(given['cookies'], (c) => object(c, 'given.cookies'));
    optional(given['state'], (s) => object(s, 'given.state'));
    if (given['socket'] !== undefined && given['socket'] !== 'up' && given['socket'] !== 'down') fail('given.socket', "must be 'up' or 'down'");
    optional(given['env'], (e) => object(e, 'given.env'));
    optional(given['origin'], (o) => string(o, 'given.origin'));
    if (given['media'] !== undefined) validateMedia(object(given['media'], 'given.media'), fail);
  }

  if (!Array.isArray(root['steps']) || root['steps'].length === 0) fail('steps', 'must be a non-empty array');
  (root['steps'] as unknown[]).forEach((candidate, index) => {
    const at = `steps[${index}]`;
    const step = object(candidate, at);
    const kinds = Object.keys(step).filter((key) => key !== 'note');
    if (kinds.length !== 1 || !STEP_KINDS.includes(kinds[0] as (typeof STEP_KINDS)[number])) {
      fail(at, `must have exactly one of ${STEP_KINDS.join(', ')} (besides an optional note)`);
    }
    optional(step['note'], (n) => string(n, `${at}.note`));
    const kind = kinds[0] as (typeof STEP_KINDS)[number];
    const body = step[kind];
    const field = `${at}.${kind}`;
    switch (kind) {
      case 'dispatch': {
        const event = object(body, field);
        eventType(event['type'], `${field}.type`);
        break;
      }
      case 'http': {
        const http = object(body, field);
        onlyKeys(http, ['expect', 'respond'], field, fail);
        const expect = object(http['expect'], `${field}.expect`);
        if (expect['method'] !== undefined && !METHODS.includes(expect['method'] as string)) {
          fail(`${field}.expect.method`, `must be one of ${METHODS.join(', ')}`);
        }
        optional(expect['url'], (u) => string(u, `${field}.expect.url`));
        optional(expect['query'], (q) => object(q, `${field}.expect.query`));
        optional(expect['headers'], (h) => object(h, `${field}.expect.headers`));
        if (http['respond'] !== undefined) {
          const respond = object(http['respond'], `${field}.respond`);
          const status = respond['status'];
          if (typeof status !== 'number' || !Number.isInteger(status) || status < 0 || status > 599) {
            fail(`${field}.respond.status`, 'must be an HTTP status (0 for no answer)');
          }
          optional(respond['latencyMs'], (n) => number(n, `${field}.respond.latencyMs`));
        }
        break;
      }
      case 'socketPush':
      case 'socketEmit': {
        const message = object(body, field);
        string(message['event'], `${field}.event`);
        break;
      }
      case 'socketConnection':
        if (body !== 'drop' && body !== 'restore') fail(field, "must be 'drop' or 'restore'");
        break;
      case 'advance':
        number(body, field);
        break;
      case 'expectEvents':
        if (!Array.isArray(body) || body.length === 0) fail(field, 'must be a non-empty array');
        (body as unknown[]).forEach((event, i) => eventType(object(event, `${field}[${i}]`)['type'], `${field}[${i}].type`));
        break;
      case 'expectNoEvents':
        if (!Array.isArray(body) || body.length === 0) fail(field, 'must be a non-empty array of event types');
        (body as unknown[]).forEach((type, i) => eventType(type, `${field}[${i}]`));
        break;
      case 'microphoneFails':
        string(body, field);
        break;
      case 'expectSocketConnect':
        onlyKeys(object(body, field), SOCKET_CONNECT_FIELDS, field, fail);
        break;
      case 'expectMedia':
        onlyKeys(object(body, field), MEDIA_FIELDS, field, fail);
        break;
      case 'expectState':
      case 'expectStorage':
      case 'expectCookies':
        object(body, field);
        break;
      case 'otherTab': {
        const change = object(body, field);
        string(change['key'], `${field}.key`);
        if (!('value' in change)) fail(`${field}.value`, 'is required (null removes the key)');
        break;
      }
    }
  });
  return root as unknown as Scenario;
}
