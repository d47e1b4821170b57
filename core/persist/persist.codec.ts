import { errorText } from '../error-text';
/**
 * Decoders over core/json.ts, the one way core/ reads untyped JSON (docs/architecture.md §10).
 * @packageDocumentation
 */
import { TEMP_MESSAGE_PREFIX } from '../chat/chat.model';
import { isJsonObject } from '../json';
import { PERSISTED_SLICES, type PersistedSliceName, type PersistedState } from './persisted-state';
import { validateCart, validateChat, validateUser } from './slice-validators';

/** The version of what `persist:root` holds now. */
export const PERSIST_VERSION = 2;

/** A step from version `n - 1` to `n`; it may throw on data it cannot read. */
export type Migration = (stored: Readonly<Record<string, unknown>>) => Record<string, unknown>;

/**
 * Version 0 is redux-persist's layout, as the previous storefront wrote it: each slice is a
 * JSON string of its own and `_persist` holds the version. Version 1 stores plain objects.
 */
const fromReduxPersist: Migration = (stored) => {
  const migrated: Record<string, unknown> = {};
  for (const slice of PERSISTED_SLICES) {
    const value = stored[slice];
    if (value !== undefined) migrated[slice] = typeof value === 'string' ? JSON.parse(value) : value;
  }
  return migrated;
};

/** Version 2 keeps the checkout draft inside the cart; a version 1 cart has none yet. */
const cartWithCheckout: Migration = (stored) => {
  const cart = stored['cart'];
  if (!isJsonObject(cart)) return { ...stored };
  return { ...stored, cart: { ...cart, checkout: null } };
};

/** Ordered migrations: MIGRATIONS[n] turns version n - 1 into version n. */
export const MIGRATIONS: Readonly<Record<number, Migration>> = { 1: fromReduxPersist, 2: cartWithCheckout };

export type DecodeResult =
  | {
      readonly ok: true;
      readonly state: Partial<PersistedState>;
      readonly dropped: readonly PersistedSliceName[];
      readonly fromVersion: number;
    }
  | {
      readonly ok: false;
      readonly reason: 'corrupt' | 'migration';
      readonly message: string;
      /** Whether this value may be overwritten (after a backup); never for a newer version. */
      readonly overwritable: boolean;
    };

function storedVersion(stored: Record<string, unknown>): number | null {
  if (typeof stored['version'] === 'number' && Number.isInteger(stored['version'])) return stored['version'];
  if ('_persist' in stored) return 0;
  return null;
}

const VALIDATORS: { readonly [K in PersistedSliceName]: (value: unknown) => PersistedState[K] | null } = {
  user: validateUser,
  cart: validateCart,
  chat: validateChat,
};

/**
 * Reads a stored `persist:root` value: parses it, runs the migrations it needs in order, and
 * validates each slice on its own, so one bad slice is dropped and the others kept.
 */
export function decodePersisted(
  raw: string,
  migrations: Readonly<Record<number, Migration>> = MIGRATIONS,
  currentVersion: number = PERSIST_VERSION,
): DecodeResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    return {
      ok: false,
      reason: 'corrupt',
      message: `persist:root is not JSON: ${errorText(error)}`,
      overwritable: true,
    };
  }
  if (!isJsonObject(parsed))
    return { ok: false, reason: 'corrupt', message: 'persist:root is not an object', overwritable: true };
  const fromVersion = storedVersion(parsed);
  if (fromVersion === null) {
    return { ok: false, reason: 'corrupt', message: 'persist:root has no version', overwritable: true };
  }
  if (fromVersion > currentVersion) {
    return {
      ok: false,
      reason: 'migration',
      message: `persist:root has version ${fromVersion}, newer than ${currentVersion}`,
      overwritable: false,
    };
  }
  let stored: Record<string, unknown> = parsed;
  for (let version = fromVersion + 1; version <= currentVersion; version++) {
    const migrate = migrations[version];
    if (!migrate) {
      return { ok: false, reason: 'migration', message: `no migration to version ${version}`, overwritable: true };
    }
    try {
      stored = migrate(stored);
    } catch (error) {
      return {
        ok: false,
        reason: 'migration',
        message: `migration to version ${version} failed: ${errorText(error)}`,
        overwritable: true,
      };
    }
  }
  const state: Partial<Record<PersistedSliceName, unknown>> = {};
  const dropped: PersistedSliceName[] = [];
  for (const slice of PERSISTED_SLICES) {
    if (stored[slice] === undefined) continue;
    const valid = VALIDATORS[slice](stored[slice]);
    if (valid === null) dropped.push(slice);
    else state[slice] = valid;
  }
  return { ok: true, state: state as Partial<PersistedState>, dropped, fromVersion };
}

/** What is written to `persist:root`; messages still waiting for the server are not kept. */
export function encodePersisted(state: PersistedState): string {
  const chat = state.chat.messages.some((message) => message.id.startsWith(TEMP_MESSAGE_PREFIX))
    ? { ...state.chat, messages: state.chat.messages.filter((message) => !message.id.startsWith(TEMP_MESSAGE_PREFIX)) }
    : state.chat;
  return JSON.stringify({ version: PERSIST_VERSION, user: state.user, cart: state.cart, chat });
}

/** The same state with the oldest `count` chat messages left out, to fit a full storage. */
export function withoutOldestMessages(state: PersistedState, count: number): PersistedState {
  return { ...state, chat: { ...state.chat, messages: state.chat.messages.slice(count) } };
}
