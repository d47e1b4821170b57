import { CART_MESSAGES } from '../../core/messages/cart.messages';
import { CATALOG_MESSAGES } from '../../core/messages/catalog.messages';
import { CHAT_MESSAGES } from '../../core/messages/chat.messages';
import { VOICE_MESSAGES } from '../../core/messages/voice.messages';
import { testProduct } from '../../core/catalog/product.fixture';
import type { CoreStore } from '../../core/create-core';
import type { HttpRequest, HttpResponse } from '../../core/ports';
import type { RootState } from '../../core/root.reducer';
import { STORAGE_KEYS } from '../../core/storage-keys';
import type { FakePorts } from '../fakes';
import { CART_ID, HELD_LINE } from './fuzz-backend';

/** A product page's product, loaded, whose view posts the session event. */
const GHEE = testProduct('ghee');
/** A fuzzed session: the core, its fakes, and virtual time. */
export interface FuzzSession {
  readonly store: CoreStore;
  readonly fakes: FakePorts;
  /** Moves virtual time on by `ms`, a second at a time. */
  advance(ms: number): void;
}

/** Where an answer shows: the texts the shopper sees (error bars, snackbar, the chat's error). */
export function shownTexts(state: RootState): string[] {
  const texts = [
    state.chat.error,
    state.voice.error,
    state.catalog.categories.error,
    state.snackbar.show ? state.snackbar.message : null,
  ];
  return texts.filter((text): text is string => text !== null);
}

/** One call of SPEC §7: how to make the core make it, and what the spec lets the shopper see of its failure. */
export interface CallDriver {
  /** Method and path, as SPEC §7 names the call. */
  readonly call: string;
  /** Whether a request is the call under test (its first such request gets the malformed answer). */
  readonly isTarget: (request: HttpRequest) => boolean;
  /** Storage before the page loads (default: a guest with a cart). */
  readonly storage?: Readonly<Record<string, string>>;
  /** Whether a chat start resumes a conversation. */
  readonly resumed?: boolean;
  /** Makes, for one session, answers that replace the valid ones of other requests (undefined: the valid one). */
  readonly override?: () => (request: HttpRequest) => HttpResponse | undefined;
  /** Dispatches the intents that make the call. */
  readonly drive: (session: FuzzSession) => void;
  /** The call goes to a third party (the upload URL), whose 401 never ends the store's session. */
  readonly thirdParty?: boolean;
  /** SPEC §8: a failure of this call shows nothing at all. */
  readonly silent: boolean;
  /** The texts the spec gives for this call (failure and success), given the server's decoded words. */
  readonly messages: (serverWords: string | null) => readonly string[];
  /** Checks of this call's area once the session has settled; throws on a broken rule. */
  readonly check?: (session: FuzzSession, response: HttpResponse, log: readonly string[]) => void;
}

const GUEST = 'guest_1767261600000_000000001';
const GUEST_WITH_CART = { [STORAGE_KEYS.guestId]: GUEST, [STORAGE_KEYS.cartId]: CART_ID };
const path = (request: HttpRequest) => new URL(request.url).pathname;

function expectRule(condition: boolean, rule: string): void {
  if (!condition) throw new Error(rule);
}

/** The page is loaded and the cart's lines read from the server. */
const startWithCart = ({ store, advance }: FuzzSession) => {
  store.dispatch({ type: 'app/startRequested' });
  store.dispatch({ type: 'cart/refreshRequested' });
  advance(1000);
};

const sendText = (session: FuzzSession) => {
  session.store.dispatch({ type: 'app/startRequested' });
  session.advance(1000);
  session.store.dispatch({ type: 'chat/openRequested' });
  session.store.dispatch({ type: 'chat/sendRequested', payload: { content: 'Ghee ka price?' } });
};

const sendVoice = (session: FuzzSession) => {
  const { store, advance } = session;
  store.dispatch({ type: 'app/startRequested' });
  advance(1000);
  store.dispatch({ type: 'chat/openRequested' });
  store.dispatch({ type: 'voice/recordRequested' });
  advance(2000);
  store.dispatch({ type: 'voice/stopRequested' });
  advance(0);
  store.dispatch({ type: 'voice/sendRequested' });
};

/** The cart either took the server's answer (holding the added variant) or is the server's cart as it was. */
function cartKeptOrUpdated({ store }: FuzzSession, _response: HttpResponse, log: readonly string[]) {
  const { cart } = store.getState();
  const failed = log.includes('cart/itemAddFailed');
  if (failed) {
    expectRule(
      cart.cartItems.length === 1 &&
        cart.cartItems[0]!.id === HELD_LINE.id &&
        cart.cartItems[0]!.quantity === HELD_LINE.quantity,
      'a failed add leaves the cart as the server holds it',
    );
  } else {
    expectRule(log.includes('cart/itemAddSucceeded'), 'an add ends in success or failure');
    expectRule(
      cart.cartItems.some((item) => item.variant_id === 'var_ghee'),
      'a successful add holds the added variant',
    );
  }
}

/** A send ends stored (its temp message replaced) or given back (text in the input, an error shown). */
function sendSettled(text: string) {
  return ({ store }: FuzzSession, _response: HttpResponse, log: readonly string[]) => {
    const { chat, chatSession } = store.getState();
    const sent = log.includes('chat/messageSent');
    const givenBack = log.includes('chat/sendFailed') || log.includes('chat/closedByServer');
    expectRule(sent !== givenBack, 'a send is either stored or given back, once');
    if (givenBack) {
      expectRule(chatSession.inputRestore.text === text, 'the text of a failed send comes back to the input');
      expectRule(chat.error !== null, 'a failed send says so');
    }
  };
}

function voiceSettled({ store }: FuzzSession, _response: HttpResponse, log: readonly string[]) {
  const { voice } = store.getState();
  expectRule(voice.phase === 'idle', `the recorder is idle once the note settled (it is ${voice.phase})`);
  expectRule(log.includes('voice/sent') !== log.includes('voice/sendFailed'), 'a voice note is sent or fails, once');
}

/** The calls of SPEC §7, each with the intent that makes it. */
export const CALL_DRIVERS: readonly CallDriver[] = [
  {
    call: 'GET /store/product-categories',
    isTarget: (request) => path(request).endsWith('/store/product-categories'),
    drive: ({ store, advance }) => {
      store.dispatch({ type: 'app/startRequested' });
      store.dispatch({ type: 'catalog/categoriesRequested' });
      advance(0);
    },
    silent: false,
    messages: (words) => [CATALOG_MESSAGES.categoriesFailed, CATALOG_MESSAGES.unreadable, ...(words ? [words] : [])],
    check: ({ store }) => {
      const { categories } = store.getState().catalog;
      expectRule(
        categories.status === 'loaded' || categories.status === 'failed',
        `the tiles are loaded or failed (${categories.status})`,
      );
      expectRule(
        (categories.status === 'failed') === (categories.error !== null),
        'a failure, and only a failure, has an error',
      );
    },
  },
  {
    call: 'POST /store/carts',
    isTarget: (request) => request.method === 'POST' && path(request).endsWith('/store/carts'),
    storage: { [STORAGE_KEYS.guestId]: GUEST },
    drive: ({ store, advance }) => {
      store.dispatch({ type: 'app/startRequested' });
      advance(0);
    },
    silent: false,
    messages: () => [CART_MESSAGES.createFailed],
    check: ({ store }, _response, log) => {
      const created = log.includes('cart/created');
      expectRule(created !== log.includes('cart/createFailed'), 'a cart is created or its creation fails, once');
      expectRule(
        created === (store.getState().cart.id !== null),
        'the cart id is known exactly when a cart was created',
      );
    },
  },
  {
    call: 'POST {search}/product_search/autosuggest',
    isTarget: (request) => path(request).endsWith('/product_search/autosuggest'),
    drive: (session) => {
      startWithCart(session);
      session.store.dispatch({ type: 'search/queryChangeRequested', payload: { query: 'ghee' } });
      session.advance(1000);
    },
    silent: true,
    messages: () => [],
    check: ({ store }) => expectRule(store.getState().search.pending === null, 'no search is left pending'),
  },
  {
    call: 'POST /store/customer/cart',
    isTarget: (request) => path(request).endsWith('/store/customer/cart'),
    storage: GUEST_WITH_CART,
    override: () => {
      let refused = false;
      return (request) => {
        if (!path(request).endsWith('/cart-line-item') || refused) return undefined;
        refused = true;
        return { status: 404, body: { message: 'Cart not found' } };
      };
    },
    drive: (session) => {
      startWithCart(session);
      session.store.dispatch({
        type: 'cart/itemAddRequested',
        payload: { items: [{ variantId: 'var_ghee', quantity: 1 }], origin: 'store' },
      });
    },
    silent: false,
    messages: (words) => [CART_MESSAGES.addFailed, CART_MESSAGES.added, ...(words ? [words] : [])],
    check: cartKeptOrUpdated,
  },
  {
    call: 'POST /store/customer/cart-line-item',
    isTarget: (request) => path(request).endsWith('/store/customer/cart-line-item'),
    storage: GUEST_WITH_CART,
    drive: (session) => {
      startWithCart(session);
      session.store.dispatch({
        type: 'cart/itemAddRequested',
        payload: { items: [{ variantId: 'var_ghee', quantity: 1 }], origin: 'store' },
      });
    },
    silent: false,
    messages: (words) => [
      CART_MESSAGES.addFailed,
      CART_MESSAGES.added,
      CART_MESSAGES.productNotAvailable(words ?? 'Variant not found'),
      ...(words ? [words] : []),
    ],
    check: cartKeptOrUpdated,
  },
  {
    call: 'POST {chat}/chats/initiate',
    isTarget: (request) => path(request).endsWith('/chats/initiate'),
    storage: GUEST_WITH_CART,
    drive: sendText,
    silent: false,
    messages: () => [CHAT_MESSAGES.startFailed, CHAT_MESSAGES.sendFailed],
    check: (session, response, log) => {
      sendSettled('Ghee ka price?')(session, response, log);
      const { chat } = session.store.getState();
      expectRule(
        log.includes('chat/initiated') === (chat.conversation !== null),
        'a conversation is held exactly when one started',
      );
    },
  },
  {
    call: 'GET {chat}/chats/{id}/messages',
    isTarget: (request) => request.method === 'GET' && /\/chats\/[^/]+\/messages$/.test(path(request)),
    storage: GUEST_WITH_CART,
    resumed: true,
    drive: sendText,
    silent: false,
    messages: () => [CHAT_MESSAGES.loadFailed],
    check: sendSettled('Ghee ka price?'),
  },
  {
    call: 'POST {chat}/chats/{id}/messages',
    isTarget: (request) => request.method === 'POST' && /\/chats\/[^/]+\/messages$/.test(path(request)),
    storage: GUEST_WITH_CART,
    drive: sendText,
    silent: false,
    messages: () => [CHAT_MESSAGES.sendFailed, CHAT_MESSAGES.closed],
    check: (session, response, log) => {
      sendSettled('Ghee ka price?')(session, response, log);
      const { chat } = session.store.getState();
      if (response.status === 409 || response.status === 404) {
        expectRule(
          chat.conversation === null && chat.error === CHAT_MESSAGES.closed,
          'a 409 or 404 on send resets the chat and says it was closed',
        );
      }
    },
  },
  {
    call: 'POST {api}/uploads/presign',
    isTarget: (request) => path(request).endsWith('/uploads/presign'),
    storage: GUEST_WITH_CART,
    drive: sendVoice,
    silent: false,
    messages: () => [VOICE_MESSAGES.sendFailed],
    check: voiceSettled,
  },
  {
    call: 'PUT {uploadUrl}',
    isTarget: (request) => request.method === 'PUT',
    thirdParty: true,
    storage: GUEST_WITH_CART,
    drive: sendVoice,
    silent: false,
    messages: () => [VOICE_MESSAGES.sendFailed],
    check: voiceSettled,
  },
  {
    call: 'POST /api/v1/users/metadata',
    isTarget: (request) => path(request).endsWith('/users/metadata'),
    storage: { ...GUEST_WITH_CART, [STORAGE_KEYS.userId]: 'cus_fuzz' },
    drive: ({ store, advance }) => {
      store.dispatch({ type: 'app/startRequested' });
      advance(0);
    },
    silent: true,
    messages: () => [],
  },
  {
    call: 'POST api/v1/events/session-events',
    isTarget: (request) => path(request).endsWith('/events/session-events'),
    storage: GUEST_WITH_CART,
    drive: (session) => {
      startWithCart(session);
      session.store.dispatch({ type: 'catalog/productLoaded', payload: { handle: GHEE.handle, product: GHEE } });
      session.store.dispatch({ type: 'catalog/productRequested', payload: { handle: GHEE.handle } });
    },
    silent: true,
    messages: () => [],
  },
];

/**
 * Whether an answer ends the session (SPEC §8: 401, or errorCode 403, on a non-login request that carried the access
 * token; a guest's request has no session to end).
 */
export function endsSession(driver: CallDriver, request: HttpRequest, response: HttpResponse): boolean {
  if (driver.thirdParty || !request.headers['authorization']) return false;
  const body = response.body;
  return (
    response.status === 401 ||
    (typeof body === 'object' && body !== null && (body as { errorCode?: unknown }).errorCode === 403)
  );
}
