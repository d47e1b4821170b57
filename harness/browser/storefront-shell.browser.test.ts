import { PERSIST_VERSION } from '../../core/persist/persist.codec';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS, type ViewportName } from './chromium';
import { waitForCart, waitForPage } from './store-steps';
import { useStorefront } from './use-storefront';

const store = useStorefront();

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the storefront shell on a %s viewport', (viewport) => {
  it('creates a cart on the first visit, stores it, and reuses it after a reload', async () => {
    const { page } = await store.open(viewport, '/');
    const cartId = await waitForCart(page);
    expect(cartId).toMatch(/^cart_/);
    const served = await fetch(`${store.url}/store/carts/${cartId}`);
    expect(served.status).toBe(200);
    await page.waitForFunction(() => localStorage.getItem('persist:root')?.includes('"cart"'));
    const persisted = JSON.parse((await page.evaluate(() => localStorage.getItem('persist:root'))) ?? '{}');
    expect(persisted).toMatchObject({ version: PERSIST_VERSION, cart: { id: cartId }, user: { cart_id: cartId } });

    const creations: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/store/carts')
        creations.push(request.url());
    });
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.evaluate(() => localStorage.getItem('cart_id'))).toBe(cartId);
    expect(creations).toEqual([]);
  });

  it('tells the shopper when the cart cannot be created', async () => {
    await store.control('POST', '/__local/faults', { method: 'POST', path: '/store/carts', status: 503, times: 1 });
    try {
      const { page } = await store.open(viewport, '/');
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toContain('Failed to create cart. Please try again.');
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

  it('draws text in DM Sans, self-hosted: the font and every other request stay on the store origin, none go to a font CDN', async () => {
    const { page } = await store.open('desktop', '/categories/ghee');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const fonts: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await page.reload({ waitUntil: 'networkidle' });
    await waitForPage(page);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^['"]?DM Sans Variable/);
    expect(await page.evaluate(() => document.fonts.check('16px "DM Sans Variable"'))).toBe(true);
    expect(fonts.length, 'the page loads its font files').toBeGreaterThan(0);
    const origin = new URL(store.url).origin;
    expect(requested.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin)).toEqual([]);
  });
});
