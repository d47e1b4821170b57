import { Subject, throwError, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { emptyDraft } from './checkout/checkout-draft';
import type { CheckoutDraft } from './checkout/checkout.model';
import type { Event } from './events';
import type { LazyLoader, LazyModules } from './lazy-epics';
import { LAZY_SLICE_REDUCERS } from './lazy-slice.reducers';
import { lazySlices, NEEDS_SLICE_REDUCER } from './lazy-slices';
import type { PersistedCart, PersistedChat, PersistedState } from './persist/persisted-state';
import { initialRootState, type LazySliceName } from './root.reducer';

const AREAS: { readonly [K in LazySliceName]: readonly string[] } = {
  chat: ['chat/', 'voice/'],
  voice: ['voice/'],
  suggestions: ['suggestion/'],
  searchResults: ['results/'],
  account: ['account/'],
  checkout: ['checkout/', 'cart/coupon'],
  recentlyViewed: ['catalog/productSeen', 'catalog/recentlyViewedRestored'],
};

const { isOpen, conversation, messages, hasMoreMessages, nextBefore, syncedThrough, language } = initialRootState.chat;
const initialStoredChat: PersistedChat = {
  isOpen,
  conversation,
  messages,
  hasMoreMessages,
  nextBefore,
  syncedThrough,
  language,
};

const storedCart = (checkout: CheckoutDraft | null): PersistedCart => {
  const { id, cartItems, totalCartItems } = initialRootState.cart;
  return { id, cartItems, totalCartItems, checkout };
};

const rehydrated = (state: Partial<PersistedState> | null): Event => ({
  type: 'persist/rehydrated',
  payload: { state, dropped: [], fromVersion: null },
});

/** Events of other areas each on-demand reducer handles, as they can come before it has loaded. */
const BEFORE_LOADING: readonly Event[] = [
  { type: 'session/loggedOut', payload: { reason: 'user' } },
  {
    type: 'session/loggedIn',
    payload: {
      accessToken: 'at',
      refreshToken: null,
      user: {
        id: 'u1',
        name: 'Asha',
        first_name: 'Asha',
        email: 'asha@example.com',
        phone: '9876543210',
        phone_country_code: '+91',
      },
    },
  },
  { type: 'chat/closeRequested' },
  rehydrated(null),
  rehydrated({ user: initialRootState.user }),
  rehydrated({ cart: storedCart(null) }),
  rehydrated({ chat: { ...initialStoredChat, messages: [] } }),
  { type: 'persist/externalChange', payload: { state: null, stored: null } },
  { type: 'persist/externalChange', payload: { state: { cart: storedCart(null) }, stored: 'x' } },
  { type: 'persist/externalChange', payload: { state: { chat: { ...initialStoredChat, messages: [] } }, stored: 'x' } },
  { type: 'cart/itemAddFailed', payload: { status: 500, message: 'No', origin: 'store' } },
  { type: 'cart/completed', payload: { cartId: 'cart_1' } },
  { type: 'cart/created', payload: { cartId: 'cart_2' } },
];

const accountOpened: Event = { type: 'account/loginOpened', payload: { from: '/cart' } };

function loaderOf(sliceReducers: () => Observable<LazyModules['sliceReducers']>): LazyLoader {
  return ((name: keyof LazyModules) => {
    if (name !== 'sliceReducers') throw new Error(`unexpected ${name}`);
    return sliceReducers();
  }) as LazyLoader;
}

describe('on-demand slice reducers', () => {
  it('handle no event of another area that their slice needs before they load', () => {
    for (const [name, reducer] of Object.entries(LAZY_SLICE_REDUCERS) as [
      LazySliceName,
      (typeof LAZY_SLICE_REDUCERS)[LazySliceName],
    ][]) {
      const handled = [...(reducer as unknown as { handles: ReadonlySet<string> }).handles].filter(
        (type) => !AREAS[name].some((area) => type.startsWith(area)),
      );
      const sampled = new Set<string>(BEFORE_LOADING.map((event) => event.type));
      expect(
        handled.filter((type) => !sampled.has(type)),
        name,
      ).toEqual([]);
      for (const event of BEFORE_LOADING) {
        if (NEEDS_SLICE_REDUCER[name](event)) continue;
        const initial = initialRootState[name];
        expect(
          (reducer as (state: typeof initial, event: Event) => unknown)(initial, event),
          `${name} on ${event.type}`,
        ).toBe(initial);
      }
    }
  });

  it('are needed for a stored checkout draft, and for no stored cart without one', () => {
    expect(NEEDS_SLICE_REDUCER.checkout(rehydrated({ cart: storedCart({ ...emptyDraft, placing: null }) }))).toBe(true);
    expect(NEEDS_SLICE_REDUCER.checkout(rehydrated({ cart: storedCart(null) }))).toBe(false);
  });

  it('are needed for a stored chat that holds more than the initial one, and for a failed add from the chat', () => {
    expect(NEEDS_SLICE_REDUCER.chat(rehydrated({ chat: { ...initialStoredChat, conversation: { id: 'c1' } } }))).toBe(
      true,
    );
    expect(NEEDS_SLICE_REDUCER.chat(rehydrated({ chat: { ...initialStoredChat, isOpen: true } }))).toBe(true);
    expect(NEEDS_SLICE_REDUCER.chat(rehydrated({ chat: { ...initialStoredChat, language: 'en' } }))).toBe(true);
    expect(NEEDS_SLICE_REDUCER.chat(rehydrated({ chat: initialStoredChat }))).toBe(false);
    expect(
      NEEDS_SLICE_REDUCER.chat({ type: 'cart/itemAddFailed', payload: { status: 500, message: 'No', origin: 'chat' } }),
    ).toBe(true);
  });

  it('hold an event that needs them until they load, then apply it', () => {
    const loading = new Subject<LazyModules['sliceReducers']>();
    const slices = lazySlices(loaderOf(() => loading));
    expect(slices.holdFor({ type: 'session/loggedOut', payload: { reason: 'user' } }, initialRootState)).toBeNull();
    const wait = slices.holdFor(accountOpened, initialRootState);
    expect(wait).not.toBeNull();
    expect(slices.reduce(initialRootState, { type: 'account/otpSendStarted' } as Event)).toBe(initialRootState);
    let released = false;
    wait?.subscribe({ complete: () => (released = true) });
    loading.next(LAZY_SLICE_REDUCERS);
    loading.complete();
    expect(released).toBe(true);
    expect(slices.holdFor(accountOpened, initialRootState)).toBeNull();
    expect(slices.reduce(initialRootState, { type: 'account/otpSendStarted' } as Event).account.login.status).toBe(
      'sendingOtp',
    );
  });

  it('are needed for any event while a slice of theirs does not hold its initial state', () => {
    const loading = new Subject<LazyModules['sliceReducers']>();
    const slices = lazySlices(loaderOf(() => loading));
    const signedIn = {
      ...initialRootState,
      account: { ...initialRootState.account, orders: { ...initialRootState.account.orders, count: 2 } },
    };
    expect(slices.holdFor({ type: 'session/loggedOut', payload: { reason: 'user' } }, signedIn)).not.toBeNull();
  });

  it('say so when loading fails, let the waiting event go by, and load again for the next one', () => {
    let attempts = 0;
    const slices = lazySlices(
      loaderOf(() => {
        attempts += 1;
        return throwError(() => new Error('offline'));
      }),
    );
    const factsOf = (wait: Observable<Event> | null): Event[] => {
      const facts: Event[] = [];
      wait?.subscribe((fact) => facts.push(fact));
      return facts;
    };
    const unavailable: Event = { type: 'app/sliceReducersUnavailable', payload: { message: 'offline' } };
    expect(factsOf(slices.holdFor(accountOpened, initialRootState))).toEqual([unavailable]);
    expect(slices.holdFor(unavailable, { ...initialRootState, checkout: { ...initialRootState.checkout } })).toBeNull();
    expect(slices.holdFor(accountOpened, initialRootState)).toBeNull();
    const otpSendStarted = { type: 'account/otpSendStarted' } as Event;
    expect(factsOf(slices.holdFor(otpSendStarted, initialRootState))).toEqual([unavailable]);
    expect(slices.holdFor(otpSendStarted, initialRootState)).toBeNull();
    expect(attempts).toBe(2);
    expect(slices.reduce(initialRootState, otpSendStarted)).toBe(initialRootState);
  });

  it('load once on preload, before any event needs them', () => {
    let attempts = 0;
    const loading = new Subject<LazyModules['sliceReducers']>();
    const slices = lazySlices(
      loaderOf(() => {
        attempts += 1;
        return loading;
      }),
    );
    slices.preload();
    slices.preload();
    loading.next(LAZY_SLICE_REDUCERS);
    loading.complete();
    expect(attempts).toBe(1);
    expect(slices.holdFor(accountOpened, initialRootState)).toBeNull();
    expect(slices.reduce(initialRootState, { type: 'account/otpSendStarted' } as Event).account.login.status).toBe(
      'sendingOtp',
    );
  });
});
