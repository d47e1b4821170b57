import { describe, expect, it } from 'vitest';
import type { Category } from '../../catalog/catalog.model';
import {
  asRecorded,
  loadFixture,
  queryOf,
  replay,
  replayFixture,
  resultOf,
} from '../../../harness/fakes/medusa-fixture-replay';
import type { Exchange } from './fixtures/fixture.types';
import { RAIL_FIELDS } from './medusa-catalog';

const PK = loadFixture('categories').publishableKey;

describe('medusa catalogue on recorded Medusa 2.21 answers', () => {
  it('loads the tiles from the root category tree, in rank order, with their icons', async () => {
    const fixture = loadFixture('categories');
    const { commerce, made } = replayFixture(fixture);
    const result = await resultOf(commerce.categories());
    expect(asRecorded(made)).toEqual(fixture.exchanges.map((exchange) => exchange.request));
    expect(made[0]!.headers['x-publishable-api-key']).toBe(PK);
    expect(made[0]!.cache).toBe('default');
    expect(queryOf(made[0]!.url)).toMatchObject({ handle: 'grocery' });
    expect(queryOf(made[0]!.url)['fields']).toContain('*category_children');
    if (!result.ok) throw new Error('categories failed');
    expect(result.value.length).toBe(14);
    expect(result.value.slice(0, 2).map((tile) => tile.handle)).toEqual(['fresh-chakki-atta', 'ghee']);
    expect(result.value[1]!.metadata.L1_page_icon_link).toBe('/images/categories/ghee.svg');
  });

  it('resolves a category handle to its Medusa id; an empty list is notFound', async () => {
    const found = await resultOf(replayFixture(loadFixture('category')).commerce.category('ghee'));
    expect(found).toMatchObject({ ok: true, value: { handle: 'ghee', name: 'Ghee' } });
    if (found.ok) expect(found.value.id).toMatch(/^pcat_/);
    const missing = loadFixture('category-not-found');
    const { commerce, made } = replayFixture(missing);
    expect(await resultOf(commerce.category('no-such-aisle'))).toEqual({
      ok: false,
      kind: 'notFound',
      status: 200,
      message: null,
    });
    expect(queryOf(made[0]!.url)['handle']).toBe('no-such-aisle');
  });

  describe('listing', () => {
    const fixture = loadFixture('listing');
    const ghee = fixture.args[0] as Category;

    it("asks for the category by category_id with region_id and a card's fields: prices and metadata (popularity), not the page's", async () => {
      const { commerce, made } = replayFixture(fixture);
      await resultOf(commerce.listing(ghee, 'price_asc', 4, 0, fixture.regionId));
      expect(asRecorded(made)).toEqual(fixture.exchanges.map((exchange) => exchange.request));
      const query = queryOf(made[0]!.url);
      expect(query).toMatchObject({
        category_id: ghee.id,
        region_id: fixture.regionId,
        order: 'created_at',
        limit: '100',
        offset: '0',
      });
      const fields = query['fields']!.split(',');
      expect(fields).toEqual(expect.arrayContaining(['*variants.calculated_price', 'metadata', 'thumbnail']));
      for (const pageOnly of ['description', 'images.url', '*categories']) expect(fields).not.toContain(pageOnly);
      expect(query).not.toHaveProperty('category_handle');
    });

    it("orders 'price_per_kg' here (Medusa cannot), per litre of the first pack, not 250 ml against 500 ml (issue 25 item 2)", async () => {
      const perKg = await resultOf(
        replayFixture(fixture).commerce.listing(ghee, 'price_per_kg', 4, 0, fixture.regionId),
      );
      // 500 ml for ₹529, ₹649 and ₹849, then 250 ml for ₹549 (₹2,196 a litre), not 250 ml against 500 ml
      expect(perKg.ok && perKg.value.products.map((product) => product.variants[0]!.price)).toEqual([
        52900, 64900, 84900, 54900,
      ]);
      expect(perKg.ok && perKg.value.count).toBe(5);
    });

    it("orders 'price_asc' and 'price_desc' here by the first pack's selling price, and pages within the window (issue 25 item 2)", async () => {
      const asc = await resultOf(replayFixture(fixture).commerce.listing(ghee, 'price_asc', 4, 0, fixture.regionId));
      const prices = asc.ok ? asc.value.products.map((product) => product.variants[0]!.price) : [];
      expect(prices).toEqual([52900, 54900, 64900, 79900]);
      const all = await resultOf(replayFixture(fixture).commerce.listing(ghee, 'price_desc', 5, 0, fixture.regionId));
      const desc = await resultOf(replayFixture(fixture).commerce.listing(ghee, 'price_desc', 2, 1, fixture.regionId));
      expect(desc.ok && desc.value.products.map((product) => product.handle)).toEqual(
        all.ok ? all.value.products.slice(1, 3).map((product) => product.handle) : ['no listing'],
      );
      const descPrices = all.ok ? all.value.products.map((product) => product.variants[0]!.price) : [];
      expect(descPrices).toEqual([...descPrices].sort((a, b) => b - a));
      expect(descPrices).toHaveLength(5);
    });

    it('orders by metadata.popularity, highest first (what the brand API calls popularity)', async () => {
      const page = await resultOf(replayFixture(fixture).commerce.listing(ghee, 'popularity', 24, 0, fixture.regionId));
      expect(page.ok && page.value.products.map((product) => product.popularity)).toEqual([98, 88, 84, 60, 58]);
    });

    it('pages beyond the sort window come in Medusa created_at order, asked for by offset', async () => {
      const { commerce, made } = replayFixture(fixture, { sortWindow: 2 });
      const page = await resultOf(commerce.listing(ghee, 'popularity', 24, 2, fixture.regionId));
      expect(queryOf(made[0]!.url)).toMatchObject({ order: 'created_at', limit: '24', offset: '2' });
      expect(page.ok && page.value.products.length).toBe(5);
    });

    it('is unreadable, not a throw, when the answer is not a product list', async () => {
      const { commerce } = replayFixture(fixture, { answer: () => ({ status: 200, body: { products: 'none' } }) });
      expect(await resultOf(commerce.listing(ghee, 'popularity', 24, 0, fixture.regionId))).toEqual({
        ok: false,
        kind: 'unreadable',
        status: 200,
        message: null,
      });
    });
  });

  describe('rails', () => {
    it("'new' is the collection 'new', newest first, with only a rail card's fields", async () => {
      const fixture = loadFixture('rail-new');
      const { commerce, made } = replayFixture(fixture);
      const rail = await resultOf(commerce.rail({ kind: 'new', limit: 3 }, fixture.regionId));
      expect(asRecorded(made)).toEqual(fixture.exchanges.map((exchange) => exchange.request));
      expect(made[0]!.url).toContain('/store/collections?');
      expect(queryOf(made[0]!.url)).toMatchObject({ handle: 'new', fields: 'id,handle' });
      expect(made[0]!.cache).toBe('default');
      const query = queryOf(made[1]!.url);
      expect(query).toMatchObject({
        collection_id: expect.stringMatching(/^pcol_/),
        order: '-created_at',
        limit: '3',
        region_id: fixture.regionId,
      });
      expect(query['fields']).toBe(RAIL_FIELDS);
      expect(query['fields']!.split(','), 'metadata.title_hi, the Hindi title').toContain('metadata');
      expect(rail.ok && rail.value.length).toBe(3);
      expect(rail.ok && rail.value.every((product) => product.variants[0]!.price > 0)).toBe(true);
      expect(rail.ok && rail.value.every((product) => /[\u0900-\u097f]/.test(product.titleHi ?? ''))).toBe(true);
    });

    it("best sellers are the collection 'bestsellers' ordered by popularity here, not the store sorted here", async () => {
      const fixture = loadFixture('rail-bestsellers');
      const { commerce, made } = replayFixture(fixture);
      const rail = await resultOf(commerce.rail({ kind: 'bestsellers', limit: 3 }, fixture.regionId));
      expect(asRecorded(made)).toEqual(fixture.exchanges.map((exchange) => exchange.request));
      expect(queryOf(made[0]!.url)).toMatchObject({ handle: 'bestsellers' });
      const query = queryOf(made[1]!.url);
      expect(query['collection_id']).toMatch(/^pcol_/);
      expect(query['fields']).toBe(RAIL_FIELDS);
      const answered = fixture.exchanges[1]!.response.body as { products: unknown[] };
      expect(answered.products.length, 'the whole collection, no more').toBe(12);
      expect(rail.ok && rail.value.map((product) => product.handle), "brand mode's first three").toEqual([
        'fresh-chakki-atta-whole-wheat',
        'a2-desi-cow-ghee',
        'toor-dal',
      ]);
    });

    it('a store without the collections gets best sellers the slower way: its first products sorted here', async () => {
      const fixture = loadFixture('rail-bestsellers-store-window');
      const noCollection: Exchange = {
        request: { method: 'GET', url: '', headers: {} },
        response: { status: 200, body: { collections: [], count: 0, offset: 0, limit: 10 } },
      };
      const { commerce, made } = replay([noCollection, ...fixture.exchanges], fixture);
      const rail = await resultOf(commerce.rail({ kind: 'bestsellers', limit: 3 }, fixture.regionId));
      expect(queryOf(made[0]!.url)).toMatchObject({ handle: 'bestsellers' });
      expect(asRecorded(made.slice(1))).toEqual(fixture.exchanges.map((exchange) => exchange.request));
      expect(queryOf(made[1]!.url)).not.toHaveProperty('collection_id');
      expect(rail.ok && rail.value.map((product) => product.handle)).toEqual([
        'fresh-chakki-atta-whole-wheat',
        'multigrain-atta',
        'sharbati-wheat-atta',
      ]);
    });

    it('a collection lookup that fails fails the rail, asking for no products', async () => {
      const fixture = loadFixture('rail-new');
      const { commerce, made } = replayFixture(fixture, {
        answer: (index, recorded) =>
          index === 0 ? { status: 503, body: { message: 'Service Unavailable' } } : recorded,
      });
      const rail = await resultOf(commerce.rail({ kind: 'new', limit: 3 }, fixture.regionId));
      expect(rail).toMatchObject({ ok: false, status: 503 });
      expect(made).toHaveLength(1);
    });

    it("a category rail resolves the handle, then orders that category's products by popularity", async () => {
      const fixture = loadFixture('rail-category');
      const { commerce, made } = replayFixture(fixture);
      const rail = await resultOf(commerce.rail({ kind: 'category', handle: 'ghee', limit: 3 }, fixture.regionId));
      expect(asRecorded(made)).toEqual(fixture.exchanges.map((exchange) => exchange.request));
      expect(made[0]!.url).toContain('/store/product-categories?handle=ghee');
      expect(rail.ok && rail.value.map((product) => product.handle)).toEqual([
        'a2-desi-cow-ghee',
        'desi-cow-ghee',
        'a2-gir-cow-ghee',
      ]);
    });
  });

  describe('product', () => {
    it('finds a product by ?handle= and converts rupees to paise (Rs 649 → 64900)', async () => {
      const fixture = loadFixture('product');
      const { commerce, made } = replayFixture(fixture);
      const result = await resultOf(commerce.product('desi-cow-ghee', fixture.regionId));
      expect(asRecorded(made)).toEqual(fixture.exchanges.map((exchange) => exchange.request));
      expect(new URL(made[0]!.url).pathname).toBe('/store/products');
      if (!result.ok) throw new Error('product failed');
      const product = result.value;
      expect(product.variants.map((variant) => [variant.title, variant.price])).toEqual([
        ['500 ml', 64900],
        ['1 L', 124900],
        ['5 L', 599900],
      ]);
      expect(product).toMatchObject({
        handle: 'desi-cow-ghee',
        subtitle: 'देसी गाय घी',
        ingredients: 'Cow milk fat',
        popularity: 88,
      });
      expect(product.categories).toContainEqual({ handle: 'ghee', name: 'Ghee' });
    });

    it('an empty list is notFound', async () => {
      const fixture = loadFixture('product-not-found');
      expect(await resultOf(replayFixture(fixture).commerce.product('no-such-product', fixture.regionId))).toEqual({
        ok: false,
        kind: 'notFound',
        status: 200,
        message: null,
      });
    });

    it('a product without a price in the region is unreadable', async () => {
      const fixture = loadFixture('product');
      const body = structuredClone(fixture.exchanges[0]!.response.body) as {
        products: { variants: { calculated_price: unknown }[] }[];
      };
      for (const variant of body.products[0]!.variants) variant.calculated_price = null;
      const { commerce } = replayFixture(fixture, { answer: () => ({ status: 200, body }) });
      expect(await resultOf(commerce.product('desi-cow-ghee', fixture.regionId))).toMatchObject({
        ok: false,
        kind: 'unreadable',
      });
    });

    it('a Medusa error keeps its status and only its JSON message; a non-JSON body gives none', async () => {
      const fixture = loadFixture('product');
      const invalid = replayFixture(fixture, {
        answer: () => ({
          status: 400,
          body: { type: 'invalid_data', message: "Unrecognized fields: 'category_handle'" },
        }),
      });
      expect(await resultOf(invalid.commerce.product('x', fixture.regionId))).toEqual({
        ok: false,
        kind: 'invalid',
        status: 400,
        message: "Unrecognized fields: 'category_handle'",
      });
      const html = replayFixture(fixture, { answer: () => ({ status: 502, body: '<html>Bad gateway</html>' }) });
      expect(await resultOf(html.commerce.product('x', fixture.regionId))).toEqual({
        ok: false,
        kind: 'failed',
        status: 502,
        message: null,
      });
      const offline = replayFixture(fixture, { answer: () => ({ status: 0, body: { message: 'Failed to fetch' } }) });
      expect(await resultOf(offline.commerce.product('x', fixture.regionId))).toEqual({
        ok: false,
        kind: 'failed',
        status: 0,
        message: null,
      });
    });

    it('the assistant card: absolute image, first variant, price in paise', async () => {
      const fixture = loadFixture('product-summary');
      const summary = await resultOf(replayFixture(fixture).commerce.productSummary('desi-cow-ghee', fixture.regionId));
      expect(summary).toMatchObject({
        ok: true,
        value: {
          handle: 'desi-cow-ghee',
          title: 'Desi Cow Ghee',
          titleHi: 'देसी गाय का घी',
          thumbnail: `${fixture.storeApi}/images/products/desi-cow-ghee.svg`,
          variantTitle: '500 ml',
          price: 64900,
        },
      });
    });
  });

  describe('search suggestions', () => {
    it("without a search service, Medusa's /store/products?q= with 20 rows", async () => {
      const fixture = loadFixture('search-suggestions');
      const { commerce, made } = replayFixture(fixture);
      const result = await resultOf(commerce.searchSuggestions('ghee'));
      expect(asRecorded(made)).toEqual(fixture.exchanges.map((exchange) => exchange.request));
      expect(queryOf(made[0]!.url)).toEqual({ q: 'ghee', limit: '20', offset: '0', fields: 'id,title,handle' });
      expect(result.ok && result.value.map((suggestion) => suggestion.handle)).toContain('desi-cow-ghee');
    });

    it('with VITE_SEARCH_API_URL set, the search service, without the publishable key or the token', async () => {
      const fixture = loadFixture('search-suggestions');
      const { commerce, made } = replayFixture(fixture, {
        token: 'tok',
        env: { VITE_SEARCH_API_URL: 'https://search.grocer.example' },
        answer: () => ({
          status: 200,
          body: { suggestions: [{ id: '1', title: 'Desi Cow Ghee', handle: 'desi-cow-ghee' }] },
        }),
      });
      const result = await resultOf(commerce.searchSuggestions('ghee'));
      expect(made[0]).toMatchObject({
        method: 'POST',
        url: 'https://search.grocer.example/product_search/autosuggest',
        body: { query: 'ghee', start: 0, rows: 20 },
      });
      expect(made[0]!.headers).not.toHaveProperty('authorization');
      expect(made[0]!.headers).not.toHaveProperty('x-publishable-api-key');
      expect(result).toEqual({ ok: true, value: [{ id: '1', title: 'Desi Cow Ghee', handle: 'desi-cow-ghee' }] });
    });
  });
});
