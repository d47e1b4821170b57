import { reducerFrom } from '../reducer-table';
import type { RehydrateFailureReason } from './persist.events';

/** Where persistence stands: rehydration first, then writes (only when `writable`). */
export interface PersistStatus {
  readonly phase: 'pending' | 'rehydrated' | 'failed';
  readonly writable: boolean;
  readonly failure: RehydrateFailureReason | null;
}

export const initialPersistStatus: PersistStatus = { phase: 'pending', writable: false, failure: null };

export const persistReducer = reducerFrom<PersistStatus>(initialPersistStatus, {
  'persist/rehydrated': () => ({ phase: 'rehydrated', writable: true, failure: null }),
  'persist/rehydrateFailed': (_, { payload }) => ({ phase: 'failed', writable: payload.writable, failure: payload.reason }),
});
