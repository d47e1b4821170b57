import { describe, expect, it } from 'vitest';
import type { SearchOrder } from '../../results/search-results.model';
import {
  asRecorded,
  loadFixture,
  queryOf,
  replayFixture,
  resultOf,
} from '../../../harness/fakes/medusa-fixture-replay';

/**
 * `search-products.json` is hand-written in the recorded shape: the request the adapter makes, and
 * Medusa 2.21's answer assembled from the recorded product records of `listing.json` and `rail-new.json`.
 */
const fixture = loadFixture('search-products');
const handles = (result: Awaited<ReturnType<typeof search>>) =>
  result.ok ? result.value.products.map((product) => product.handle) : result;
const search = (order: SearchOrder, limit = 48) =>
  resultOf(replayFixture(fixture).commerce.searchProducts('ghee', order, limit, fixture.regionId));

describe('medusa search results on /store/products?q=', () => {
  it("asks for the query with region_id, a card's fields (not the page's) and the sort window, oldest first", async () => {
    const { commerce, made } = replayFixture(fixture);
    await resultOf(commerce.searchProducts('ghee', 'relevance', 48, fixture.regionId));
    expect(asRecorded(made)).toEqual(fixture.exchanges.map((exchange) => exchange.request));
    const query = queryOf(made[0]!.url);
    expect(query).toMatchObject({
      q: 'ghee',
      region_id: fixture.regionId,
      order: 'created_at',
      limit: '100',
      offset: '0',
    });
    const fields = query['fields']!.split(',');
    expect(fields).toEqual(expect.arrayContaining(['*variants.calculated_price', 'metadata', 'thumbnail']));
    for (const pageOnly of ['description', 'images.url', '*categories']) expect(fields).not.toContain(pageOnly);
  });

  it('relevance: a title starting with the query, then titles with a word starting with it, by popularity', async () => {
    expect(handles(await search('relevance'))).toEqual([
      'ghee-jaggery-gift-box',
      'a2-desi-cow-ghee',
      'desi-cow-ghee',
      'a2-gir-cow-ghee',
      'buffalo-ghee',
      'organic-cow-ghee',
    ]);
  });

  it('the listing orders apply to the matches, and the limit cuts after ordering; count is every match', async () => {
    const perKg = await search('price_per_kg', 3);
    // 500 ml packs for ₹529, ₹649 and ₹849 before a 250 ml pack for ₹549 (₹2,196 a litre)
    expect(perKg.ok && perKg.value.products.map((product) => product.variants[0]!.price)).toEqual([
      52900, 64900, 84900,
    ]);
    expect(perKg.ok && perKg.value.count).toBe(6);
    const asc = await search('price_asc', 3);
    expect(asc.ok && asc.value.products.map((product) => product.variants[0]!.price)).toEqual([52900, 54900, 64900]);
    expect(handles(await search('popularity'))).toEqual([
      'a2-desi-cow-ghee',
      'desi-cow-ghee',
      'a2-gir-cow-ghee',
      'buffalo-ghee',
      'organic-cow-ghee',
      'ghee-jaggery-gift-box',
    ]);
  });

  it('no match is an empty page; an error keeps its status and only a JSON message', async () => {
    const none = replayFixture(fixture, {
      answer: () => ({ status: 200, body: { products: [], count: 0, offset: 0, limit: 100 } }),
    });
    expect(await resultOf(none.commerce.searchProducts('xyzzy', 'relevance', 48, fixture.regionId))).toEqual({
      ok: true,
      value: { products: [], count: 0 },
    });
    const html = replayFixture(fixture, { answer: () => ({ status: 502, body: '<html>Bad gateway</html>' }) });
    expect(await resultOf(html.commerce.searchProducts('ghee', 'relevance', 48, fixture.regionId))).toEqual({
      ok: false,
      kind: 'failed',
      status: 502,
      message: null,
    });
  });
});
