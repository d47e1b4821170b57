import type { Event } from '../events';
import type { ReplayEntry } from '../ports/monitoring.port';
import type { LoggedEvent } from '../store/event-log';
import { hash32 } from './monitoring.config';

/** Payload keys whose text is a status or a name the code chose, never something the shopper typed. */
const CODE_TEXT_KEYS: ReadonlySet<string> = new Set([
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
const PATH_KEYS: ReadonlySet<string> = new Set(['to', 'from', 'path']);

/**
 * Ids that act as keys: a cart id changes or completes the cart, and an order id reads the order's
 * name, address, phone and email (as Medusa allows for a guest's order). They leave as a hash.
 */
const KEY_ID_KEYS: ReadonlySet<string> = new Set(['cartId', 'orderId']);
/** The order page's path (`/order/{id}`, where placing an order leads): its id is a key too. */
const ORDER_PATH = /^(\/order\/)([^/]+)/;

const isIdKey = (key: string): boolean => key === 'id' || key.endsWith('Id') || key === 'handle';

/** A key id as the replay holds it: `#` and 8 hex digits, the same for the same id, not the id. */
const hashedId = (id: string): string => `#${hash32(id).toString(16).padStart(8, '0')}`;

function decodedOr(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function keptValue(key: string, value: unknown): string | number | boolean | null | undefined {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  if (KEY_ID_KEYS.has(key)) return hashedId(value);
  if (isIdKey(key) || CODE_TEXT_KEYS.has(key)) return value.slice(0, 200);
  if (PATH_KEYS.has(key))
    return value
      .split(/[?#]/)[0]!
      .replace(ORDER_PATH, (_, prefix: string, id: string) => prefix + hashedId(decodedOr(id)))
      .slice(0, 200);
  return undefined;
}

/**
 * The replay of a stretch of the event log: each event's sequence, time, source and type, and of
 * its payload only the top-level numbers, flags, ids, code-chosen names and paths without queries.
 * Cart and order ids (in a payload or an order page's path) are keys to the shopper's cart and
 * order: each is replaced by a stable hash, so the replay still tells one cart from another.
 * The analytics `order_placed` event (SPEC §3) is the one place an order id leaves the browser.
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
