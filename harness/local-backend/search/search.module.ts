import type { BackendModule } from '../backend-module';
import type { Catalog } from '../catalog/catalog.model';
import { badRequest } from '../http/http-error';
import { Fields } from '../http/validate';
import { DEFAULT_SEARCH_ROWS, searchProducts } from './product-search';

const MAX_SEARCH_ROWS = 50;
const MAX_SEARCH_START = 10_000;
const MAX_QUERY_LENGTH = 200;

/**
 * The search service: `POST /product_search/autosuggest` with `{ query, start = 0, rows = 20 }`
 * answers `{ suggestions: [{ id, title, handle }] }`, ranked. An empty query answers no
 * suggestions; rows past 50 and any wrongly typed field answer 400.
 */
export function createSearchModule(catalog: Catalog): BackendModule {
  return {
    name: 'search',
    routes(router) {
      router.post('/product_search/autosuggest', async (ctx) => {
        const fields = new Fields(await ctx.json());
        const query = fields.raw('query');
        if (typeof query !== 'string') throw badRequest('query is required and must be a string');
        if (query.length > MAX_QUERY_LENGTH) throw badRequest(`query must be at most ${MAX_QUERY_LENGTH} characters`);
        const start = fields.optionalInteger('start', { min: 0, max: MAX_SEARCH_START }) ?? 0;
        const rows = fields.optionalInteger('rows', { min: 0, max: MAX_SEARCH_ROWS }) ?? DEFAULT_SEARCH_ROWS;
        return { body: { suggestions: searchProducts(catalog, query, { start, rows }) } };
      });
    },
    reset() {},
  };
}
