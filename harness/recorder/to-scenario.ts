import { EVENT_SOURCES, type EventType } from '../../core/events';
import type { HttpRequest, RecordingUpdate } from '../../core/ports';
import type { HttpExpectation, HttpReply, Scenario, ScenarioGiven, ScenarioStep } from '../scenario/scenario.schema';
import type { RecordedEntry, RecordedLog } from './recorded-log';
import { replaceInStrings } from './json-strings';
import { scrubSecrets } from './scrub';
import { isFingerprint } from '../../core/persist/fingerprint';

/** What the UI dispatched: an intent (the store's other dispatches become `inject` steps). */
type RecordedIntent = Extract<ScenarioStep, { readonly dispatch: unknown }>['dispatch'];

/**
 * An event payload longer than this (as JSON) is expected by its type only: the answer it came from is in an http step.
 */
const PAYLOAD_LIMIT = 1_500;
/**
 * Values this close to the recording's start are wall-clock times: a browser's timers fire late, so they are not
 * compared.
 */
const TIME_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The origin a recording made on this machine is written with, whatever port the server had. */
export const RECORDED_LOCAL_ORIGIN = 'http://127.0.0.1:5173';
const ANY = { $any: true } as const;

export interface ScenarioNaming {
  readonly name: string;
  readonly description?: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The expectation of a value the browser made: times and media measures (which the replay's clock and microphone
 * make anew), and fingerprints of what storage holds (which holds those times), match anything.
 */
function loosened(value: unknown, startedAt: number, measures: ReadonlySet<unknown>): unknown {
  if (typeof value === 'number')
    return Math.abs(value - startedAt) < TIME_WINDOW_MS || measures.has(value) ? ANY : value;
  if (typeof value === 'string' && (measures.has(value) || isFingerprint(value))) return ANY;
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value)) {
    const time = Date.parse(value);
    return Number.isNaN(time) || Math.abs(time - startedAt) >= TIME_WINDOW_MS ? value : ANY;
  }
  if (Array.isArray(value)) return value.map((item) => loosened(item, startedAt, measures));
  if (isObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, loosened(child, startedAt, measures)]));
  return value;
}

function httpExpectation(request: HttpRequest, body: unknown, loosen: (value: unknown) => unknown): HttpExpectation {
  const url = new URL(request.url);
  const query = Object.fromEntries(url.searchParams);
  return {
    method: request.method,
    url: url.origin + url.pathname,
    ...(Object.keys(query).length ? { query: loosen(query) as Json } : {}),
    headers: loosen(request.headers) as Json,
    ...(body === undefined ? {} : { body: loosen(body) }),
  };
}

/** The state the app started from: what it read before writing, per key. */
function firstReads(
  entries: readonly RecordedEntry[],
  read: RecordedEntry['kind'],
  wrote: RecordedEntry['kind'],
): Record<string, string> {
  const given: Record<string, string> = {};
  const seen = new Set<string>();
  for (const entry of entries) {
    if (entry.kind !== read && entry.kind !== wrote) continue;
    const key = 'key' in entry ? entry.key : 'name' in entry ? entry.name : '';
    if (seen.has(key)) continue;
    seen.add(key);
    if (entry.kind === read && 'value' in entry && entry.value !== null) given[key] = entry.value;
  }
  return given;
}

function mediaGiven(log: RecordedLog): ScenarioGiven['media'] | undefined {
  const updates = log.entries.filter((entry) => entry.kind === 'media' || entry.kind === 'mediaFailure');
  if (updates.length === 0) return undefined;
  const started = updates.flatMap((entry) =>
    entry.kind === 'media' && entry.update.type === 'started' ? [entry.update.mimeType] : [],
  );
  const completed = updates.flatMap((entry) =>
    entry.kind === 'media' && entry.update.type === 'completed' ? [entry.update] : [],
  );
  const answers = updates.flatMap((entry) => {
    if (entry.kind === 'media') return entry.update.type === 'started' ? ['granted' as const] : [];
    return isObject(entry.failure) && entry.failure['kind'] === 'permission-denied' ? ['denied' as const] : [];
  });
  const rate = completed.find((update) => update.durationMs > 0);
  return {
    ...(started.length ? { supportedTypes: [...new Set(started)] } : {}),
    ...(rate ? { bytesPerSecond: Math.max(1, Math.round((rate.size * 1000) / rate.durationMs)) } : {}),
    ...(answers.includes('denied') ? { permission: answers } : {}),
    ...(log.webkit ? { webkit: true } : {}),
  };
}

function givenOf(log: RecordedLog): ScenarioGiven {
  const storage = firstReads(log.entries, 'storageRead', 'storageWrite');
  const cookies = firstReads(log.entries, 'cookieRead', 'cookieWrite');
  const env: Record<string, string> = Object.fromEntries(
    Object.entries(log.env).filter(([key, value]) => key !== 'VITE_SOCKET_URL' && value),
  );
  const media = mediaGiven(log);
  return {
    clock: new Date(log.startedAt).toISOString(),
    origin: log.origin,
    ...(Object.keys(env).length ? { env } : {}),
    ...(Object.keys(storage).length ? { storage } : {}),
    ...(Object.keys(cookies).length ? { cookies } : {}),
    ...(media ? { media } : {}),
  };
}

/**
 * Turns a recorded session into a scenario the runner replays on virtual time: intents become
 * `dispatch` steps, each request an `http` step answered as the server answered (after the same
 * latency), socket traffic `socketEmit`/`socketPush` steps, another tab's writes `otherTab` steps,
 * the gaps between them `advance` steps, and the facts the core produced (but timers') `expectEvents` steps.
 * The app starts from the storage and cookies it read; the ids the browser drew are replaced by
 * the ones the fakes draw; secrets are scrubbed (see {@link scrubSecrets}).
 */
export function toScenario(log: RecordedLog, naming: ScenarioNaming): Scenario {
  // The replay's microphone measures its recordings anew, and names their type as it started them
  // (a browser may add the codec once it has recorded).
  const measures = new Set<unknown>();
  const startedTypes = new Set<string>();
  for (const entry of log.entries) {
    if (entry.kind !== 'media') continue;
    if (entry.update.type === 'started') startedTypes.add(entry.update.mimeType);
    else {
      measures.add(entry.update.size).add(entry.update.durationMs);
      if (!startedTypes.has(entry.update.mimeType)) measures.add(entry.update.mimeType);
    }
  }
  const loosen = (value: unknown) => loosened(value, log.startedAt, measures);
  const answers = new Map<number, Extract<RecordedEntry, { kind: 'answer' | 'cancel' }>>();
  for (const entry of log.entries) if (entry.kind === 'answer' || entry.kind === 'cancel') answers.set(entry.id, entry);

  const steps: ScenarioStep[] = [];
  const ids = new Map<string, string>();
  const counts = { temp: 0, guest: 0, session: 0, recording: 0 };
  let facts: { type: EventType; payload?: unknown }[] = [];
  let cursor = 0;
  const flush = () => {
    if (facts.length) steps.push({ expectEvents: facts });
    facts = [];
  };
  const reach = (at: number) => {
    const offset = Math.ceil(at - log.startedAt);
    if (offset <= cursor) return;
    flush();
    const last = steps[steps.length - 1];
    if (last && 'advance' in last) steps[steps.length - 1] = { advance: last.advance + offset - cursor };
    else steps.push({ advance: offset - cursor });
    cursor = offset;
  };
  const step = (next: ScenarioStep) => {
    flush();
    steps.push(next);
  };
  const reply = (id: number, sentAt: number): HttpReply | undefined => {
    const answer = answers.get(id);
    if (!answer || answer.kind === 'cancel') return undefined;
    const latencyMs = Math.max(0, Math.ceil(answer.at - log.startedAt) - Math.ceil(sentAt - log.startedAt));
    return {
      status: answer.status,
      ...(answer.body === undefined ? {} : { body: answer.body }),
      ...(latencyMs ? { latencyMs } : {}),
    };
  };

  for (const entry of log.entries) {
    if (entry.kind === 'id') {
      const fake =
        entry.of === 'temp'
          ? `temp_${++counts.temp}`
          : entry.of === 'session'
            ? `visit_${++counts.session}`
            : `guest_${log.startedAt + cursor}_${(++counts.guest).toString(36).padStart(9, '0')}`;
      ids.set(entry.value, fake);
      continue;
    }
    reach(entry.at);
    switch (entry.kind) {
      case 'dispatch':
        // What startup puts in directly (a prerendered page's catalogue) is a fact, not an intent.
        step(
          EVENT_SOURCES[entry.event.type] === 'ui'
            ? { dispatch: entry.event as RecordedIntent }
            : { inject: entry.event },
        );
        break;
      case 'fact': {
        // A browser's timers fire late, so where a timer's event falls among pushes and answers
        // differs in the replay; the golden trace still holds it.
        if (EVENT_SOURCES[entry.event.type] === 'timer') break;
        const payload = (entry.event as { payload?: unknown }).payload;
        const small = payload !== undefined && JSON.stringify(payload).length <= PAYLOAD_LIMIT;
        facts.push({ type: entry.event.type, ...(small ? { payload: loosen(payload) } : {}) });
        break;
      }
      case 'request': {
        const respond = reply(entry.id, entry.at);
        step({
          http: { expect: httpExpectation(entry.request, entry.request.body, loosen), ...(respond ? { respond } : {}) },
        });
        break;
      }
      case 'upload': {
        const respond = reply(entry.id, entry.at);
        const { recordingId, ...request } = entry.request;
        step({
          http: {
            expect: httpExpectation(request, { recordingId }, loosen),
            ...(respond ? { respond: { ...respond, body: null } } : {}),
          },
        });
        break;
      }
      case 'socketConnect': {
        const { namespace, path, transports, query } = entry.options;
        step({ expectSocketConnect: loosen({ namespace, path, transports, query }) as Json });
        break;
      }
      case 'socketEmit':
        step({ socketEmit: { event: entry.event, payload: loosen(entry.payload) } });
        break;
      case 'socketPush':
        step({ socketPush: { event: entry.event, payload: entry.payload } });
        break;
      case 'otherTab':
        step({ otherTab: { key: entry.key, value: entry.value } });
        break;
      case 'media':
        if (entry.update.type === 'completed') noteRecording(entry.update, ids, ++counts.recording);
        break;
      default:
        break;
    }
  }
  flush();

  const origin = new URL(log.origin);
  const local = origin.hostname === '127.0.0.1' || origin.hostname === 'localhost';
  const replacements = new Map(ids);
  if (local && origin.origin !== RECORDED_LOCAL_ORIGIN)
    replacements.set(origin.host, new URL(RECORDED_LOCAL_ORIGIN).host);
  const scenario: Scenario = {
    name: naming.name,
    description:
      naming.description ??
      `Recorded at ${local ? 'the local backend' : origin.origin} on ${new Date(log.startedAt).toISOString().slice(0, 10)}`,
    given: givenOf(log),
    steps,
  };
  const outside = [
    scenario.given,
    ...steps.map((step) =>
      'dispatch' in step
        ? step.dispatch
        : 'http' in step
          ? step.http.respond
          : 'socketPush' in step
            ? step.socketPush
            : 'otherTab' in step
              ? step.otherTab
              : undefined,
    ),
  ];
  return scrubSecrets(replaceInStrings(scenario, replacements), replaceInStrings(outside, replacements));
}

/**
 * The media port numbers recordings as the fake microphone does (rec_1, rec_2...); another scheme is mapped onto it.
 */
function noteRecording(
  update: Extract<RecordingUpdate, { type: 'completed' }>,
  ids: Map<string, string>,
  index: number,
): void {
  const fake = `rec_${index}`;
  if (update.recordingId !== fake) ids.set(update.recordingId, fake);
}
