import type { Observable } from 'rxjs';

export type StorageFailureKind = 'quota' | 'unavailable' | 'unknown';

/** The error a storage operation fails with. Plain data, so it can travel in an event. */
export interface StorageFailure {
  readonly kind: StorageFailureKind;
  readonly message: string;
}

export function isStorageFailure(value: unknown): value is StorageFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as StorageFailure).kind === 'string' &&
    typeof (value as StorageFailure).message === 'string'
  );
}

/**
 * Key-value string storage (localStorage in the browser). Every operation may fail
 * (quota exceeded, storage disabled) and then errors with a {@link StorageFailure}.
 * Reads may be slow; each observable emits once and completes.
 */
export interface StoragePort {
  read(key: string): Observable<string | null>;
  write(key: string, value: string): Observable<void>;
  remove(key: string): Observable<void>;
  /** Values written to `key` by another tab or window; null when it was removed there. */
  externalChanges(key: string): Observable<string | null>;
}
