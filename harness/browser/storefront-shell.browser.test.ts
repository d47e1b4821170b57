import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, type ViewportName } from './chromium';
import { startStorefront, type Storefront } from './storefront';

let store: Storefront;

beforeAll(async () => {
  store = await startStorefront();
});

afterAll(async () => {
  await store?.close();
});

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the storefront shell on a %s viewport', (viewport) => {
  it('creates a cart on the first visit, stores it, and reuses it after a reload', async () => {
    const { page } = await store.open(viewport, '/');
    const cartId = await page.waitForFunction(() => localStorage.getItem('cart_id')).then((handle) => handle.jsonValue());
    expect(cartId).toMatch(/^cart_/);
    const served = await fetch(`${store.url}/store/carts/${cartId}`);
    expect(served.status).toBe(200);
    await page.waitForFunction(() => localStorage.getItem('persist:root')?.includes('"cart"'));
    const persisted = JSON.parse((await page.evaluate(() => localStorage.getItem('persist:root'))) ?? '{}');
    expect(persisted).toMatchObject({ version: 1, cart: { id: cartId }, user: { cart_id: cartId } });

    const creations: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/store/carts') creations.push(request.url());
    });
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.evaluate(() => localStorage.getItem('cart_id'))).toBe(cartId);
    expect(creations).toEqual([]);
  });

  it('serves every route of the spec inside its layout, without horizontal scrolling', async () => {
    const { page } = await store.open(viewport, '/categories/fresh-chakki-atta');
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/fresh chakki atta/i);
    expect(await page.locator('header').count()).toBe(1);
    for (const path of ['/product/a2-desi-cow-ghee', '/cart', '/faq', '/atta-box', '/no-such-page']) {
      await page.goto(path);
      await expect.poll(() => page.locator('h1').count()).toBe(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await page.goto('/login');
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    expect(await page.locator('header').count()).toBe(0);
  });

  it('tells the shopper when the cart cannot be created', async () => {
    await store.control('POST', '/__local/faults', { method: 'POST', path: '/store/carts', status: 503, times: 1 });
    try {
      const { page } = await store.open(viewport, '/');
      await expect.poll(() => page.getByRole('alert').textContent()).toContain('Failed to create cart. Please try again.');
      expect(await page.evaluate(() => localStorage.getItem('cart_id'))).toBeNull();
    } finally {
      await store.control('DELETE', '/__local/faults');
    }
  });
});

describe('the build the storefront serves', () => {
  it("is React's production build, even though the suite runs under NODE_ENV=test", async () => {
    const html = await (await fetch(`${store.url}/`, { headers: { accept: 'text/html' } })).text();
    const entry = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    expect(entry, html.slice(0, 300)).toBeDefined();
    const code = await (await fetch(`${store.url}${entry}`)).text();
    expect(code.length).toBeGreaterThan(1000);
    expect(code).not.toContain('jsxDEV');
    expect(code).not.toContain('react-dom.development');
  });
});
