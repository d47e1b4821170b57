import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { RAIL_SIZE } from '../../core/catalog/catalog.model';
import { STORAGE_KEYS } from '../../core/storage-keys';
import { useMedusaStorefront } from './use-medusa-storefront';

const store = useMedusaStorefront();

/** The page's HTML as the storefront sends it: what a shopper sees before any script runs. */
async function servedHtml(path: string): Promise<string> {
  const response = await fetch(`${store.target.storefrontUrl}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The `#root` of a served page, without the state snapshot after it. */
const rootOf = (html: string): string => {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script id="prerendered-state"');
  expect(start, 'a prerendered root').toBeGreaterThan(-1);
  expect(end, 'a state snapshot').toBeGreaterThan(start);
  return html.slice(start, end);
};

/** The product titles of the cards in one rail's section (by its heading id) of a page's HTML. */
function railTitles(root: string, headingId: string): string[] {
  const section = root.slice(root.indexOf(`aria-labelledby="${headingId}"`));
  const list = section.slice(0, section.indexOf('</section>'));
  return [...list.matchAll(/class="product-card__title"[^>]*>(?:<a [^>]*>)?([^<]+)</g)].map((match) => match[1]!);
}

const decodeHtml = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

/** The products of a Medusa collection, by handle, as the store API lists them. */
async function collectionProducts(handle: string): Promise<{ title: string; popularity: number }[]> {
  const collections = (await store.store('GET', `/store/collections?handle=${handle}&fields=id,handle`)).body as {
    collections: { id: string }[];
  };
  const id = collections.collections[0]?.id;
  expect(id, `the collection ${handle}`).toMatch(/^pcol_/);
  const { body } = await store.store('GET', `/store/products?collection_id=${id}&limit=100&fields=title,metadata`);
  return (body as { products: { title: string; metadata: { popularity: number } }[] }).products.map((product) => ({
    title: product.title,
    popularity: product.metadata.popularity,
  }));
}

describe('medusa mode prerendered from the Medusa the build points at', () => {
  it('serves / with its rails as product cards in the HTML, from the collections Bestsellers and New', async () => {
    const root = rootOf(await servedHtml('/'));
    const bestsellers = (await collectionProducts('bestsellers'))
      .sort((a, b) => b.popularity - a.popularity || a.title.localeCompare(b.title))
      .map((product) => product.title);
    const fresh = (await collectionProducts('new')).map((product) => product.title);
    expect(bestsellers).toHaveLength(RAIL_SIZE);
    expect(railTitles(root, 'rail-bestsellers').map(decodeHtml)).toEqual(bestsellers);
    const newTitles = railTitles(root, 'rail-new').map(decodeHtml);
    expect(newTitles).toHaveLength(RAIL_SIZE);
    expect([...newTitles].sort()).toEqual([...fresh].sort());
  });

  it("serves a category with its first page's cards in the HTML, Medusa's products of that category", async () => {
    const { body } = await store.store('GET', '/store/product-categories?handle=ghee&fields=id');
    const ghee = (body as { product_categories: { id: string }[] }).product_categories[0]!.id;
    const products = (await store.store('GET', `/store/products?category_id=${ghee}&limit=100&fields=title`)).body as {
      products: { title: string }[];
    };
    const html = await servedHtml('/categories/ghee');
    const titles = [...rootOf(html).matchAll(/class="product-card__title"[^>]*>(?:<a [^>]*>)?([^<]+)</g)].map((match) =>
      decodeHtml(match[1]!),
    );
    expect(titles.length).toBeGreaterThan(0);
    expect([...titles].sort()).toEqual(products.products.map((product) => product.title).sort());
  });

  it('hydrates / and a category without asking Medusa for their products again; the first load makes no cart, the first add does', async () => {
    for (const path of ['/', '/categories/ghee']) {
      const medusaCalls: Request[] = [];
      const errors: string[] = [];
      const { page } = await store.open('phone', path, (fresh) => {
        fresh.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        fresh.on('request', (request) => {
          if (request.url().startsWith(store.target.medusaUrl)) medusaCalls.push(request);
        });
      });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_000);
      expect(
        errors.filter((text) => /hydrat|did not match/i.test(text)),
        `${path} hydrates as rendered`,
      ).toEqual([]);
      const asked = medusaCalls.map((request) => `${request.method()} ${new URL(request.url()).pathname}`);
      expect(
        asked.filter((call) => call.includes('/store/products')),
        path,
      ).toEqual([]);
      expect(
        asked.filter((call) => call.startsWith('POST /store/carts')),
        path,
      ).toEqual([]);
      const cartId = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.cartId);
      expect(cartId, `no cart id kept after ${path}`).toBeNull();
      if (path !== '/') continue;
      // Hydrated: the prerendered card's button adds, and that first add makes the cart, then the line.
      await page
        .getByRole('button', { name: /^Add .* to cart$/ })
        .first()
        .click();
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.cartId)).toMatch(/^cart_/);
      await expect
        .poll(() =>
          medusaCalls
            .map((request) => `${request.method()} ${new URL(request.url()).pathname}`)
            .filter((call) => call.startsWith('POST /store/carts')),
        )
        .toEqual([expect.stringMatching(/^POST \/store\/carts$/), expect.stringMatching(/\/line-items$/)]);
    }
  });
});
