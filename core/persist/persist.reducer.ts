import { reducerFrom } from '../reducer-table';
import type { RehydrateFailureReason } from './persist.events';

/** Where persistence stands: rehydration first, then writes (only when `writable`). */
export interface PersistStatus {
  readonly phase: 'pending' | 'rehydrated' | 'failed';
  readonly writable: boolean;
  readonly failure: RehydrateFailureReason | null;
  /**
   * The fingerprint of the value storage holds, as this tab last read, wrote or was told by another
   * tab; null when it holds nothing (or nothing this tab could write again). A write of the same
   * value is skipped.
   */
  readonly stored: string | null;
}

export const initialPersistStatus: PersistStatus = {
  phase: 'pending',
  writable: false,
  failure: null,
  stored: null,
};

export const persistReducer = reducerFrom<PersistStatus>(initialPersistStatus, {
  'persist/rehydrated': (_state, { payload }) => ({
    phase: 'rehydrated',
    writable: true,
    failure: null,
    stored: payload.stored ?? null,
  }),
  'persist/rehydrateFailed': (_state, { payload }) => ({
    phase: 'failed',
    writable: payload.writable,
    failure: payload.reason,
    stored: null,
  }),
  'persist/written': (state, { payload }) => ({ ...state, stored: payload.stored }),
  'persist/externalChange': (state, { payload }) => ({ ...state, stored: payload.stored }),
});
