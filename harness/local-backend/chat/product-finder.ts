import type { Catalog, CatalogProduct } from '../catalog/catalog.model';
import { searchProducts } from '../search/product-search';
import { meaningfulTokens, searchForms } from '../search/search-text';
import { meetsDietNeed, namedForDietNeed, readDietNeeds } from './diet-needs';

/** How many search matches a query's products are taken from. */
const SEARCH_ROWS = 10;

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = key(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

function holdsEvery(product: CatalogProduct, words: readonly string[]): boolean {
  const names = [product.title, product.metadata.hindi_name, ...product.metadata.aliases].flatMap(
    (name) => searchForms(name).canonical,
  );
  return words.every((word) => names.includes(word));
}

function searchFor(catalog: Catalog, query: string, rows: number): CatalogProduct[] {
  let found = searchProducts(catalog, query, { start: 0, rows });
  if (found.length === 0) {
    found = uniqueBy(
      query.split(' ').flatMap((word) => searchProducts(catalog, word, { start: 0, rows })),
      (hit) => hit.id,
    );
  }
  const products = found.flatMap((hit) => catalog.productByHandle(hit.handle) ?? []);
  const words = meaningfulTokens(searchForms(query));
  const strong = words.length > 0 ? products.filter((product) => holdsEvery(product, words)) : [];
  return strong.length > 0 ? strong : products;
}

/**
 * The products a query names, best first: those whose name or alias holds every word of the
 * query when there are any (so 'mustard oil' is one product, 'ghee' every ghee), else the ranked
 * partial matches; each word is searched on its own when the whole finds nothing. Diet words
 * ('sugar free', 'for kids', 'gluten free') keep only the products that meet them, those named
 * for the need first ('sugar free atta' is the Low GI Diabetic Care Atta first).
 */
export function findProducts(catalog: Catalog, query: string): CatalogProduct[] {
  if (!query) return [];
  const { needs, rest } = readDietNeeds(query);
  if (needs.length === 0) return searchFor(catalog, query, SEARCH_ROWS);
  const pool = rest
    ? searchFor(catalog, rest, catalog.products().length)
    : [...catalog.products()].sort((a, b) => b.metadata.popularity - a.metadata.popularity);
  const fitting = pool.filter((product) => needs.every((need) => meetsDietNeed(product, need)));
  const named = (product: CatalogProduct) => needs.some((need) => namedForDietNeed(product, need));
  return [...fitting.filter(named), ...fitting.filter((product) => !named(product))];
}
