import { loopbackRequest, type LoopbackAnswer } from './loopback-http';

/** How many requests of each flood are sent (each stops early at the deadline). */
export interface FloodCounts {
  /** 256 KB envelopes to /monitoring: every other one empty objects (refused), the rest one 200 KB error (kept). */
  readonly envelopes: number;
  /** `lastDomain` reports of nearly 1 MB to /api/v1/users/metadata. */
  readonly metadata: number;
  /** `variant_id` reports of nearly 1 MB to /api/v1/events/session-events. */
  readonly sessionEvents: number;
  /**
   * Anonymous POST /store/carts: one in four from one address (past its rate limit), the rest spread over
   * {@link CART_FLOOD_ADDRESSES} addresses (past the cart cap).
   */
  readonly carts: number;
  /**
   * Bodies nested 50,000 deep: an envelope item's properties to /monitoring, and 10,000 deep to /store/carts (each
   * within the route's size limit).
   */
  readonly deepJson: number;
}

export const DEFAULT_FLOOD: FloodCounts = {
  envelopes: 1200,
  metadata: 300,
  sessionEvents: 300,
  carts: 12_000,
  deepJson: 300,
};

/** The load server keeps this many carts (the store 10,000), so that the cart flood passes the cap within a run. */
export const LOAD_MAX_CARTS = 500;

/** The attacker's cart flood comes from this many loopback addresses (127.0.2.x), past any one address's limit. */
export const CART_FLOOD_ADDRESSES = 100;
const FLOOD_CONCURRENCY = 6;
const ATTACKER = '127.0.0.2';

/** Just under the 1 MB body the routes used to take. */
const NEARLY_A_MEGABYTE = 'x'.repeat(1_000_000);
const EMPTY_ITEMS = `{"items":[${Array.from({ length: (256 * 1024) / 3 - 10 }, () => '{}').join(',')}]}`;
const KEPT_ENVELOPE = JSON.stringify({ items: [{ kind: 'error', message: 'e'.repeat(200 * 1024) }] });
const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const DEEP_ENVELOPE = `{"items":[{"kind":"track","name":"deep","properties":${deep(50_000)}}]}`;
const DEEP_CART = deep(10_000);

/** Answers by status, per flood. */
export type FloodTally = Record<string, Record<number, number>>;

const tally = (into: FloodTally, flood: string, status: number) => {
  const counts = (into[flood] ??= {});
  counts[status] = (counts[status] ?? 0) + 1;
};

/** Runs `count` tasks, `concurrency` at a time, none started after `deadline` (performance.now()). */
async function pool(count: number, concurrency: number, deadline: number, task: (n: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < count && performance.now() < deadline) await task(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

const status = (answer: Promise<LoopbackAnswer>) => answer.then((reply) => reply.status).catch(() => 0);

/** Every flood at once against `base` until each has sent its count or `seconds` have passed; answers per status. */
export async function runFloods(base: string, counts: FloodCounts, seconds: number): Promise<FloodTally> {
  const deadline = performance.now() + seconds * 1000;
  const result: FloodTally = {};
  const post = (flood: string, from: string, path: string, body: string | object) =>
    status(loopbackRequest(base, from, 'POST', path, { body })).then((code) => tally(result, flood, code));
  await Promise.all([
    pool(counts.envelopes, FLOOD_CONCURRENCY, deadline, (n) =>
      post('envelopes', ATTACKER, '/monitoring', n % 2 === 0 ? EMPTY_ITEMS : KEPT_ENVELOPE),
    ),
    pool(counts.metadata, FLOOD_CONCURRENCY, deadline, (n) =>
      post('metadata', ATTACKER, '/api/v1/users/metadata', { id: `cus_flood_${n}`, lastDomain: NEARLY_A_MEGABYTE }),
    ),
    pool(counts.sessionEvents, FLOOD_CONCURRENCY, deadline, (n) =>
      post('session events', ATTACKER, '/api/v1/events/session-events', {
        customer_id: `cus_flood_${n}`,
        session_id: 'flood',
        event_type: 'product_view',
        event_data: {
          product_id: 'prod_flood',
          variant_id: NEARLY_A_MEGABYTE,
          event_timestamp: new Date().toISOString(),
        },
      }),
    ),
    pool(counts.carts, FLOOD_CONCURRENCY * 2, deadline, (n) =>
      post('carts', n % 4 === 0 ? ATTACKER : `127.0.2.${(n % CART_FLOOD_ADDRESSES) + 1}`, '/store/carts', {}),
    ),
    pool(counts.deepJson, FLOOD_CONCURRENCY, deadline, (n) =>
      n % 2 === 0
        ? post('deep JSON', ATTACKER, '/monitoring', DEEP_ENVELOPE)
        : post('deep JSON', '127.0.0.3', '/store/carts', DEEP_CART),
    ),
  ]);
  return result;
}

/** What the simulated shoppers went through. */
export interface ShopperTotals {
  /** Checkouts begun (a cart made with lines). */
  started: number;
  /** Orders placed (completion answered an order). */
  placed: number;
  /** Carts that answered 404 or lost a line before completion. */
  cartsLost: number;
  /** Steps refused for another reason (status: count). */
  refused: Record<number, number>;
  /** Cart id to the order its completion answered. */
  readonly orders: Map<string, string>;
  /** Carts whose second completion answered another order. */
  completedTwiceDifferently: number;
}

const TOOR_1KG = 'variant_toor_dal_1kg';
const GHEE_500ML = 'variant_a2_desi_cow_ghee_500ml';
const ADDRESS = {
  first_name: 'Load',
  last_name: 'Shopper',
  address_1: '12 MG Road',
  city: 'Gurugram',
  province: 'Haryana',
  postal_code: '122002',
  country_code: 'in',
  phone: '9876543210',
};

class StepRefused extends Error {
  constructor(readonly status: number) {
    super(`step answered ${status}`);
  }
}

/**
 * `count` shoppers, each from its own loopback address (127.0.1.x), buying over HTTP until `seconds` have passed: a
 * cart with one line, a second line, a pause, address, delivery, cash on delivery, a check that the cart still holds
 * both lines, and completion (twice: it must answer the same order).
 */
export async function runShoppers(base: string, count: number, seconds: number): Promise<ShopperTotals> {
  const deadline = performance.now() + seconds * 1000;
  const totals: ShopperTotals = {
    started: 0,
    placed: 0,
    cartsLost: 0,
    refused: {},
    orders: new Map(),
    completedTwiceDifferently: 0,
  };
  const shop = async (from: string) => {
    const call = async (method: string, path: string, body?: unknown): Promise<Record<string, unknown>> => {
      const answer = await loopbackRequest(base, from, method, path, body === undefined ? {} : { body });
      if (answer.status === 404) throw new StepRefused(404);
      if (answer.status >= 300) throw new StepRefused(answer.status);
      return answer.body as Record<string, unknown>;
    };
    let cartId: string | null = null;
    try {
      const created = await call('POST', '/store/carts', { items: [{ variant_id: TOOR_1KG, quantity: 1 }] });
      cartId = (created['cart'] as { id: string }).id;
      totals.started += 1;
      await call('POST', `/store/carts/${cartId}/line-items`, { variant_id: GHEE_500ML, quantity: 1 });
      await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 800));
      await call('POST', `/store/carts/${cartId}`, { email: null, shipping_address: ADDRESS });
      const options = (await call('GET', `/store/shipping-options?cart_id=${cartId}`))['shipping_options'] as {
        id: string;
      }[];
      await call('POST', `/store/carts/${cartId}/shipping-methods`, { option_id: options[0]?.id ?? 'none' });
      const collection = (await call('POST', '/store/payment-collections', { cart_id: cartId }))[
        'payment_collection'
      ] as { id: string };
      await call('POST', `/store/payment-collections/${collection.id}/payment-sessions`, {
        provider_id: 'pp_system_default',
      });
      const cart = (await call('GET', `/store/carts/${cartId}`))['cart'] as { items: unknown[] };
      if (cart.items.length !== 2) throw new StepRefused(404);
      const first = await call('POST', `/store/carts/${cartId}/complete`);
      const order = first['order'] as { id: string } | undefined;
      if (first['type'] !== 'order' || !order) throw new StepRefused(409);
      totals.placed += 1;
      totals.orders.set(cartId, order.id);
      const again = (await call('POST', `/store/carts/${cartId}/complete`))['order'] as { id: string } | undefined;
      if (again?.id !== order.id) totals.completedTwiceDifferently += 1;
    } catch (error) {
      const code = error instanceof StepRefused ? error.status : 0;
      if (code === 404 && cartId !== null) totals.cartsLost += 1;
      else totals.refused[code] = (totals.refused[code] ?? 0) + 1;
    }
  };
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const from = `127.0.1.${index + 1}`;
      while (performance.now() < deadline) await shop(from);
    }),
  );
  return totals;
}

/** Orders lost (placed but not in the backend's list) and doubled (a cart with more than one order). */
export async function auditOrders(
  base: string,
  totals: ShopperTotals,
): Promise<{ lost: number; doubled: number; listed: number }> {
  const answer = await loopbackRequest(base, '127.0.0.1', 'GET', '/__local/orders');
  const orders = ((answer.body as { orders?: { id: string; cart_id: string }[] } | null)?.orders ?? []).filter(
    (order) => totals.orders.has(order.cart_id),
  );
  const byCart = new Map<string, string[]>();
  for (const order of orders) byCart.set(order.cart_id, [...(byCart.get(order.cart_id) ?? []), order.id]);
  let lost = 0;
  for (const [cartId, orderId] of totals.orders) if (!(byCart.get(cartId) ?? []).includes(orderId)) lost += 1;
  const doubled = [...byCart.values()].filter((ids) => ids.length > 1).length + totals.completedTwiceDifferently;
  return { lost, doubled, listed: orders.length };
}
