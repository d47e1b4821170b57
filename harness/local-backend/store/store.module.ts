import type { BackendContext, BackendModule } from '../backend-module';
import type { Catalog, CatalogCategory } from '../catalog/catalog.model';
import { notFound } from '../http/http-error';
import type { Router } from '../http/router';
import { Fields } from '../http/validate';
import { MAX_LINE_QUANTITY } from './cart.model';
import { CartService } from './cart-service';
import { registerImageRoutes } from './image-routes';
import { listProducts } from './product-listing';

const QUANTITY = { min: 1, max: MAX_LINE_QUANTITY } as const;

function categoryRoutes(router: Router, catalog: Catalog): void {
  const all = (): CatalogCategory[] => [catalog.categories(), ...catalog.categories().category_children];
  router.get('/store/product-categories', (ctx) => {
    const handles = [...ctx.url.searchParams.getAll('handle'), ...ctx.url.searchParams.getAll('handle[]')].filter(Boolean);
    const found = handles.length === 0 ? [catalog.categories()] : all().filter((category) => handles.includes(category.handle));
    return { body: { product_categories: found, count: found.length, offset: 0, limit: Math.max(found.length, 50) } };
  });
  router.get('/store/product-categories/:id', (ctx) => {
    const id = ctx.params['id'] ?? '';
    const category = all().find((candidate) => candidate.id === id || candidate.handle === id);
    if (!category) throw notFound(`Product category with id ${id} was not found`);
    return { body: { product_category: category } };
  });
}

function productRoutes(router: Router, catalog: Catalog): void {
  router.get('/store/products', (ctx) => ({ body: listProducts(catalog, ctx.url.searchParams) }));
  router.get('/store/products/:handle', (ctx) => {
    const key = ctx.params['handle'] ?? '';
    const product = catalog.productByHandle(key) ?? catalog.productById(key);
    if (!product) throw notFound(`Product with handle ${key} was not found`);
    return { body: { product } };
  });
}

function cartRoutes(router: Router, carts: CartService): void {
  router.post('/store/carts', async (ctx) => {
    const fields = new Fields(await ctx.json());
    const items = fields.array('items', { optional: true, maxLength: 100 }).map((item, index) => {
      const line = new Fields(item, `items[${index}]`);
      return { variantId: line.string('variant_id'), quantity: line.optionalInteger('quantity', QUANTITY) ?? 1 };
    });
    return { body: { cart: carts.create(null, items) } };
  });
  router.get('/store/carts/:id', (ctx) => ({ body: { cart: carts.get(ctx.params['id'] ?? '') } }));
  router.post('/store/carts/:id/line-items', async (ctx) => {
    const fields = new Fields(await ctx.json());
    const variantId = fields.string('variant_id');
    const quantity = fields.optionalInteger('quantity', QUANTITY) ?? 1;
    return { body: { cart: carts.addItem(ctx.params['id'] ?? '', variantId, quantity) } };
  });
  router.post('/store/carts/:id/line-items/:lineId', async (ctx) => {
    const quantity = new Fields(await ctx.json()).integer('quantity', { min: 0, max: MAX_LINE_QUANTITY });
    return { body: { cart: carts.updateItem(ctx.params['id'] ?? '', ctx.params['lineId'] ?? '', quantity) } };
  });
  router.delete('/store/carts/:id/line-items/:lineId', (ctx) => {
    const lineId = ctx.params['lineId'] ?? '';
    const cart = carts.removeItem(ctx.params['id'] ?? '', lineId);
    return { body: { id: lineId, object: 'line-item', deleted: true, parent: cart, cart } };
  });
}

function customerCartRoutes(router: Router, carts: CartService): void {
  router.post('/store/customer/cart', async (ctx) => {
    const customerId = new Fields(await ctx.json()).optionalString('customer_id', { maxLength: 200 }) ?? null;
    return { body: { cartId: carts.create(customerId).id } };
  });
  router.post('/store/customer/cart-line-item', async (ctx) => {
    const fields = new Fields(await ctx.json());
    const variantId = fields.string('variant_id', { maxLength: 200 });
    const cartId = fields.string('cart_id', { maxLength: 200 });
    const quantity = fields.optionalInteger('quantity', QUANTITY) ?? 1;
    return { body: { cart: carts.addItem(cartId, variantId, quantity, 'customer') } };
  });
}

/**
 * The commerce API (Medusa-shaped, money in paise): product categories, products, in-memory
 * carts, the customer-cart helpers the storefront calls, and the product and category images.
 * `reset()` forgets every cart.
 */
export function createStoreModule(context: BackendContext, catalog: Catalog): BackendModule {
  const carts = new CartService(catalog, () => context.now());
  return {
    name: 'store',
    routes(router) {
      categoryRoutes(router, catalog);
      productRoutes(router, catalog);
      cartRoutes(router, carts);
      customerCartRoutes(router, carts);
      registerImageRoutes(router, catalog);
    },
    reset() {
      carts.reset();
    },
  };
}
