import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../local-backend/local-backend';
import { auditOrders, runShoppers, type ShopperTotals } from './hostile-load';
import { closeLoopbackAgents } from './loopback-http';

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, control: true, log: () => {} });
});
afterAll(async () => {
  closeLoopbackAgents();
  await backend?.close();
});

describe('the load run’s shoppers and their audit (issue 23)', () => {
  it('shoppers place orders over HTTP, and the audit finds each one once', async () => {
    const totals = await runShoppers(backend.url, 2, 1);
    expect(totals.placed).toBeGreaterThan(0);
    expect(totals.cartsLost).toBe(0);
    expect(await auditOrders(backend.url, totals)).toEqual({ lost: 0, doubled: 0, listed: totals.placed });
  });

  it('counts an order the backend does not hold as lost, and a second different answer as doubled', async () => {
    const totals = await runShoppers(backend.url, 1, 1);
    const [cartId, orderId] = [...totals.orders][0]!;
    const forged: ShopperTotals = {
      ...totals,
      orders: new Map([
        [cartId, orderId],
        ['cart_never_completed', 'order_never_placed'],
      ]),
      completedTwiceDifferently: 1,
    };
    expect(await auditOrders(backend.url, forged)).toMatchObject({ lost: 1, doubled: 1 });
  });
});
