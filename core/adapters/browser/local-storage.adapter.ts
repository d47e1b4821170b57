import { Observable } from 'rxjs';
import type { StorageFailure, StoragePort } from '../../ports';

type StorageEventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);
const QUOTA_CODES = new Set([22, 1014]);
const UNAVAILABLE_NAMES = new Set(['SecurityError']);

interface ErrorShape {
  readonly name?: unknown;
  readonly code?: unknown;
  readonly message?: unknown;
}

function describe(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null) {
    const { message, name } = error as ErrorShape;
    if (typeof message === 'string' && message !== '') return message;
    if (typeof name === 'string' && name !== '') return name;
  }
  if (typeof error === 'string' && error !== '') return error;
  return fallback;
}

function toStorageFailure(error: unknown): StorageFailure {
  const { name, code } = typeof error === 'object' && error !== null ? (error as ErrorShape) : {};
  if ((typeof name === 'string' && QUOTA_NAMES.has(name)) || (typeof code === 'number' && QUOTA_CODES.has(code))) {
    return { kind: 'quota', message: describe(error, 'storage quota exceeded') };
  }
  if (typeof name === 'string' && UNAVAILABLE_NAMES.has(name)) {
    return { kind: 'unavailable', message: describe(error, 'storage is not available') };
  }
  return { kind: 'unknown', message: describe(error, 'storage operation failed') };
}

function unavailable(error: unknown): StorageFailure {
  return { kind: 'unavailable', message: describe(error, 'storage is not available') };
}

/**
 * A {@link StoragePort} on `localStorage`.
 *
 * Each operation runs when subscribed, emits once and completes, or errors with a plain
 * {@link StorageFailure}: `quota` for a quota-exceeded error, `unavailable` when storage cannot
 * be reached (access denied, `getStorage` throwing or returning nothing), `unknown` otherwise.
 * `externalChanges` follows the window's `storage` event for one key (other tabs' writes);
 * a cleared storage reports `null`.
 *
 * @param getStorage returns the storage to use, looked up on every operation.
 * @param eventTarget where `storage` events arrive; defaults to `window`.
 */
export function createLocalStoragePort(
  getStorage: () => Storage = () => window.localStorage,
  eventTarget: StorageEventSource = window,
): StoragePort {
  function run<T>(operation: (storage: Storage) => T): Observable<T> {
    return new Observable<T>((subscriber) => {
      let storage: Storage | null | undefined;
      try {
        storage = getStorage();
      } catch (error) {
        subscriber.error(unavailable(error));
        return;
      }
      if (storage === null || storage === undefined) {
        subscriber.error(unavailable(undefined));
        return;
      }
      let result: T;
      try {
        result = operation(storage);
      } catch (error) {
        subscriber.error(toStorageFailure(error));
        return;
      }
      subscriber.next(result);
      subscriber.complete();
    });
  }

  function isOtherArea(area: Storage | null): boolean {
    if (!area) return false;
    try {
      return area !== getStorage();
    } catch {
      return false;
    }
  }

  return {
    read: (key) => run((storage) => storage.getItem(key)),
    write: (key, value) =>
      run((storage) => {
        storage.setItem(key, value);
      }),
    remove: (key) =>
      run((storage) => {
        storage.removeItem(key);
      }),
    externalChanges: (key) =>
      new Observable<string | null>((subscriber) => {
        const listener = (event: StorageEvent): void => {
          if (isOtherArea(event.storageArea)) return;
          if (event.key === key) subscriber.next(event.newValue);
          else if (event.key === null) subscriber.next(null);
        };
        eventTarget.addEventListener('storage', listener);
        return () => eventTarget.removeEventListener('storage', listener);
      }),
  };
}
