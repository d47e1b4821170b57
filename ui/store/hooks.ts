import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { CoreStore } from '../../core/create-core';
import type { Event, IntentType } from '../../core/events';
import type { RootState } from '../../core/root.reducer';
import { ServerStateContext, StoreContext } from './store-context';

/** An event the UI may dispatch: what the shopper asked for (its source is 'ui'). */
export type Intent = Extract<Event, { readonly type: IntentType }>;

export type Dispatch = (intent: Intent) => void;

/** The store from the nearest {@link StoreProvider}. */
export function useStore(): CoreStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore, useSelector and useDispatch must be used inside <StoreProvider>.');
  return store;
}

/**
 * Reads a selection of the core state and re-renders only when that selection changes
 * (compared with Object.is). The selector must be referentially stable in its result:
 * return a slice, a value already held in the state, or a primitive, never a new object or array.
 * While React hydrates a prerendered page it reads the state the page was rendered from.
 */
export function useSelector<T>(selector: (state: RootState) => T): T {
  const store = useStore();
  const serverState = useContext(ServerStateContext);
  const getSnapshot = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, getSnapshot, serverState ? () => selector(serverState) : getSnapshot);
}

/** How the commerce backend logs a customer in: phone and OTP, or email and password. */
export function useLoginMethod(): CoreStore['loginMethod'] {
  return useStore().loginMethod;
}

/** What the commerce backend charges for each way to pay: the fees checkout may name. */
export function usePaymentFees(): CoreStore['paymentFees'] {
  return useStore().paymentFees;
}

/** Dispatches intents. Facts (what the server, the clock or storage reported) do not type-check here. */
export function useDispatch(): Dispatch {
  const store = useStore();
  return useCallback<Dispatch>((intent) => store.dispatch(intent), [store]);
}
