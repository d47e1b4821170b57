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
  /**
   * An event went by without the on-demand reducer it needed (`app/sliceReducersUnavailable`): the state lacks what it
   * carried (a stored chat or checkout draft), so nothing is written for the rest of the session and storage keeps it.
   */
  readonly incomplete: boolean;
}

export const initialPersistStatus: PersistStatus = {
  phase: 'pending',
  writable: false,
  failure: null,
  stored: null,
  incomplete: false,
};

export const persistReducer = reducerFrom<PersistStatus>(initialPersistStatus, {
  'persist/rehydrated': (state, { payload }) => ({
    phase: 'rehydrated',
    writable: true,
    failure: null,
    stored: payload.stored ?? null,
    incomplete: state.incomplete,
  }),
  'persist/rehydrateFailed': (state, { payload }) => ({
    phase: 'failed',
    writable: payload.writable,
    failure: payload.reason,
    stored: null,
    incomplete: state.incomplete,
  }),
  'app/sliceReducersUnavailable': (state) => (state.incomplete ? state : { ...state, incomplete: true }),
  'persist/written': (state, { payload }) => ({ ...state, stored: payload.stored }),
  'persist/externalChange': (state, { payload }) => ({ ...state, stored: payload.stored }),
});
