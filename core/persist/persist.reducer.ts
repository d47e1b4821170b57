import { match, P } from 'ts-pattern';
import type { Event } from '../events';
import type { RehydrateFailureReason } from './persist.events';

/** Where persistence stands: rehydration first, then writes (only when `writable`). */
export interface PersistStatus {
  readonly phase: 'pending' | 'rehydrated' | 'failed';
  readonly writable: boolean;
  readonly failure: RehydrateFailureReason | null;
}

export const initialPersistStatus: PersistStatus = { phase: 'pending', writable: false, failure: null };

export const persistReducer = (state: PersistStatus = initialPersistStatus, event: Event): PersistStatus =>
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
          'app/started',
          'app/epicFailed',
          'persist/externalChange',
          'persist/backedUp',
          'persist/flushRequested',
          'persist/shrunk',
          'persist/writeFailed',
          'session/started',
          'session/guestIdentified',
          'session/loggedIn',
          'session/logoutRequested',
          'session/forcedLogout',
          'session/loggedOutElsewhere',
          'session/loggedOut',
          'session/metadataReported',
          'cart/created',
          'cart/createFailed',
          'cart/restored',
          'cart/itemsSet',
          'cart/itemAdded',
          'cart/numbersSet',
          'snackbar/openRequested',
          'snackbar/opened',
          'snackbar/closeRequested',
          'snackbar/autoHidden',
          'product/viewed',
          'analytics/sessionEventReported',
          'navigation/requested',
          'navigation/completed',
        ),
      },
      () => state,
    )
    .exhaustive();
