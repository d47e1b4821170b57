import { map, type Observable } from 'rxjs';
import { PHONE_COUNTRY_CODE } from '../../account/account.model';
import type { CartItem } from '../../cart/cart.model';
import { isOk } from '../../http/api-client';
import { isJsonObject } from '../../json';
import { SEARCH_ROWS, SEARCH_START } from '../../search/search.model';
import type { HttpResponse } from '../../ports';
import {
  COMMERCE_TRAITS,
  type CommerceFactory,
  type CommercePort,
  type CommerceResult,
  type RailQuery,
} from '../commerce.port';
import { cartIdOf, isCompletedCart, toCartItems } from './brand-cart.decoders';
import { toCategory, toCategoryTiles, toProductDetail, toProductPage } from './brand-catalog.decoders';
import { toLogin, toOrders, toProfile } from './brand-account.decoders';
import { toProductSummary } from './brand-product-summary.decoders';
import { completedCart, decoded, failureOf, notOffered, success } from '../commerce-results';
import { toSuggestions } from './brand-search.decoders';
import { createStoreCheckout } from '../store-checkout';

/** SPEC §7 and the brand API's further routes. */
export const CATEGORIES_PATH = '/store/product-categories';
export const PRODUCTS_PATH = '/store/products';
export const CARTS_PATH = '/store/carts';
export const CUSTOMER_CART_PATH = '/store/customer/cart';
export const CART_LINE_ITEM_PATH = '/store/customer/cart-line-item';
export const SEND_OTP_PATH = '/api/v1/auth/login/send-otp';
export const LOGOUT_PATH = '/api/v1/auth/logout';
export const VERIFY_OTP_PATH = '/api/v1/auth/login/verify-otp';
export const CUSTOMER_PATH = '/store/customers/me';
export const ORDERS_PATH = '/store/orders';
export const AUTOSUGGEST_PATH = '/product_search/autosuggest';
export const USER_METADATA_PATH = '/api/v1/users/metadata';
export const SESSION_EVENTS_PATH = 'api/v1/events/session-events';

/**
 * What a product card shows (Medusa's `fields` syntax; `metadata.title_hi` is the Hindi title alone, not the whole
 * metadata): rails, listings and search results ask for no more.
 */
export const CARD_FIELDS =
  'id,handle,title,thumbnail,metadata.title_hi,variants.id,variants.title,variants.weight,*variants.calculated_price,categories.name,categories.handle';

const productPath = (handle: string) => `${PRODUCTS_PATH}/${encodeURIComponent(handle)}`;
const cartPath = (cartId: string) => `${CARTS_PATH}/${encodeURIComponent(cartId)}`;
const linePath = (cartId: string, lineId: string) => `${cartPath(cartId)}/line-items/${encodeURIComponent(lineId)}`;
const promotionsPath = (cartId: string) => `${cartPath(cartId)}/promotions`;
const field = (body: unknown, key: string): unknown => (isJsonObject(body) ? body[key] : undefined);

/** The lines of an answer that holds a cart (`cart`, or `parent` after a delete). */
const cartLines = (body: unknown) => toCartItems(field(body, 'cart')) ?? toCartItems(field(body, 'parent'));

/** The lines of an answer that holds a cart; `completed` when the cart was completed into an order. */
function linesAnswer(response: HttpResponse): CommerceResult<readonly CartItem[]> {
  const cart = field(response.body, 'cart') ?? field(response.body, 'parent');
  if (isOk(response) && isCompletedCart(cart)) return completedCart(response.status);
  const lines = isOk(response) ? cartLines(response.body) : null;
  return lines ? success(lines) : failureOf(response);
}

function railQuery(rail: RailQuery): Readonly<Record<string, string | number>> {
  const base = { limit: rail.limit, fields: CARD_FIELDS };
  if (rail.kind === 'new') return { order: '-created_at', ...base };
  if (rail.kind === 'bestsellers') return { order: 'popularity', ...base };
  return { category_handle: rail.handle, order: 'popularity', ...base };
}

/**
 * SPEC §8 on an add: a 400 or 404 whose message says variant not found, or whose type is
 * invalid_data, is `unavailable`; any other 400 or 404 keeps its kind (the cart queue then makes a
 * customer cart and tries once more).
 */
function addResult(response: HttpResponse): CommerceResult<readonly CartItem[]> {
  const lines = isOk(response) ? cartLines(response.body) : null;
  if (lines) return success(lines);
  const failure = failureOf(response);
  if (failure.kind === 'completed') return failure;
  const refused = response.status === 400 || response.status === 404;
  const unavailable =
    /variant not found/i.test(failure.message ?? '') || field(response.body, 'type') === 'invalid_data';
  return refused && unavailable ? { ...failure, kind: 'unavailable' } : failure;
}

/** The brand API writes money in paise, as the core holds it. */
const IN_PAISE = { toMinor: (amount: number) => amount, fromMinor: (paise: number) => paise };

/**
 * The brand API (SPEC §7): custom cart routes, money in paise, login by phone and OTP, search
 * through the separate search service, session events and user metadata through its own routes.
 */
export const brandCommerce: CommerceFactory = (context): CommercePort => {
  const { api, raw, endpoints } = context;
  return {
    ...COMMERCE_TRAITS.brand,
    /** The brand API prices without a region. */
    regions: null,

    categories: () =>
      api
        .get(CATEGORIES_PATH, { query: { handle: endpoints.rootCategoryHandle }, cache: 'default' })
        .pipe(decoded(toCategoryTiles)),
    category: (handle) =>
      api.get(CATEGORIES_PATH, { query: { handle } }).pipe(
        map((response) => {
          const list = isOk(response) ? field(response.body, 'product_categories') : undefined;
          if (!Array.isArray(list)) return failureOf(response, isOk(response) ? 'unreadable' : 'failed');
          const found = list.map(toCategory).find((category) => category?.handle === handle);
          return found
            ? success(found)
            : { ok: false as const, kind: 'notFound' as const, status: response.status, message: null };
        }),
      ),
    listing: (category, order, limit, offset) =>
      api
        .get(PRODUCTS_PATH, { query: { category_handle: category.handle, order, limit, offset, fields: CARD_FIELDS } })
        .pipe(decoded(toProductPage)),
    rail: (query) =>
      api.get(PRODUCTS_PATH, { query: railQuery(query) }).pipe(
        decoded(toProductPage),
        map((result) => (result.ok ? success(result.value.products) : result)),
      ),
    product: (handle) => api.get(productPath(handle)).pipe(decoded(toProductDetail)),
    productSummary: (handle) =>
      api.get(productPath(handle)).pipe(decoded((body) => toProductSummary(body, handle, endpoints.storeApi))),
    searchSuggestions: (query) =>
      raw
        .post(`${endpoints.searchApi}${AUTOSUGGEST_PATH}`, { query, start: SEARCH_START, rows: SEARCH_ROWS })
        .pipe(decoded(toSuggestions)),
    searchProducts: (query, order, limit) =>
      api
        .get(PRODUCTS_PATH, {
          query: { q: query, ...(order === 'relevance' ? {} : { order }), limit, offset: 0, fields: CARD_FIELDS },
        })
        .pipe(decoded(toProductPage)),

    createCart: () => api.post(CARTS_PATH, {}).pipe(decoded((body) => wrapCartId(cartIdOf(body)))),
    createCustomerCart: (customerId) =>
      api
        .post(CUSTOMER_CART_PATH, customerId ? { customer_id: customerId } : {})
        .pipe(decoded((body) => wrapCartId(cartIdOf(body)))),
    cartLines: (cartId) =>
      api.get(cartPath(cartId)).pipe(
        map(linesAnswer),
        map((read) => (read.ok ? success({ items: read.value, regionId: null }) : read)),
      ),
    addLine: (cartId, variantId, quantity) =>
      api.post(CART_LINE_ITEM_PATH, { variant_id: variantId, cart_id: cartId, quantity }).pipe(map(addResult)),
    setLineQuantity: (cartId, lineId, quantity) =>
      api.post(linePath(cartId, lineId), { quantity }).pipe(map(linesAnswer)),
    removeLine: (cartId, lineId) => api.delete(linePath(cartId, lineId)).pipe(map(linesAnswer)),
    applyPromotion: (cartId, code) => api.post(promotionsPath(cartId), { promo_codes: [code] }).pipe(map(linesAnswer)),
    removePromotion: (cartId, code) =>
      api.delete(promotionsPath(cartId), {}, { promo_codes: [code] }).pipe(map(linesAnswer)),

    sendOtp: (phone) =>
      api.post(SEND_OTP_PATH, { phone, phone_country_code: PHONE_COUNTRY_CODE }).pipe(
        decoded((body) => {
          const expiresIn = field(body, 'expires_in');
          return { expiresIn: typeof expiresIn === 'number' ? expiresIn : null };
        }),
      ),
    verifyOtp: (phone, otp) =>
      api.post(VERIFY_OTP_PATH, { phone, phone_country_code: PHONE_COUNTRY_CODE, otp }).pipe(decoded(toLogin)),
    passwordLogin: notOffered,
    register: notOffered,
    profile: () => api.get(CUSTOMER_PATH).pipe(decoded((body) => toProfile(field(body, 'customer')))),
    saveProfile: (changes) =>
      api
        .post(CUSTOMER_PATH, {
          first_name: changes.first_name,
          last_name: changes.last_name,
          ...(changes.email ? { email: changes.email } : {}),
        })
        .pipe(decoded((body) => toProfile(field(body, 'customer')))),
    orders: () => api.get(ORDERS_PATH).pipe(decoded((body) => wrapOrders(toOrders(body)))),

    ...createStoreCheckout(context, IN_PAISE),

    userMetadata: (userId, lastDomain) => statusOf(api.post(USER_METADATA_PATH, { id: userId, lastDomain })),
    sessionEvent: (payload) => statusOf(api.post(SESSION_EVENTS_PATH, payload)),
    logout: (accessToken) =>
      statusOf(api.post(LOGOUT_PATH, {}, { headers: { authorization: `Bearer ${accessToken}` } })),
  };
};

const wrapCartId = (cartId: string | null) => (cartId ? { cartId, regionId: null } : null);
const wrapOrders = (page: ReturnType<typeof toOrders>) => (page ? { items: page.orders, count: page.count } : null);
const statusOf = (request: Observable<HttpResponse>): Observable<number> =>
  request.pipe(map((response) => response.status));
