import type { Event } from '../events';
import type { ReplayEntry } from '../ports/monitoring.port';
import type { LoggedEvent } from '../store/event-log';

/** Payload keys whose text is a status or a name the code chose, never something the shopper typed. */
const CODE_TEXT_KEYS = new Set([
  'status',
  'mode',
  'step',
  'origin',
  'field',
  'reason',
  'rail',
  'order',
  'method',
  'kind',
  'rating',
]);
/** Keys holding a path the store navigates to: kept without their query, which may hold a search. */
const PATH_KEYS = new Set(['to', 'from', 'path']);

const isIdKey = (key: string): boolean => key === 'id' || key.endsWith('Id') || key === 'handle';

function keptValue(key: string, value: unknown): string | number | boolean | null | undefined {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  if (isIdKey(key) || CODE_TEXT_KEYS.has(key)) return value.slice(0, 200);
  if (PATH_KEYS.has(key)) return value.split(/[?#]/)[0]!.slice(0, 200);
  return undefined;
}

/**
 * The replay of a stretch of the event log: each event's sequence, time, source and type, and of
 * its payload only the top-level numbers, flags, ids, code-chosen names and paths without queries.
 * An allow-list, so text the shopper typed (chat messages, search, checkout and login fields) and
 * anything nested (messages, carts, addresses) never leaves the browser.
 */
export function replayOf(log: readonly LoggedEvent<Event>[]): ReplayEntry[] {
  return log.map(({ seq, at, source, event }) => {
    const entry: ReplayEntry = { seq, at, source, type: event.type };
    if (!('payload' in event) || typeof event.payload !== 'object' || event.payload === null) return entry;
    const payload: Record<string, string | number | boolean | null> = {};
    for (const [key, value] of Object.entries(event.payload)) {
      const kept = keptValue(key, value);
      if (kept !== undefined) payload[key] = kept;
    }
    return Object.keys(payload).length > 0 ? { ...entry, payload } : entry;
  });
}
