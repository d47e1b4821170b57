import { errorText } from '../error-text';
import {
  auditTime,
  catchError,
  concat,
  concatMap,
  defer,
  distinctUntilChanged,
  EMPTY,
  map,
  merge,
  mergeMap,
  type Observable,
  of,
  switchMap,
  take,
  throwError,
} from 'rxjs';
import { ofType, type CoreDependencies, type CoreEpic } from '../epic';
import { orAfter } from '../or-after.operator';
import type { Event } from '../events';
import type { RehydrateFailureReason } from './persist.events';
import { isStorageFailure } from '../ports/storage.port';
import type { RootState } from '../root.reducer';
import { STORAGE_KEYS } from '../storage-keys';
import { whenRehydrated } from './settled';
import { decodePersisted, encodePersisted, withoutOldestMessages } from './persist.codec';
import { fingerprint } from './fingerprint';
import { emptyDraft } from '../checkout/checkout-draft';
import type { PersistedCart, PersistedChat, PersistedState } from './persisted-state';
import type { MessageList } from '../chat/message-list.model';
import { messagesOf } from '../chat/message-lookup';

/** How long rehydration may take before the app goes on without it. */
export const REHYDRATE_TIMEOUT_MS = 5000;
/** Writes happen at most once in this window, with the latest state. */
export const PERSIST_THROTTLE_MS = 250;

const TIMED_OUT = Symbol('timed out');

/** The cart slice with the checkout draft inside it (none once it is empty); the queue's `cart.sync` is not kept. */
function persistedCart(state: RootState): PersistedCart {
  const { id, cartItems, totalCartItems } = state.cart;
  const checkout = state.checkout.draft === emptyDraft ? null : state.checkout.draft;
  return { id, cartItems, totalCartItems, checkout };
}

/** What is persisted, as the state holds it: the chat's messages still a list (compared by reference). */
type PersistSource = Omit<PersistedState, 'chat'> & {
  readonly chat: Omit<PersistedChat, 'messages'> & { readonly messages: MessageList };
};

function persistSource(state: RootState): PersistSource {
  const { isOpen, conversation, messages, hasMoreMessages, nextBefore, syncedThrough, language } = state.chat;
  return {
    user: state.user,
    cart: persistedCart(state),
    chat: { isOpen, conversation, messages, hasMoreMessages, nextBefore, syncedThrough, language },
  };
}

const persisted = (source: PersistSource): PersistedState => ({
  ...source,
  chat: { ...source.chat, messages: messagesOf(source.chat.messages) },
});

/** The whitelisted slices: user, cart (with the checkout draft) and chat (its in-flight flags excluded). */
export const selectPersisted = (state: RootState): PersistedState => persisted(persistSource(state));

const samePersisted = (a: PersistSource, b: PersistSource) =>
  a.user === b.user &&
  a.cart.id === b.cart.id &&
  a.cart.cartItems === b.cart.cartItems &&
  a.cart.totalCartItems === b.cart.totalCartItems &&
  a.cart.checkout === b.cart.checkout &&
  a.chat.isOpen === b.chat.isOpen &&
  a.chat.conversation === b.chat.conversation &&
  a.chat.messages === b.chat.messages &&
  a.chat.hasMoreMessages === b.chat.hasMoreMessages &&
  a.chat.nextBefore === b.chat.nextBefore &&
  a.chat.syncedThrough === b.chat.syncedThrough &&
  a.chat.language === b.chat.language;

const describe = (error: unknown) => (isStorageFailure(error) ? error : { kind: 'unknown', message: errorText(error) });

function rehydrate({ ports }: CoreDependencies): Observable<readonly Event[]> {
  const backedUp: Event = { type: 'persist/backedUp', payload: { key: STORAGE_KEYS.persistedRootBackup } };
  /** Keeps a copy of a stored value before it may be overwritten; emits whether that worked. */
  const backUp = (raw: string): Observable<boolean> =>
    ports.storage.write(STORAGE_KEYS.persistedRootBackup, raw).pipe(
      map(() => true),
      catchError(() => of(false)),
    );
  const failed = (reason: RehydrateFailureReason, message: string, writable: boolean): Event => ({
    type: 'persist/rehydrateFailed',
    payload: { reason, message, writable },
  });

  return ports.storage.read(STORAGE_KEYS.persistedRoot).pipe(
    take(1),
    orAfter(REHYDRATE_TIMEOUT_MS, ports.clock.scheduler, () => throwError(() => TIMED_OUT)),
    mergeMap((stored): Observable<readonly Event[]> => {
      if (stored === null)
        return of([{ type: 'persist/rehydrated', payload: { state: null, dropped: [], fromVersion: null } }]);
      const decoded = decodePersisted(stored);
      if (!decoded.ok) {
        if (!decoded.overwritable) return of([failed(decoded.reason, decoded.message, false)]);
        return backUp(stored).pipe(
          map((saved) =>
            saved
              ? [backedUp, failed(decoded.reason, decoded.message, true)]
              : [failed(decoded.reason, decoded.message, false)],
          ),
        );
      }
      const rehydrated: Event = {
        type: 'persist/rehydrated',
        payload: {
          state: decoded.state,
          dropped: decoded.dropped,
          fromVersion: decoded.fromVersion,
          stored: fingerprint(stored),
        },
      };
      if (decoded.dropped.length === 0) return of([rehydrated]);
      return backUp(stored).pipe(map((saved) => (saved ? [backedUp, rehydrated] : [rehydrated])));
    }),
    catchError((error: unknown) =>
      of([
        error === TIMED_OUT
          ? failed('timeout', `storage did not answer within ${REHYDRATE_TIMEOUT_MS} ms`, false)
          : failed('unavailable', describe(error).message, false),
      ]),
    ),
  );
}

/**
 * Writes `snapshot`; when storage is full, leaves out the oldest chat messages (half at a time)
 * and tries again, reporting what was dropped. Gives up with `persist/writeFailed`.
 */
function writeSnapshot(
  deps: CoreDependencies,
  state$: { readonly value: RootState },
  snapshot: PersistedState,
): Observable<Event> {
  const attempt = (state: PersistedState, dropped: number): Observable<Event> =>
    defer(() => {
      const raw = encodePersisted(state);
      const stored = fingerprint(raw);
      if (stored === state$.value.persist.stored) return EMPTY;
      return deps.ports.storage.write(STORAGE_KEYS.persistedRoot, raw).pipe(
        mergeMap(() => {
          const written: Event = { type: 'persist/written', payload: { stored } };
          const shrunk: Event = { type: 'persist/shrunk', payload: { droppedMessages: dropped } };
          return dropped > 0 ? of(written, shrunk) : of(written);
        }),
        catchError((error: unknown) => {
          const failure = describe(error);
          const remaining = state.chat.messages.length;
          if (failure.kind === 'quota' && remaining > 0) {
            const drop = Math.ceil(remaining / 2);
            return attempt(withoutOldestMessages(state, drop), dropped + drop);
          }
          return of<Event>({ type: 'persist/writeFailed', payload: { kind: failure.kind, message: failure.message } });
        }),
      );
    });
  return attempt(snapshot, 0);
}

function followOtherTabs(deps: CoreDependencies, state$: { readonly value: RootState }) {
  return deps.ports.storage.externalChanges(STORAGE_KEYS.persistedRoot).pipe(
    mergeMap((raw): Observable<Event> => {
      if (raw === null) {
        const removed: Event = { type: 'persist/externalChange', payload: { state: null, stored: null } };
        const loggedOut: Event = { type: 'session/loggedOutElsewhere' };
        return state$.value.user.isLoggedIn ? of(removed, loggedOut) : of(removed);
      }
      const decoded = decodePersisted(raw);
      const changed: Event = {
        type: 'persist/externalChange',
        payload: { state: decoded.ok ? decoded.state : null, stored: fingerprint(raw) },
      };
      return of(changed);
    }),
    catchError(() => EMPTY),
  );
}

/**
 * Rehydrates `persist:root` once the app starts (at most {@link REHYDRATE_TIMEOUT_MS}), then,
 * only if the stored value may be overwritten, writes the whitelisted slices whenever they
 * change (throttled, or at once on `persist/flushRequested`) and follows other tabs' writes.
 */
export const persistEpic: CoreEpic = (event$, state$, deps) =>
  event$.pipe(
    ofType('app/startRequested'),
    take(1),
    switchMap(() => rehydrate(deps)),
    switchMap((events) => {
      const afterSettling = whenRehydrated(state$).pipe(
        switchMap((settled) => {
          if (!settled.persist.writable) return EMPTY;
          const changes$ = state$.pipe(map(persistSource), distinctUntilChanged(samePersisted));
          const flushes$ = event$.pipe(
            ofType('persist/flushRequested'),
            map(() => persistSource(state$.value)),
          );
          const writes$ = merge(
            changes$.pipe(auditTime(PERSIST_THROTTLE_MS, deps.ports.clock.scheduler)),
            flushes$,
          ).pipe(concatMap((source) => writeSnapshot(deps, state$, persisted(source))));
          return merge(writes$, followOtherTabs(deps, state$));
        }),
      );
      return concat(of(...events), afterSettling);
    }),
  );
