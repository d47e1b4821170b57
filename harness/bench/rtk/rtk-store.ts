import { configureStore, createListenerMiddleware, createSlice, original, type Reducer } from '@reduxjs/toolkit';
import { assistantItemsOf } from '../../../core/chat/chat-message';
import type { ChatMessage } from '../../../core/chat/chat.model';
import type { ClockPort } from '../../../core/ports/clock.port';
import type { StoragePort } from '../../../core/ports/storage.port';
import type { Event } from '../../../core/events';
import { encodePersisted } from '../../../core/persist/persist.codec';
import { PERSIST_THROTTLE_MS, selectPersisted } from '../../../core/persist/persist.epic';
import { initialRootState, type RootState } from '../../../core/root.reducer';
import { accountReducer } from '../../../core/account/account.reducer';
import { catalogReducer } from '../../../core/catalog/catalog.reducer';
import { chatSessionReducer } from '../../../core/chat/chat-session.reducer';
import { checkoutReducer } from '../../../core/checkout/checkout.reducer';
import { recentlyViewedReducer } from '../../../core/catalog/recently-viewed.reducer';
import { regionReducer } from '../../../core/region/region.reducer';
import { navigationReducer } from '../../../core/navigation/navigation.reducer';
import { persistReducer } from '../../../core/persist/persist.reducer';
import { identityReducer, userReducer } from '../../../core/session/user.reducer';
import { searchReducer } from '../../../core/search/search.reducer';
import { searchResultsReducer } from '../../../core/results/search-results.reducer';
import { snackbarReducer } from '../../../core/snackbar/snackbar.reducer';
import { suggestionsReducer } from '../../../core/suggestion/suggestion.reducer';
import { suggestedHandle } from '../../../core/suggestion/product-summary';
import { voiceReducer } from '../../../core/voice/voice.reducer';
import type { TableReducer } from '../../../core/reducer-table';
import { STORAGE_KEYS } from '../../../core/storage-keys';
import { cartSlice } from './cart.slice';
import { chatSlice } from './chat.slice';
import { messageById } from '../../../core/chat/message-list';

/**
 * A Redux Toolkit store equivalent to the core's, for the bench only (RTK is a dev dependency and
 * nothing outside harness/bench/ imports it).
 *
 * State: the core's `RootState`, slice for slice. The chat and cart slices, the ones the chat and
 * cart workloads exercise, are ported case by case to `createSlice` with immer drafts
 * (`chat.slice.ts`, `cart.slice.ts`). Every other slice is a `createSlice` whose cases are the
 * core's own recipes for exactly the event types its reducer table names (`handles`), each case
 * returning the recipe's new state, so those slices run the same logic through RTK's machinery.
 * `configureStore` is set up as in a production build: no immutability or serializability checks
 * (they are development-only), immer's auto-freeze on as RTK ships it.
 *
 * Effects: `createListenerMiddleware` listeners for what the core's epics do with the recorded
 * events, on the same virtual clock and storage: the scroll request after a send or an arrival
 * (chatScrollEpic), the product suggestions asked for by arriving messages (suggestionEpic, the
 * asking part), the assistant's cart items (chatAssistantItemsEpic), and the throttled write of
 * the persisted slices once rehydration has settled (persistEpic's writes). Epics that only start
 * network requests or react to intents the workloads do not hold (cart queue, catalog, search,
 * checkout, sessions, monitoring) have no listener here: in these replays they do work in the core
 * that the RTK store does not, so the ratios lean toward RTK.
 */
export function createRtkStore(options: {
  readonly initialState?: RootState;
  readonly clock: ClockPort;
  readonly storage: StoragePort;
}) {
  const { clock, storage } = options;
  const fromCore = <S>(name: string, reducer: TableReducer<S>, initialState: S) =>
    createSlice({
      name,
      initialState,
      reducers: {},
      extraReducers: (builder) => {
        for (const type of reducer.handles)
          builder.addCase(type, (state, action) => reducer((original(state) ?? state) as S, action as Event) as never);
      },
    }).reducer as Reducer<S>;
  const initial = options.initialState ?? initialRootState;
  const reducer = {
    user: fromCore('user', userReducer, initial.user),
    identity: fromCore('identity', identityReducer, initial.identity),
    cart: cartSlice.reducer,
    chat: chatSlice.reducer,
    chatSession: fromCore('chatSession', chatSessionReducer, initial.chatSession),
    voice: fromCore('voice', voiceReducer, initial.voice),
    suggestions: fromCore('suggestions', suggestionsReducer, initial.suggestions),
    snackbar: fromCore('snackbar', snackbarReducer, initial.snackbar),
    navigation: fromCore('navigation', navigationReducer, initial.navigation),
    persist: fromCore('persist', persistReducer, initial.persist),
    catalog: fromCore('catalog', catalogReducer, initial.catalog),
    search: fromCore('search', searchReducer, initial.search),
    searchResults: fromCore('searchResults', searchResultsReducer, initial.searchResults),
    account: fromCore('account', accountReducer, initial.account),
    checkout: fromCore('checkout', checkoutReducer, initial.checkout),
    recentlyViewed: fromCore('recentlyViewed', recentlyViewedReducer, initial.recentlyViewed),
    region: fromCore('region', regionReducer, initial.region),
  };

  const listeners = createListenerMiddleware();
  const dispatchLater = (event: Event, ms: number) => clock.scheduler.schedule(() => store.dispatch(event), ms);

  listeners.startListening({
    predicate: (action) => action.type === 'chat/messageSent' || action.type === 'chat/messageReceived',
    effect: (action, api) => {
      const event = action as Event;
      if (event.type === 'chat/messageSent') dispatchLater({ type: 'chat/scrollToBottomDue' }, 100);
      else api.dispatch({ type: 'chat/scrollToBottomDue' });
      const arrived =
        event.type === 'chat/messageSent'
          ? [event.payload.userMessage, event.payload.message]
          : event.type === 'chat/messageReceived'
            ? [event.payload.message]
            : [];
      const { messages } = (api.getState() as RootState).chat;
      for (const message of arrived) {
        if (message === null || assistantItemsOf(message).length === 0 || messageById(messages, message.id) !== message)
          continue;
        const items = assistantItemsOf(message).map((item) => ({
          variantId: item.variant_id,
          quantity: item.quantity,
          title: item.title,
        }));
        api.dispatch({ type: 'chat/assistantItemsNamed', payload: { messageId: message.id, items } });
      }
    },
  });

  const asked = new Set<string>();
  listeners.startListening({
    predicate: (action) =>
      action.type === 'chat/messageSent' ||
      action.type === 'chat/messageReceived' ||
      action.type === 'chat/messagesLoaded',
    effect: (action, api) => {
      const event = action as Event;
      const state = api.getOriginalState() as RootState;
      let arriving: readonly (ChatMessage | null)[] = [];
      if (event.type === 'chat/messageSent') arriving = [event.payload.userMessage, event.payload.message];
      else if (event.type === 'chat/messageReceived')
        arriving = event.payload.message.conversation_id === state.chat.conversation?.id ? [event.payload.message] : [];
      else if (event.type === 'chat/messagesLoaded') arriving = event.payload.messages;
      for (const message of arriving) {
        const handle = message && suggestedHandle(message);
        if (!handle || asked.has(handle)) continue;
        asked.add(handle);
        api.dispatch({ type: 'suggestion/loadStarted', payload: { handle, messageId: message.id } });
      }
    },
  });
  listeners.startListening({
    predicate: (action) => action.type === 'suggestion/failed',
    effect: (action) => {
      asked.delete((action as Extract<Event, { type: 'suggestion/failed' }>).payload.handle);
    },
  });

  let written: string | null = null;
  let writeDue = false;
  listeners.startListening({
    predicate: (_, current, previous) => {
      const now = current as RootState;
      return (
        now.persist.phase !== 'pending' && now.persist.writable && selectPersistedChanged(now, previous as RootState)
      );
    },
    effect: () => {
      if (writeDue) return;
      writeDue = true;
      clock.scheduler.schedule(() => {
        writeDue = false;
        const raw = encodePersisted(selectPersisted(store.getState() as RootState));
        if (raw === written) return;
        written = raw;
        storage.write(STORAGE_KEYS.persistedRoot, raw).subscribe({ error: () => undefined });
      }, PERSIST_THROTTLE_MS);
    },
  });

  const store = configureStore({
    reducer,
    preloadedState: initial,
    middleware: (defaults) =>
      defaults({ immutableCheck: false, serializableCheck: false }).prepend(listeners.middleware),
  });
  return store;
}

/** Whether a slice the core persists changed (persistEpic's `samePersisted`, by reference). */
function selectPersistedChanged(now: RootState, before: RootState): boolean {
  return (
    now.user !== before.user ||
    now.cart !== before.cart ||
    now.checkout.draft !== before.checkout.draft ||
    now.chat !== before.chat
  );
}
