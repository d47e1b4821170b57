import { Observable, Subject, filter, map } from 'rxjs';
import type { StorageFailure, StorageFailureKind, StoragePort } from '../../core/ports';
import type { VirtualClock } from './virtual-clock';

export interface MemoryStorageOptions {
  /** Starting contents. */
  readonly items?: Readonly<Record<string, string>>;
  /** Reads answer after this much virtual time (default: at once). */
  readonly readDelayMs?: number;
  /** Writes that would make keys plus values longer than this many characters fail with 'quota'. */
  readonly quotaChars?: number;
  /** Every read fails with this kind. */
  readonly failReads?: StorageFailureKind;
  /** Every write fails with this kind. */
  readonly failWrites?: StorageFailureKind;
}

const failure = (kind: StorageFailureKind): StorageFailure => ({
  kind,
  message:
    kind === 'quota'
      ? 'The quota has been exceeded.'
      : kind === 'unavailable'
        ? 'Storage is disabled.'
        : 'Storage failed.',
});

/** localStorage in memory, with a size quota, slow reads and failures on demand. */
export class MemoryStorage implements StoragePort {
  private readonly items: Map<string, string>;
  private readonly external = new Subject<{ key: string; value: string | null }>();

  constructor(
    private readonly clock: VirtualClock,
    private readonly options: MemoryStorageOptions = {},
  ) {
    this.items = new Map(Object.entries(options.items ?? {}));
  }

  read(key: string): Observable<string | null> {
    return new Observable<string | null>((subscriber) => {
      const answer = () => {
        if (this.options.failReads) return subscriber.error(failure(this.options.failReads));
        subscriber.next(this.items.get(key) ?? null);
        subscriber.complete();
      };
      if (this.options.readDelayMs) {
        const scheduled = this.clock.scheduler.schedule(answer, this.options.readDelayMs);
        return () => scheduled.unsubscribe();
      }
      answer();
      return undefined;
    });
  }

  write(key: string, value: string): Observable<void> {
    return new Observable<void>((subscriber) => {
      if (this.options.failWrites) return subscriber.error(failure(this.options.failWrites));
      const quota = this.options.quotaChars;
      if (quota !== undefined && this.sizeWith(key, value) > quota) return subscriber.error(failure('quota'));
      this.items.set(key, value);
      subscriber.next();
      subscriber.complete();
      return undefined;
    });
  }

  remove(key: string): Observable<void> {
    return new Observable<void>((subscriber) => {
      this.items.delete(key);
      subscriber.next();
      subscriber.complete();
    });
  }

  externalChanges(key: string): Observable<string | null> {
    return this.external.pipe(
      filter((change) => change.key === key),
      map((change) => change.value),
    );
  }

  /** Another tab writes (or, with null, removes) a key. */
  changeFromOtherTab(key: string, value: string | null): void {
    if (value === null) this.items.delete(key);
    else this.items.set(key, value);
    this.external.next({ key, value });
  }

  /** The current contents. */
  snapshot(): Record<string, string> {
    return Object.fromEntries(this.items);
  }

  private sizeWith(key: string, value: string): number {
    let size = key.length + value.length;
    for (const [existing, stored] of this.items) if (existing !== key) size += existing.length + stored.length;
    return size;
  }
}
