import type { HttpRequest, HttpResponse } from '../../core/ports';
import { initialRootState, type RootState } from '../../core/root.reducer';
import type { CartItem } from '../../core/cart/cart.model';
import type { AutoResponder } from '../../harness/fakes/index';
import { PACK_ORDERS, type PricedPack } from '../../core/catalog/unit-price';
import { SEARCH_ANSWERS, TEST_CATALOG, type ProductJson } from './catalog.fixture';

type Compare = (a: ProductJson, b: ProductJson) => number;

const firstPack = (product: ProductJson): PricedPack | undefined => {
  const first = product.variants[0];
  return first && { title: first.title, weight: first.weight, price: first.calculated_price.calculated_amount };
};

/** The listing orders the store asks for ('-created_at': newest first, the least popular first among equals). */
const ORDERS: Readonly<Record<string, Compare>> = {
  popularity: (a, b) => b.metadata.popularity - a.metadata.popularity,
  price_asc: (a, b) => PACK_ORDERS.price_asc(firstPack(a), firstPack(b)),
  price_desc: (a, b) => PACK_ORDERS.price_desc(firstPack(a), firstPack(b)),
  price_per_kg: (a, b) => PACK_ORDERS.price_per_kg(firstPack(a), firstPack(b)),
  '-created_at': (a, b) =>
    Date.parse(b.created_at) - Date.parse(a.created_at) || a.metadata.popularity - b.metadata.popularity,
};

/**
 * `GET /store/products` over the test catalogue: `q` (the canned search answers, best match
 * first), `category_handle`, `order` (popularity by default, the search's ranking when searching),
 * `limit` (default 50) and `offset`. The product fields asked for are ignored: whole products come back.
 */
function listProducts(params: URLSearchParams) {
  const query = params.get('q');
  const category = params.get('category_handle');
  const order = params.get('order');
  const found =
    query === null
      ? TEST_CATALOG.products()
      : (SEARCH_ANSWERS[query] ?? []).flatMap((handle) => TEST_CATALOG.productByHandle(handle) ?? []);
  const inCategory = category === null ? null : TEST_CATALOG.productsInCategory(category);
  const products = found.filter((product) => inCategory === null || inCategory.includes(product));
  const compare = ORDERS[order ?? (query === null ? 'popularity' : '')];
  if (order !== null && !compare) throw new Error(`the test catalogue has no order ${order}`);
  if (compare) products.sort((a, b) => compare(a, b) || a.title.localeCompare(b.title));
  const limit = Number(params.get('limit') ?? 50);
  const offset = Number(params.get('offset') ?? 0);
  return { products: products.slice(offset, offset + limit), count: products.length, offset, limit };
}

export interface CatalogResponderOptions {
  /** Requests for which this returns true are left unanswered (the page stays loading). */
  readonly hold?: (request: HttpRequest, url: URL) => boolean;
  /** Answers these first; undefined falls through to the catalogue. */
  readonly override?: (request: HttpRequest, url: URL) => HttpResponse | undefined;
}

/**
 * Answers the store's catalogue calls from the test catalogue (catalog.fixture.ts): categories,
 * product listings (with sort, category and search) and product detail. Anything else is left
 * pending for the test to see or answer.
 */
export function catalogResponder(options: CatalogResponderOptions = {}): AutoResponder {
  return (request) => {
    const url = new URL(request.url);
    if (options.hold?.(request, url)) return undefined;
    const overridden = options.override?.(request, url);
    if (overridden) return overridden;
    if (request.method !== 'GET') return undefined;
    if (url.pathname === '/store/product-categories') {
      const handles = url.searchParams.getAll('handle');
      const found = TEST_CATALOG.allCategories().filter((category) => handles.includes(category.handle));
      return { status: 200, body: { product_categories: found, count: found.length, offset: 0, limit: 50 } };
    }
    if (url.pathname === '/store/products') return { status: 200, body: listProducts(url.searchParams) };
    const detail = /^\/store\/products\/([^/]+)$/.exec(url.pathname);
    if (detail) {
      const product = TEST_CATALOG.productByHandle(decodeURIComponent(detail[1] ?? ''));
      return product
        ? { status: 200, body: { product } }
        : { status: 404, body: { type: 'not_found', message: 'Product was not found' } };
    }
    return undefined;
  };
}

/** A product of the test catalogue by handle (throws when it has none). */
export function testCatalogProduct(handle: string): ProductJson {
  const product = TEST_CATALOG.productByHandle(handle);
  if (!product) throw new Error(`the test catalogue has no product ${handle}`);
  return product;
}

/** The starting state with stored data already read back, optionally logged in and with cart lines. */
export function settledState(
  options: { readonly loggedIn?: boolean; readonly cartItems?: readonly CartItem[] } = {},
): RootState {
  const user = options.loggedIn
    ? {
        ...initialRootState.user,
        isLoggedIn: true,
        accessToken: 'token_1',
        id: 'cus_1',
        userData: {
          id: 'cus_1',
          first_name: 'Asha',
          name: 'Asha Verma',
          email: 'asha@example.in',
          phone: '9876543210',
          phone_country_code: '+91',
        },
      }
    : initialRootState.user;
  const cartItems = options.cartItems ?? [];
  return {
    ...initialRootState,
    user,
    cart: { ...initialRootState.cart, id: 'cart_1', cartItems, totalCartItems: cartItems.length },
    persist: { ...initialRootState.persist, phase: 'rehydrated', writable: true },
  };
}

/** The logged-in customer the account pages' tests answer `/store/customers/me` with. */
export const TEST_CUSTOMER = {
  id: 'cus_1',
  first_name: 'Asha',
  last_name: 'Verma',
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  phone_country_code: '+91',
};
