import { match, P } from 'ts-pattern';
import { inAreas, type Event, type EventInAreas } from '../events';
import type { RehydrateFailureReason } from './persist.events';

/** Where persistence stands: rehydration first, then writes (only when `writable`). */
export interface PersistStatus {
  readonly phase: 'pending' | 'rehydrated' | 'failed';
  readonly writable: boolean;
  readonly failure: RehydrateFailureReason | null;
}

export const initialPersistStatus: PersistStatus = { phase: 'pending', writable: false, failure: null };

const PERSIST_AREAS = ['persist'] as const;

const reducePersist = (state: PersistStatus, event: EventInAreas<(typeof PERSIST_AREAS)[number]>): PersistStatus =>
  match(event)
    .with({ type: 'persist/rehydrated' }, () => ({ phase: 'rehydrated' as const, writable: true, failure: null }))
    .with({ type: 'persist/rehydrateFailed' }, ({ payload }) => ({
      phase: 'failed' as const,
      writable: payload.writable,
      failure: payload.reason,
    }))
    .with(
      {
        type: P.union(
          'persist/externalChange',
          'persist/backedUp',
          'persist/flushRequested',
          'persist/shrunk',
          'persist/writeFailed',
        ),
      },
      () => state,
    )
    .exhaustive();

export const persistReducer = (state: PersistStatus = initialPersistStatus, event: Event): PersistStatus =>
  inAreas(event, PERSIST_AREAS) ? reducePersist(state, event) : state;
