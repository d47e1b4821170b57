import type { HttpRequest, HttpResponse } from '../../core/ports';
import { initialRootState, type RootState } from '../../core/root.reducer';
import type { CartItem } from '../../core/cart/cart.model';
import { createSeedCatalog } from '../../harness/local-backend/catalog/seed-catalog';
import { listProducts } from '../../harness/local-backend/store/product-listing';
import type { AutoResponder } from '../../harness/fakes/index';

/** The seeded catalogue the local backend serves, for page tests. */
export const SEED_CATALOG = createSeedCatalog();

export interface CatalogResponderOptions {
  /** Requests for which this returns true are left unanswered (the page stays loading). */
  readonly hold?: (request: HttpRequest, url: URL) => boolean;
  /** Answers these first; undefined falls through to the catalogue. */
  readonly override?: (request: HttpRequest, url: URL) => HttpResponse | undefined;
}

/**
 * Answers the store's catalogue calls from the seeded catalogue, as the local backend does:
 * categories, product listings (with sort and category) and product detail. Anything else is
 * left pending for the test to see or answer.
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
      const found = SEED_CATALOG.allCategories().filter((category) => handles.includes(category.handle));
      return { status: 200, body: { product_categories: found, count: found.length, offset: 0, limit: 50 } };
    }
    if (url.pathname === '/store/products') return { status: 200, body: listProducts(SEED_CATALOG, url.searchParams) };
    const detail = /^\/store\/products\/([^/]+)$/.exec(url.pathname);
    if (detail) {
      const product = SEED_CATALOG.productByHandle(decodeURIComponent(detail[1] ?? ''));
      return product ? { status: 200, body: { product } } : { status: 404, body: { type: 'not_found', message: 'Product was not found' } };
    }
    return undefined;
  };
}

/** A seeded product by handle (throws when the seed lacks it). */
export function seededProduct(handle: string) {
  const product = SEED_CATALOG.productByHandle(handle);
  if (!product) throw new Error(`no seeded product ${handle}`);
  return product;
}

/** The starting state with stored data already read back, optionally logged in and with cart lines. */
export function settledState(options: { readonly loggedIn?: boolean; readonly cartItems?: readonly CartItem[] } = {}): RootState {
  const user = options.loggedIn
    ? {
        ...initialRootState.user,
        isLoggedIn: true,
        accessToken: 'token_1',
        id: 'cus_1',
        userData: { id: 'cus_1', first_name: 'Asha', name: 'Asha Verma', email: 'asha@example.in', phone: '9876543210', phone_country_code: '+91' },
      }
    : initialRootState.user;
  const cartItems = options.cartItems ?? [];
  return {
    ...initialRootState,
    user,
    cart: { ...initialRootState.cart, id: 'cart_1', cartItems, totalCartItems: cartItems.length },
    persist: { phase: 'rehydrated', writable: true, failure: null },
  };
}
