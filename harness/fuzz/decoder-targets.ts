import { cartIdOf, toCartItems } from '../../core/commerce/brand/brand-cart.decoders';
import { toCategoryTiles as brandCategoryTiles } from '../../core/commerce/brand/brand-catalog.decoders';
import { toSuggestions } from '../../core/commerce/brand/brand-search.decoders';
import { cartOfAnswer, createdCartOf } from '../../core/commerce/medusa/medusa-cart.decode';
import {
  toCategoryTiles as medusaCategoryTiles,
  toSearchSuggestions,
} from '../../core/commerce/medusa/medusa-catalog.decode';
import { readInitiateResponse, readMessagePage } from '../../core/chat/chat-message';
import { readSendResponse } from '../../core/chat/chat-send';
import { isAllowedAudioUrl, readPresignedUpload } from '../../core/voice/presigned-upload';
import { toLogin, toOrders } from '../../core/commerce/brand/brand-account.decoders';
import { toProductSummary } from '../../core/commerce/brand/brand-product-summary.decoders';
import { createStoreCheckout } from '../../core/commerce/store-checkout';
import type { ApiClient } from '../../core/http/api-client';
import type { CommerceContext, CommerceResult } from '../../core/commerce/commerce.port';
import { of, type Observable } from 'rxjs';
import type { HttpMethod, HttpRequest } from '../../core/ports';
import { loadFixture } from '../fakes/medusa-fixture-replay';
import { testEndpoints } from '../fakes';
import { validAnswer } from './fuzz-backend';
import {
  cartItemViolations,
  categoryViolations,
  messageViolations,
  suggestionViolations,
  type Violations,
} from './state-invariants';

/** One decoder of an answer of SPEC §7, a valid body to break, and what a decoded value must be. */
export interface DecoderTarget {
  /** The adapter (or the chat and voice code both share) and the call. */
  readonly name: string;
  readonly valid: unknown;
  readonly decode: (body: unknown) => unknown;
  /** What is wrong with a decoded value (null, the decoder's 'unreadable', is always fine). */
  readonly check: (decoded: never) => Violations;
}

const request = (method: HttpMethod, url: string, body?: unknown): HttpRequest => ({
  method,
  url: `http://shop.test${url}`,
  headers: {},
  ...(body ? { body } : {}),
});
const brand = (method: HttpMethod, url: string, body?: unknown) =>
  validAnswer(request(method, url, body), { resumed: true }).body;
const medusa = (fixture: string) => loadFixture(fixture).exchanges[0]!.response.body;
const endpoints = testEndpoints();
const nonEmpty = (value: unknown) => typeof value === 'string' && value !== '';

const target = <T>(
  name: string,
  valid: unknown,
  decode: (body: unknown) => T | null,
  check: (decoded: T) => Violations,
): DecoderTarget => ({
  name,
  valid,
  decode,
  check: check as (decoded: never) => Violations,
});

/**
 * The store checkout (both adapters) on an API that answers every call with `body`: `call` picks the operation, and
 * its decoded value is returned, or null when the answer was unreadable.
 */
const checkoutValue =
  <T>(call: (checkout: ReturnType<typeof createStoreCheckout>) => Observable<CommerceResult<T>>) =>
  (body: unknown): T | null => {
    const answer = () => of({ status: 200, body });
    const api = { get: answer, post: answer } as unknown as ApiClient;
    const context = { api, raw: api, endpoints } as unknown as CommerceContext;
    let value: T | null = null;
    call(createStoreCheckout(context, RUPEES)).subscribe((result) => (value = result.ok ? result.value : null));
    return value;
  };
const RUPEES = { toMinor: (amount: number) => Math.round(amount * 100), fromMinor: (paise: number) => paise / 100 };
const storeLine = {
  id: 'item_1',
  title: 'Desi ghee',
  variant_id: 'var_ghee',
  quantity: 2,
  unit_price: 420,
  total: 840,
};
const storeTotals = { item_subtotal: 840, shipping_total: 40, discount_total: 0, total: 880, metadata: { cod_fee: 0 } };
const storeOrder = {
  id: 'order_fuzz',
  display_id: 7,
  created_at: '2026-01-01T10:00:00.000Z',
  email: 'ravi@example.in',
  items: [storeLine],
  payment_collections: [{ payment_sessions: [{ provider_id: 'pp_system_default' }] }],
  shipping_address: { first_name: 'Ravi', last_name: 'Kumar', address_1: '14 Park Street', postal_code: '700016' },
  ...storeTotals,
};
const medusaProduct = (medusa('product-summary') as { products: unknown[] }).products[0];
const orderViolations = (orders: readonly { id: string; items: readonly { id: string }[] }[]) =>
  orders.every((order) => typeof order.id === 'string' && order.items.every((line) => typeof line.id === 'string'))
    ? []
    : ['an order or line without a text id'];

/** The decoders of every call of SPEC §7 that reads its answer, for the brand and Medusa adapters. */
export const DECODER_TARGETS: readonly DecoderTarget[] = [
  target('brand: categories tiles', brand('GET', '/store/product-categories'), brandCategoryTiles, (tiles) =>
    categoryViolations(tiles, 'tiles'),
  ),
  target('brand: cart id of POST /store/carts', brand('POST', '/store/carts'), cartIdOf, (id) =>
    nonEmpty(id) ? [] : ['an empty cart id'],
  ),
  target('brand: cart id of POST /store/customer/cart', brand('POST', '/store/customer/cart'), cartIdOf, (id) =>
    nonEmpty(id) ? [] : ['an empty cart id'],
  ),
  target(
    'brand: lines of POST cart-line-item',
    brand('POST', '/store/customer/cart-line-item'),
    (body) => toCartItems(typeof body === 'object' && body !== null ? (body as { cart?: unknown }).cart : undefined),
    (items) => cartItemViolations(items, 'lines'),
  ),
  target('brand: autosuggest suggestions', brand('POST', '/product_search/autosuggest'), toSuggestions, (list) =>
    suggestionViolations(list, 'suggestions'),
  ),
  target(
    'chat: initiate',
    brand('POST', '/api/v1/chats/initiate'),
    readInitiateResponse,
    ({ conversation, resumed }) =>
      nonEmpty(conversation.id) && typeof resumed === 'boolean' ? [] : ['a conversation without an id'],
  ),
  target('chat: history page', brand('GET', '/api/v1/chats/conv_fuzz/messages'), readMessagePage, (page) => [
    ...page.messages.flatMap((message, index) => messageViolations(message, `messages[${index}]`)),
    ...(page.nextBefore === null || nonEmpty(page.nextBefore) ? [] : ['an empty cursor']),
  ]),
  target(
    'chat: send answer',
    brand('POST', '/api/v1/chats/conv_fuzz/messages', {
      content: 'Ghee ka price?',
      contentType: 'text',
      senderId: 'guest_fuzz',
    }),
    readSendResponse,
    (sent) => [
      ...messageViolations(sent.userMessage, 'userMessage'),
      ...(sent.message ? messageViolations(sent.message, 'message') : []),
    ],
  ),
  target(
    'voice: presign',
    brand('POST', '/api/v1/uploads/presign'),
    (body) => readPresignedUpload(body, 'audio/webm', endpoints),
    (read) => {
      if (!read.ok) return nonEmpty(read.detail) ? [] : ['a refusal without a reason'];
      const { uploadUrl, url, headers } = read.upload;
      const out =
        isAllowedAudioUrl(uploadUrl, endpoints) && isAllowedAudioUrl(url, endpoints)
          ? []
          : [`a URL that is not allowed: ${uploadUrl.slice(0, 60)}`];
      return Object.values(headers).every(nonEmpty) ? out : [...out, 'an empty upload header'];
    },
  ),
  target('medusa: created cart', medusa('cart-create'), createdCartOf, (cart) =>
    nonEmpty(cart.id) && (cart.regionId === null || nonEmpty(cart.regionId)) ? [] : ['a cart without an id'],
  ),
  target('medusa: cart after adding a line', medusa('cart-add-line'), cartOfAnswer, (cart) =>
    nonEmpty(cart.id) ? cartItemViolations(cart.items, 'items') : ['a cart without an id'],
  ),
  target(
    'medusa: category tiles',
    medusa('categories'),
    (body) => medusaCategoryTiles(body, 'grocery'),
    (tiles) => categoryViolations(tiles, 'tiles'),
  ),
  target('medusa: search suggestions', medusa('search-suggestions'), toSearchSuggestions, (list) =>
    suggestionViolations(list, 'suggestions'),
  ),
  target(
    'brand: verify-otp login',
    { access_token: 'tok_fuzz', refresh_token: 'ref_fuzz', customer: medusa('profile') },
    toLogin,
    (login) => (nonEmpty(login.accessToken) && nonEmpty(login.profile.id) ? [] : ['a login without a token or an id']),
  ),
  target('brand: order history', medusa('orders'), toOrders, (page) => orderViolations(page.orders)),
  target(
    'brand: product summary',
    { product: medusaProduct },
    (body) => toProductSummary(body, 'desi-cow-ghee', 'https://api.test'),
    (summary) =>
      nonEmpty(summary.title) && (summary.variants ?? []).every((variant) => nonEmpty(variant.id))
        ? []
        : ['a product without a title, or a variant without an id'],
  ),
  target(
    'store: saved addresses',
    medusa('addresses-list'),
    checkoutValue((checkout) => checkout.listAddresses()),
    (list) =>
      list.every(({ id, address }) => nonEmpty(id) && address.line1.trim() !== '' && address.pinCode.trim() !== '')
        ? []
        : ['an address without an id, a first line or a pin code'],
  ),
  target(
    'store: checkout cart',
    { cart: { id: 'cart_fuzz', items: [storeLine], ...storeTotals } },
    checkoutValue((checkout) => checkout.checkoutCart('cart_fuzz')),
    (cart) => (nonEmpty(cart.id) ? cartItemViolations(cart.items, 'items') : ['a cart without an id']),
  ),
  target(
    'store: shipping options',
    {
      shipping_options: [
        { id: 'so_standard', name: 'Standard', amount: 40, type: { label: 'Standard', description: '2-4 days' } },
        { id: 'so_express', name: '', calculated_price: { calculated_amount: 90 }, type: { label: 'Express' } },
      ],
    },
    checkoutValue((checkout) => checkout.shippingOptions('cart_fuzz')),
    (options) => (options.every((option) => typeof option.id === 'string') ? [] : ['an option without a text id']),
  ),
  target(
    'store: order placed',
    { type: 'order', order: storeOrder },
    checkoutValue((checkout) => checkout.complete('cart_fuzz', 'key_fuzz')),
    (completion) =>
      completion.type === 'order'
        ? orderViolations([completion.order])
        : completion.cart === null || nonEmpty(completion.cart.id)
          ? []
          : ['a cart without an id'],
  ),
];
