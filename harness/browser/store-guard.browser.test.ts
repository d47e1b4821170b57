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
  ])(
    'a login link hiding //evil.example behind %s logs the shopper in and lands on the home page, not a blank one',
    async (_name, escape) => {
      const { page } = await store.open('desktop', `/login?from=%2F${escape}%2Fevil.example`);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await logIn(store, page, CUSTOMER.phone);
      await expect.poll(() => pathOf(page)).toBe('/');
      await expect.poll(() => page.locator('h1').first().textContent()).toBe(HOME_TITLE);
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(errors).toEqual([]);
    },
  );
});

/** Where an element's box ends on the right, in CSS pixels from the viewport's left (clipped or not). */
const rightEdge = (element: Locator) => element.evaluate((node) => node.getBoundingClientRect().right);

/** A 100 KB product title with no space or hyphen to break at. */
const UNBROKEN_TITLE = 'ChakkiAtta'.repeat(10_000);

describe('the store holds against hostile content', () => {
  it('a 100 KB unbroken product title does not make the product page scroll sideways', async () => {
    const { handle } = CATALOG.product;
    const served = (await store.control('GET', `/store/products/${handle}`)) as { product: Record<string, unknown> };
    await store.control('POST', '/__local/faults', {
      method: 'GET',
      path: `/store/products/${handle}`,
      status: 200,
      body: { ...served, product: { ...served.product, title: UNBROKEN_TITLE } },
    });
    try {
      // With a query the page is not served prerendered (its title from the build), so it asks the store and gets the
      // fault.
      const { page } = await store.open('phone', `/product/${handle}?guard`);
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
    const served = (await (
      await page.context().request.get('/store/orders?limit=10', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      orders: { items: { title: string }[] }[];
    };
    const [first, ...rest] = served.orders;
    if (!first) throw new Error('the seeded customer has no orders');
    const orders = [{ ...first, items: first.items.map((item) => ({ ...item, title: UNBROKEN_TITLE })) }, ...rest];
    await store.control('POST', '/__local/faults', {
      method: 'GET',
      path: '/store/orders',
      status: 200,
      body: { ...served, orders },
    });
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

  it('with local storage full before the first visit, each page load keeps the one cart in the cartId cookie', async () => {
    const { page } = await store.open('desktop', '/__local/clock');
    await page.evaluate(() => {
      // Fills local storage to the last character: blocks halving in size until not even one fits.
      let index = 0;
      for (let size = 1024 * 1024; size >= 1; size = Math.floor(size / 2)) {
        for (;;) {
          try {
            localStorage.setItem(`f${index++}`, 'x'.repeat(size));
          } catch {
            break;
          }
        }
      }
    });
    const created: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/store/carts')
        created.push(request.url());
    });
    const cartCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'cartId')?.value;
    await page.goto('/');
    await expect.poll(cartCookie, { timeout: 10_000 }).toBeTruthy();
    const first = await cartCookie();
    expect(await page.evaluate(() => localStorage.getItem('cart_id'))).toBeNull();
    for (let load = 0; load < 2; load += 1) {
      await page.reload();
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(created).toHaveLength(1);
    expect(await cartCookie()).toBe(first);
  });
});
