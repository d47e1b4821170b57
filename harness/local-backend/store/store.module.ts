import type { BackendContext, BackendModule } from '../backend-module';
import type { Catalog } from '../catalog/catalog.model';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../http/http-error';
import type { Router } from '../http/router';
import { Fields } from '../http/validate';
import { RateLimiter, type RateLimit } from '../http/rate-limit';
import type { RequestContext } from '../http/router';
import { CartService } from './cart-service';
import { registerImageRoutes } from './image-routes';
import { fieldSelection, selectFields } from './field-selection';
import { listParam, listProducts } from './product-listing';

const MAX_ID_LENGTH = 200;

/** How fast one client (by address) may make carts: a burst, then a steady rate. */
export const NEW_CARTS_PER_CLIENT: RateLimit = { burst: 120, perSecond: 2 };

/** The customer id of a valid access token, or null. */
export type CustomerIdFor = (bearer: string | null) => string | null;

function categoryRoutes(router: Router, catalog: Catalog): void {
  router.get('/store/product-categories', (ctx) => {
    const handles = listParam(ctx.url.searchParams, 'handle');
    const found =
      handles.length === 0
        ? [catalog.categories()]
        : catalog.allCategories().filter((category) => handles.includes(category.handle));
    return { body: { product_categories: found, count: found.length, offset: 0, limit: 50 } };
  });
  router.get('/store/product-categories/:id', (ctx) => {
    const id = ctx.params['id'] ?? '';
    const category = catalog.allCategories().find((candidate) => candidate.id === id || candidate.handle === id);
    if (!category) throw notFound(`Product category with id ${id} was not found`);
    return { body: { product_category: category } };
  });
}

function productRoutes(router: Router, catalog: Catalog): void {
  router.get('/store/products', (ctx) => {
    const selection = fieldSelection(ctx.url.searchParams);
    const listing = listProducts(catalog, ctx.url.searchParams);
    return { body: { ...listing, products: selectFields(listing.products, selection) } };
  });
  router.get('/store/products/:handle', (ctx) => {
    const key = ctx.params['handle'] ?? '';
    const selection = fieldSelection(ctx.url.searchParams);
    const product = catalog.productByHandle(key) ?? catalog.productById(key);
    if (!product) throw notFound(`Product with handle ${key} was not found`);
    return { body: { product: selectFields(product, selection) } };
  });
}

/** Refuses a new cart (429) to a client that made too many too fast. */
type NewCartGuard = (ctx: RequestContext) => void;

function newCartGuard(limiter: RateLimiter): NewCartGuard {
  return (ctx) => {
    const retryAfter = limiter.take(ctx.req.socket.remoteAddress ?? 'unknown');
    if (retryAfter === null) return;
    ctx.req.resume();
    throw new HttpError(429, 'not_allowed', `Too many new carts from this address. Try again in ${retryAfter} s.`, {
      'retry-after': String(retryAfter),
    });
  };
}

const MAX_PROMO_CODES = 10;
const MAX_PROMO_CODE_LENGTH = 100;

/** Medusa's `{ promo_codes: string[] }` body of the promotion routes; 400 naming what is wrong. */
function promoCodesOf(body: unknown): string[] {
  const codes = new Fields(body).array('promo_codes', { maxLength: MAX_PROMO_CODES });
  return codes.map((code, index) => {
    if (typeof code !== 'string' || code === '' || code.length > MAX_PROMO_CODE_LENGTH)
      throw badRequest(`promo_codes[${index}] must be a code of 1 to ${MAX_PROMO_CODE_LENGTH} characters`);
    return code;
  });
}

/** Quantities are type-checked here and range-checked by the CartService. */
function cartRoutes(router: Router, carts: CartService, guard: NewCartGuard): void {
  router.post('/store/carts', async (ctx) => {
    guard(ctx);
    const fields = new Fields(await ctx.json());
    const items = fields.array('items', { optional: true, maxLength: 100 }).map((item, index) => {
      const line = new Fields(item, `items[${index}]`);
      return {
        variantId: line.string('variant_id', { maxLength: MAX_ID_LENGTH }),
        quantity: line.optionalInteger('quantity') ?? 1,
      };
    });
    return { body: { cart: carts.create(null, items) } };
  });
  router.get('/store/carts/:id', (ctx) => ({ body: { cart: carts.get(ctx.params['id'] ?? '') } }));
  router.post('/store/carts/:id/line-items', async (ctx) => {
    const fields = new Fields(await ctx.json());
    const variantId = fields.string('variant_id', { maxLength: MAX_ID_LENGTH });
    const quantity = fields.optionalInteger('quantity') ?? 1;
    return { body: { cart: carts.addItem(ctx.params['id'] ?? '', variantId, quantity) } };
  });
  router.post('/store/carts/:id/line-items/:lineId', async (ctx) => {
    const quantity = new Fields(await ctx.json()).integer('quantity');
    return { body: { cart: carts.updateItem(ctx.params['id'] ?? '', ctx.params['lineId'] ?? '', quantity) } };
  });
  router.post('/store/carts/:id/promotions', async (ctx) => ({
    body: { cart: carts.applyPromotions(ctx.params['id'] ?? '', promoCodesOf(await ctx.json())) },
  }));
  router.delete('/store/carts/:id/promotions', async (ctx) => ({
    body: { cart: carts.removePromotions(ctx.params['id'] ?? '', promoCodesOf(await ctx.json())) },
  }));
  router.delete('/store/carts/:id/line-items/:lineId', (ctx) => {
    const lineId = ctx.params['lineId'] ?? '';
    const cart = carts.removeItem(ctx.params['id'] ?? '', lineId);
    return { body: { id: lineId, object: 'line-item', deleted: true, parent: cart } };
  });
}

/**
 * The storefront's own helpers: a customer cart answered as `{ cartId }`, and adding a line by cart_id. The cart's
 * customer is the bearer token's; a `customer_id` in the body must name that same customer (401 without a valid
 * token, 403 for another customer).
 */
function customerCartRoutes(
  router: Router,
  carts: CartService,
  customerIdFor: CustomerIdFor,
  guard: NewCartGuard,
): void {
  router.post('/store/customer/cart', async (ctx) => {
    guard(ctx);
    const claimed = new Fields(await ctx.json()).optionalString('customer_id', { maxLength: MAX_ID_LENGTH }) ?? null;
    const customerId = customerIdFor(ctx.bearer);
    if (claimed !== null && customerId === null) throw unauthorized('Log in to make a cart for a customer');
    if (claimed !== null && claimed !== customerId) throw forbidden('customer_id is not the logged-in customer');
    return { body: { cartId: carts.create(customerId).id } };
  });
  router.post('/store/customer/cart-line-item', async (ctx) => {
    const fields = new Fields(await ctx.json());
    const variantId = fields.string('variant_id', { maxLength: MAX_ID_LENGTH });
    const cartId = fields.string('cart_id', { maxLength: MAX_ID_LENGTH });
    const quantity = fields.optionalInteger('quantity') ?? 1;
    return { body: { cart: carts.addItem(cartId, variantId, quantity) } };
  });
}

/**
 * The commerce API (Medusa-shaped, money in paise): product categories, products (with Medusa's
 * `fields` to answer only what a screen shows, see {@link fieldSelection}), in-memory
 * carts, the customer-cart helpers the storefront calls, and the product and category images.
 * `reset()` forgets every cart.
 */
export function createStoreModule(
  context: BackendContext,
  catalog: Catalog,
  carts = new CartService(catalog, () => context.now()),
  customerIdFor: CustomerIdFor = () => null,
): BackendModule {
  const newCarts = new RateLimiter(NEW_CARTS_PER_CLIENT, () => context.now());
  const guard = newCartGuard(newCarts);
  return {
    name: 'store',
    routes(router) {
      categoryRoutes(router, catalog);
      productRoutes(router, catalog);
      cartRoutes(router, carts, guard);
      customerCartRoutes(router, carts, customerIdFor, guard);
      registerImageRoutes(router, catalog);
    },
    reset() {
      carts.reset();
      newCarts.reset();
    },
  };
}
