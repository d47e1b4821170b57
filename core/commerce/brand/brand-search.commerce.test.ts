import { firstValueFrom, of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { testEndpoints } from '../../../harness/fakes';
import { createSeedCatalog } from '../../../harness/local-backend/catalog/seed-catalog';
import { searchProducts as suggestFromCatalog } from '../../../harness/local-backend/search/product-search';
import { listProducts } from '../../../harness/local-backend/store/product-listing';
import type { ApiClient, CallOptions } from '../../http/api-client';
import type { HttpResponse } from '../../ports';
import type { SearchOrder } from '../../results/search-results.model';
import type { Product } from '../../catalog/catalog.model';
import { brandCommerce, CARD_FIELDS } from './brand.commerce';

const catalog = createSeedCatalog();

/** A brand adapter whose GETs are answered by the local backend's product listing, recording what was asked. */
function onLocalCatalog(answer?: HttpResponse) {
  const gets: { path: string; options: CallOptions | undefined }[] = [];
  const refuse = () => of<HttpResponse>({ status: 500, body: null });
  const client: ApiClient = {
    get: (path, options) => {
      gets.push({ path, options });
      if (answer) return of(answer);
      const params = new URLSearchParams(
        Object.entries(options?.query ?? {}).map(([key, value]) => [key, String(value)]),
      );
      return of({ status: 200, body: JSON.parse(JSON.stringify(listProducts(catalog, params))) });
    },
    post: refuse,
    put: refuse,
    patch: refuse,
    delete: refuse,
    upload: () => of({ status: 500 }),
  };
  return { commerce: brandCommerce({ api: client, raw: client, endpoints: testEndpoints() }), gets };
}

const handlesFor = async (query: string, order: SearchOrder, limit = 48) => {
  const result = await firstValueFrom(onLocalCatalog().commerce.searchProducts(query, order, limit, null));
  if (!result.ok) throw new Error(`search failed: ${JSON.stringify(result)}`);
  return result.value;
};

describe('brand adapter: search results (GET /store/products?q=)', () => {
  it('asks for the query with the limit from the start; relevance sends no order, a listing order is sent as it is', async () => {
    const { commerce, gets } = onLocalCatalog();
    await firstValueFrom(commerce.searchProducts('ghee', 'relevance', 48, null));
    await firstValueFrom(commerce.searchProducts('ghee', 'price_asc', 48, null));
    expect(gets).toEqual([
      { path: '/store/products', options: { query: { q: 'ghee', limit: 48, offset: 0, fields: CARD_FIELDS } } },
      {
        path: '/store/products',
        options: { query: { q: 'ghee', order: 'price_asc', limit: 48, offset: 0, fields: CARD_FIELDS } },
      },
    ]);
  });

  it("ranks as the suggestions do: 'gee' and 'ghi' put ghee first, in the suggestions' order", async () => {
    for (const query of ['gee', 'ghi', 'ghee']) {
      const page = await handlesFor(query, 'relevance', 5);
      expect(page.products[0]?.categories[0]?.handle, query).toBe('ghee');
      expect(page.products.map((product) => product.handle)).toEqual(
        suggestFromCatalog(catalog, query, { rows: 5 }).map((suggestion) => suggestion.handle),
      );
    }
  });

  it("counts every match, gives at most the limit, and orders by the first pack's price, or per kg when asked (issue 25 item 2)", async () => {
    const perKg = (product: Product) => {
      const first = product.variants[0]!;
      return first.weight ? (first.price * 1000) / first.weight : Infinity;
    };
    const packPrice = (product: Product) => product.variants[0]!.price;
    const page = await handlesFor('atta', 'price_per_kg', 3);
    expect(page.products).toHaveLength(3);
    expect(page.count).toBeGreaterThan(3);
    const cheapest = page.products.map(perKg);
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    const asc = (await handlesFor('atta', 'price_asc')).products.map(packPrice);
    expect(asc.length).toBeGreaterThan(3);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const dearest = (await handlesFor('atta', 'price_desc')).products.map(packPrice);
    expect(dearest).toEqual([...asc].sort((a, b) => b - a));
  });

  it('nothing matching is an empty page, not a failure', async () => {
    expect(await handlesFor('xyzzy qwerty', 'relevance')).toEqual({ products: [], count: 0 });
  });

  it('a failed or unreadable answer keeps its kind and only a JSON message', async () => {
    const failed = await firstValueFrom(
      onLocalCatalog({ status: 502, body: '<html>Bad gateway</html>' }).commerce.searchProducts(
        'ghee',
        'relevance',
        48,
        null,
      ),
    );
    expect(failed).toEqual({ ok: false, kind: 'failed', status: 502, message: null });
    const unreadable = await firstValueFrom(
      onLocalCatalog({ status: 200, body: { products: 'none' } }).commerce.searchProducts(
        'ghee',
        'relevance',
        48,
        null,
      ),
    );
    expect(unreadable).toMatchObject({ ok: false, kind: 'unreadable', status: 200 });
  });
});
