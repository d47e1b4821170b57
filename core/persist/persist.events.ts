import type { PersistedSliceName, PersistedState } from './persisted-state';

export type RehydrateFailureReason = 'timeout' | 'corrupt' | 'migration' | 'unavailable';

export type PersistEvent =
  | {
      readonly type: 'persist/rehydrated';
      readonly payload: {
        /** The stored slices that were valid; null when nothing was stored. */
        readonly state: Partial<PersistedState> | null;
        /** Stored slices that failed validation and were dropped. */
        readonly dropped: readonly PersistedSliceName[];
        /** The version the stored value had before migration. */
        readonly fromVersion: number | null;
        /** The fingerprint (./fingerprint.ts) of the value read, when one was stored. */
        readonly stored?: string;
      };
    }
  | {
      readonly type: 'persist/rehydrateFailed';
      readonly payload: {
        readonly reason: RehydrateFailureReason;
        readonly message: string;
        /** Whether writing is allowed afterwards (never when the stored value could not be read). */
        readonly writable: boolean;
      };
    }
  | { readonly type: 'persist/backedUp'; readonly payload: { readonly key: string } }
  | { readonly type: 'persist/flushRequested' }
  | { readonly type: 'persist/shrunk'; readonly payload: { readonly droppedMessages: number } }
  | { readonly type: 'persist/writeFailed'; readonly payload: { readonly kind: string; readonly message: string } }
  /** This tab wrote storage; `stored` is the fingerprint (./fingerprint.ts) of the value it holds now. */
  | { readonly type: 'persist/written'; readonly payload: { readonly stored: string } }
  | {
      /** Another tab changed storage. */
      readonly type: 'persist/externalChange';
      readonly payload: {
        /** The valid slices it now holds; null when it was removed or cannot be read. */
        readonly state: Partial<PersistedState> | null;
        /** The fingerprint (./fingerprint.ts) of the value it now holds; null when removed. */
        readonly stored: string | null;
      };
    };
