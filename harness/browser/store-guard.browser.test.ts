import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CATALOG, CUSTOMER, horizontalOverflow, logIn, pathOf } from './store-steps';
import { useStorefront } from './use-storefront';

const store = useStorefront();

const HOME_TITLE = 'Fresh from our chakki to your kitchen';

describe('the store holds against hostile links', () => {
  it.each([
    ['a tab', '%09'],
    ['a newline', '%0A'],
  ])('a login link hiding //evil.example behind %s logs the shopper in and lands on the home page, not a blank one', async (_name, escape) => {
    const { page } = await store.open('desktop', `/login?from=%2F${escape}%2Fevil.example`);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await logIn(store, page, CUSTOMER.phone);
    await expect.poll(() => pathOf(page)).toBe('/');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(HOME_TITLE);
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});

/** Where an element's box ends on the right, in CSS pixels from the viewport's left (clipped or not). */
const rightEdge = (element: Locator) => element.evaluate((node) => node.getBoundingClientRect().right);

/** A 100 KB product title with no space or hyphen to break at. */
const UNBROKEN_TITLE = 'ChakkiAtta'.repeat(10_000);

describe('the store holds against hostile content', () => {
  it('a 100 KB unbroken product title does not make the product page scroll sideways', async () => {
    const { handle } = CATALOG.product;
    const served = (await store.control('GET', `/store/products/${handle}`)) as { product: Record<string, unknown> };
    await store.control('POST', '/__local/faults', { method: 'GET', path: `/store/products/${handle}`, status: 200, body: { ...served, product: { ...served.product, title: UNBROKEN_TITLE } } });
    try {
      const { page } = await store.open('phone', `/product/${handle}`);
      await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 10_000 }).toBe(UNBROKEN_TITLE);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await rightEdge(page.locator('h1').first())).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    } finally {
      await store.control('DELETE', '/__local/faults');
    }
  });

  it('a 100 KB unbroken product title in an order does not make the order history scroll sideways', async () => {
    const { page } = await store.open('phone', '/login');
    await logIn(store, page, CUSTOMER.phone);
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const served = (await (await page.context().request.get('/store/orders?limit=10', { headers: { authorization: `Bearer ${token}` } })).json()) as {
      orders: { items: { title: string }[] }[];
    };
    const [first, ...rest] = served.orders;
    if (!first) throw new Error('the seeded customer has no orders');
    const orders = [{ ...first, items: first.items.map((item) => ({ ...item, title: UNBROKEN_TITLE })) }, ...rest];
    await store.control('POST', '/__local/faults', { method: 'GET', path: '/store/orders', status: 200, body: { ...served, orders } });
    try {
      await page.goto('/order-history');
      const title = page.locator('.order-line__title').filter({ hasText: UNBROKEN_TITLE }).first();
      await title.waitFor({ state: 'attached', timeout: 10_000 });
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await rightEdge(title)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    } finally {
      await store.control('DELETE', '/__local/faults');
    }
  });
});
