/**
 * Records what the medusa commerce adapter sends to a live seeded Medusa v2 and what it answers,
 * one fixture file per operation, into core/commerce/medusa/fixtures/. The contract tests replay
 * them. Usage: `tsx harness/medusa/capture-adapter-fixtures.ts [ready.json]` (default
 * /work/medusa-ready.json: `{url, publishableKey, regionId}` of the running server).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { asyncScheduler, firstValueFrom, tap, type Observable } from 'rxjs';
import { createFetchHttpPort } from '../../core/adapters/browser/fetch-http.adapter';
import type { CommercePort } from '../../core/commerce/commerce.port';
import { createMedusaCommerce } from '../../core/commerce/medusa/medusa.commerce';
import { resolveEndpoints } from '../../core/config';
import { createApiClients } from '../../core/http/api-client';
import type { HttpPort, HttpRequest, HttpResponse } from '../../core/ports';
import { CAPTURE_APP_ORIGIN, type Exchange, type Fixture } from '../../core/commerce/medusa/fixtures/fixture.types';

const ready = JSON.parse(readFileSync(process.argv[2] ?? '/work/medusa-ready.json', 'utf8')) as {
  url: string;
  publishableKey: string;
  regionId: string;
};
const outDir = path.resolve(import.meta.dirname, '../../core/commerce/medusa/fixtures');
const runId = Date.now().toString(36);
const fetchHttp = createFetchHttpPort();
let exchanges: Exchange[] = [];
let token: string | null = null;

const recording: HttpPort = {
  request: (request: HttpRequest): Observable<HttpResponse> =>
    fetchHttp.request(request).pipe(
      tap((response) => {
        const { 'x-publishable-api-key': key, authorization } = request.headers;
        const headers = {
          ...(key ? { 'x-publishable-api-key': key } : {}),
          ...(authorization ? { authorization } : {}),
        };
        exchanges.push({
          request: {
            method: request.method,
            url: request.url,
            headers,
            ...(request.body === undefined ? {} : { body: request.body }),
          },
          response,
        });
      }),
    ),
};

const endpoints = resolveEndpoints(
  { VITE_STORE_API_URL: ready.url, VITE_PUBLISHABLE_KEY: ready.publishableKey },
  CAPTURE_APP_ORIGIN,
);
const clients = createApiClients({
  http: recording,
  uploader: {
    put: () => {
      throw new Error('no uploads');
    },
  },
  endpoints,
  accessToken: () => token,
  scheduler: asyncScheduler,
});
const adapter = (sortWindow?: number): CommercePort =>
  createMedusaCommerce({ regionId: ready.regionId, ...(sortWindow ? { sortWindow } : {}) })({
    ...clients,
    endpoints,
  });
const commerce = adapter();
/** The region every priced call and new cart is made in (the `region` slice's in the app). */
const region = ready.regionId;

mkdirSync(outDir, { recursive: true });
for (const file of readdirSync(outDir)) if (file.endsWith('.json')) rmSync(path.join(outDir, file));

/** Runs one operation, writes its fixture, and gives its result. */
async function capture<T>(
  name: string,
  args: unknown[],
  run: () => Observable<T>,
  options: { sortWindow?: number } = {},
): Promise<T> {
  exchanges = [];
  const result = await firstValueFrom(run());
  const fixture: Fixture = {
    name,
    args,
    ...options,
    regionId: ready.regionId,
    publishableKey: ready.publishableKey,
    storeApi: ready.url,
    exchanges,
  };
  writeFileSync(path.join(outDir, `${name}.json`), `${JSON.stringify(fixture, null, 1)}\n`);
  console.log(`${name}: ${exchanges.length} exchange(s), ${JSON.stringify(result).slice(0, 100)}`);
  return result;
}

/** Checkout steps the adapter does not do yet, so that the new customer has an order to list. */
async function placeOrder(cartId: string): Promise<void> {
  const call = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${ready.url}${route}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-publishable-api-key': ready.publishableKey,
        authorization: `Bearer ${token}`,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a capture script walks Medusa's answers by hand
    const json = (await response.json()) as Record<string, any>;
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  const address = {
    first_name: 'Ravi',
    last_name: 'Kumar',
    address_1: '12 MG Road',
    city: 'New Delhi',
    province: 'Delhi',
    postal_code: '110001',
    country_code: 'in',
    phone: '9876501234',
  };
  await call('POST', `/store/carts/${cartId}`, {
    email: `ravi+${runId}@example.in`,
    shipping_address: address,
    billing_address: address,
  });
  const options = await call('GET', `/store/shipping-options?cart_id=${cartId}`);
  await call('POST', `/store/carts/${cartId}/shipping-methods`, { option_id: options['shipping_options'][0].id });
  const collection = await call('POST', '/store/payment-collections', { cart_id: cartId });
  await call('POST', `/store/payment-collections/${collection['payment_collection'].id}/payment-sessions`, {
    provider_id: 'pp_system_default',
  });
  await call('POST', `/store/carts/${cartId}/complete`);
}

const must = <T>(result: { ok: true; value: T } | { ok: false }, what: string): T => {
  if (!result.ok) throw new Error(`${what} failed: ${JSON.stringify(result)}`);
  return result.value;
};

const categories = must(await capture('categories', [], () => commerce.categories()), 'categories');
const ghee = must(await capture('category', ['ghee'], () => commerce.category('ghee')), 'category');
await capture('category-not-found', ['no-such-aisle'], () => commerce.category('no-such-aisle'));
await capture('listing', [ghee, 'price_asc', 4, 0], () => commerce.listing(ghee, 'price_asc', 4, 0, region), {
  sortWindow: 100,
});
await capture('rail-new', [{ kind: 'new', limit: 3 }], () => commerce.rail({ kind: 'new', limit: 3 }, region));
await capture('rail-bestsellers', [{ kind: 'bestsellers', limit: 3 }], () =>
  commerce.rail({ kind: 'bestsellers', limit: 3 }, region),
);
await capture('rail-category', [{ kind: 'category', handle: 'ghee', limit: 3 }], () =>
  commerce.rail({ kind: 'category', handle: 'ghee', limit: 3 }, region),
);
const product = must(
  await capture('product', ['desi-cow-ghee'], () => commerce.product('desi-cow-ghee', region)),
  'product',
);
await capture('product-not-found', ['no-such-product'], () => commerce.product('no-such-product', region));
await capture('product-summary', ['desi-cow-ghee'], () => commerce.productSummary('desi-cow-ghee', region));
await capture('search-suggestions', ['ghee'], () => commerce.searchSuggestions('ghee'));
await capture(
  'search-products',
  ['ghee', 'relevance', 48],
  () => commerce.searchProducts('ghee', 'relevance', 48, region),
  {
    sortWindow: 100,
  },
);
const [first, second] = product.variants;
const { cartId } = must(await capture('cart-create', [], () => commerce.createCart(region)), 'cart');
const added = must(
  await capture('cart-add-line', [cartId, first!.id, 2], () => commerce.addLine(cartId, first!.id, 2)),
  'add',
);
await capture('cart-set-quantity', [cartId, added[0]!.id, 3], () => commerce.setLineQuantity(cartId, added[0]!.id, 3));
const both = must(
  await capture('cart-add-second-line', [cartId, second!.id, 1], () => commerce.addLine(cartId, second!.id, 1)),
  'add',
);
await capture('cart-lines', [cartId], () => commerce.cartLines(cartId));
await capture('cart-remove-line', [cartId, both[1]!.id], () => commerce.removeLine(cartId, both[1]!.id));
await capture('cart-apply-promotion', [cartId, 'GHAR10'], () => commerce.applyPromotion(cartId, 'GHAR10'));
await capture('cart-apply-unknown-promotion', [cartId, 'NOSUCHCODE'], () =>
  commerce.applyPromotion(cartId, 'NOSUCHCODE'),
);
await capture('cart-remove-promotion', [cartId, 'GHAR10'], () => commerce.removePromotion(cartId, 'GHAR10'));
await capture('cart-lines-not-found', ['cart_01NOSUCHCART00000000000000'], () =>
  commerce.cartLines('cart_01NOSUCHCART00000000000000'),
);
await capture('cart-add-unknown-variant', [cartId, 'variant_01NOSUCHVARIANT000000000'], () =>
  commerce.addLine(cartId, 'variant_01NOSUCHVARIANT000000000', 1),
);
await capture('cart-add-to-unknown-cart', ['cart_01NOSUCHCART00000000000000', first!.id, 1], () =>
  commerce.addLine('cart_01NOSUCHCART00000000000000', first!.id, 1),
);
const email = `ravi+${runId}@example.in`;
const details = { email, password: 'harness-Passw0rd', firstName: 'Ravi', lastName: 'Kumar', phone: '9876501234' };
const registered = must(await capture('register', [details], () => commerce.register(details)), 'register');
await capture('register-taken', [details], () => commerce.register(details));
await capture('login-wrong-password', [email, 'wrong-password'], () => commerce.passwordLogin(email, 'wrong-password'));
const session = must(
  await capture('login', [email, details.password], () => commerce.passwordLogin(email, details.password)),
  'login',
);
token = session.accessToken;
await capture('profile', [], () => commerce.profile());
await capture('save-profile', [{ first_name: 'Ravi', last_name: 'Sharma', email }], () =>
  commerce.saveProfile({ first_name: 'Ravi', last_name: 'Sharma', email }),
);
const customerCart = must(
  await capture('customer-cart-create', [registered.profile.id], () =>
    commerce.createCustomerCart(registered.profile.id, region),
  ),
  'customer cart',
);
must(await firstValueFrom(commerce.addLine(customerCart.cartId, first!.id, 1)), 'customer add');
await placeOrder(customerCart.cartId);
await capture('orders', [], () => commerce.orders());
console.log(`categories: ${categories.length}; fixtures in ${outDir}`);
