import { map, type Observable } from 'rxjs';
import { PHONE_COUNTRY_CODE } from '../../account/account.model';
import type { CartItem } from '../../cart/cart.model';
import type { Product } from '../../catalog/catalog.model';
import { isOk } from '../../http/api-client';
import { SEARCH_ROWS, SEARCH_START } from '../../search/search.model';
import type { HttpResponse } from '../../ports';
import type { CommerceFactory, CommercePort, CommerceResult, RailQuery } from '../commerce.port';
import { toLogin, toOrders, toProfile } from './brand-account.decoders';
import { cartIdOf, toCartItems } from './brand-cart.decoders';
import { toCategory, toCategoryTiles, toProductDetail, toProductPage } from './brand-catalog.decoders';
import { toProductSummary } from './brand-product-summary.decoders';
import { decoded, failureOf, notOffered, success } from './brand-results';
import { toSuggestions } from './brand-search.decoders';
import { lazyStoreCheckout } from '../lazy-store-checkout';

/** SPEC §7 and the brand API's further routes. */
export const BRAND_PATHS = {
  categories: '/store/product-categories',
  products: '/store/products',
  carts: '/store/carts',
  customerCart: '/store/customer/cart',
  cartLineItem: '/store/customer/cart-line-item',
  sendOtp: '/api/v1/auth/login/send-otp',
  verifyOtp: '/api/v1/auth/login/verify-otp',
  customer: '/store/customers/me',
  orders: '/store/orders',
  autosuggest: '/product_search/autosuggest',
  userMetadata: '/api/v1/users/metadata',
  sessionEvents: 'api/v1/events/session-events',
} as const;

/** How many products the 'new' rail chooses from (the brand API cannot sort by creation). */
const NEW_RAIL_POOL = 50;

const productPath = (handle: string) => `${BRAND_PATHS.products}/${encodeURIComponent(handle)}`;
const cartPath = (cartId: string) => `${BRAND_PATHS.carts}/${encodeURIComponent(cartId)}`;
const linePath = (cartId: string, lineId: string) => `${cartPath(cartId)}/line-items/${encodeURIComponent(lineId)}`;
const field = (body: unknown, key: string): unknown => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined);

/** The lines of an answer that holds a cart (`cart`, or `parent` after a delete). */
const cartLines = (body: unknown) => toCartItems(field(body, 'cart')) ?? toCartItems(field(body, 'parent'));

/** Newest first; among equals (a catalogue seeded at one time) the ones still finding their buyers. */
function newestFirst(products: readonly Product[]): Product[] {
  return [...products].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || (a.popularity ?? 0) - (b.popularity ?? 0));
}

function railRequest(rail: RailQuery): { query: Readonly<Record<string, string | number>>; pick: (products: Product[]) => Product[] } {
  if (rail.kind === 'new') return { query: { limit: NEW_RAIL_POOL }, pick: (products) => newestFirst(products).slice(0, rail.limit) };
  const base = { order: 'popularity', limit: rail.limit };
  if (rail.kind === 'bestsellers') return { query: base, pick: (products) => products };
  return { query: { category_handle: rail.handle, ...base }, pick: (products) => products };
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
  const refused = response.status === 400 || response.status === 404;
  const unavailable = /variant not found/i.test(failure.message ?? '') || field(response.body, 'type') === 'invalid_data';
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
  const linesAnswer = decoded(cartLines);
  return {
    backend: 'brand',
    loginMethod: 'otp',

    categories: () =>
      api.get(BRAND_PATHS.categories, { query: { handle: endpoints.rootCategoryHandle }, cache: 'default' }).pipe(decoded(toCategoryTiles)),
    category: (handle) =>
      api.get(BRAND_PATHS.categories, { query: { handle } }).pipe(
        map((response) => {
          const list = isOk(response) ? field(response.body, 'product_categories') : undefined;
          if (!Array.isArray(list)) return failureOf(response, isOk(response) ? 'unreadable' : 'failed');
          const found = list.map(toCategory).find((category) => category?.handle === handle);
          return found ? success(found) : { ok: false as const, kind: 'notFound' as const, status: response.status, message: null };
        }),
      ),
    listing: (category, order, limit, offset) =>
      api.get(BRAND_PATHS.products, { query: { category_handle: category.handle, order, limit, offset } }).pipe(decoded(toProductPage)),
    rail: (query) => {
      const { query: params, pick } = railRequest(query);
      return api.get(BRAND_PATHS.products, { query: params }).pipe(
        decoded(toProductPage),
        map((result) => (result.ok ? success(pick(result.value.products)) : result)),
      );
    },
    product: (handle) => api.get(productPath(handle)).pipe(decoded(toProductDetail)),
    productSummary: (handle) =>
      api.get(productPath(handle)).pipe(decoded((body) => toProductSummary(body, handle, endpoints.storeApi))),
    searchSuggestions: (query) =>
      raw.post(`${endpoints.searchApi}${BRAND_PATHS.autosuggest}`, { query, start: SEARCH_START, rows: SEARCH_ROWS }).pipe(decoded(toSuggestions)),

    createCart: () => api.post(BRAND_PATHS.carts, {}).pipe(decoded((body) => wrapCartId(cartIdOf(body)))),
    createCustomerCart: (customerId) =>
      api.post(BRAND_PATHS.customerCart, customerId ? { customer_id: customerId } : {}).pipe(decoded((body) => wrapCartId(cartIdOf(body)))),
    cartLines: (cartId) => api.get(cartPath(cartId)).pipe(linesAnswer),
    addLine: (cartId, variantId, quantity) =>
      api.post(BRAND_PATHS.cartLineItem, { variant_id: variantId, cart_id: cartId, quantity }).pipe(map(addResult)),
    setLineQuantity: (cartId, lineId, quantity) => api.post(linePath(cartId, lineId), { quantity }).pipe(linesAnswer),
    removeLine: (cartId, lineId) => api.delete(linePath(cartId, lineId)).pipe(linesAnswer),

    sendOtp: (phone) =>
      api.post(BRAND_PATHS.sendOtp, { phone, phone_country_code: PHONE_COUNTRY_CODE }).pipe(
        decoded((body) => {
          const expiresIn = field(body, 'expires_in');
          return { expiresIn: typeof expiresIn === 'number' ? expiresIn : null };
        }),
      ),
    verifyOtp: (phone, otp) => api.post(BRAND_PATHS.verifyOtp, { phone, phone_country_code: PHONE_COUNTRY_CODE, otp }).pipe(decoded(toLogin)),
    passwordLogin: () => notOffered(),
    register: () => notOffered(),
    profile: () => api.get(BRAND_PATHS.customer).pipe(decoded((body) => toProfile(field(body, 'customer')))),
    saveProfile: (changes) =>
      api
        .post(BRAND_PATHS.customer, { first_name: changes.first_name, last_name: changes.last_name, ...(changes.email ? { email: changes.email } : {}) })
        .pipe(decoded((body) => toProfile(field(body, 'customer')))),
    orders: () => api.get(BRAND_PATHS.orders).pipe(decoded((body) => wrapOrders(toOrders(body)))),

    ...lazyStoreCheckout(context, IN_PAISE),

    userMetadata: (userId, lastDomain) => statusOf(api.post(BRAND_PATHS.userMetadata, { id: userId, lastDomain })),
    sessionEvent: (payload) => statusOf(api.post(BRAND_PATHS.sessionEvents, payload)),
  };
};

const wrapCartId = (cartId: string | null) => (cartId ? { cartId } : null);
const wrapOrders = (page: ReturnType<typeof toOrders>) => (page ? { items: page.orders, count: page.count } : null);
const statusOf = (request: Observable<HttpResponse>): Observable<number> => request.pipe(map((response) => response.status));
