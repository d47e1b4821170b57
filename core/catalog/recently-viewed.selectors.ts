import type { RootState } from '../root.reducer';
import type { CatalogState, Product } from './catalog.model';
import { cardProductOf } from './recently-viewed';
import type { RecentProduct } from './recently-viewed.model';

let lastSeen: {
  readonly recent: readonly RecentProduct[];
  readonly catalog: CatalogState;
  readonly products: readonly Product[];
} | null = null;

/**
 * SPEC §10.8: the products for the 'Recently viewed' rail, newest first: the catalogue's own product when it is
 * loaded (today's price), else the card kept when it was seen. The same list while neither changes.
 */
export function selectRecentlyViewed({ recentlyViewed: recent, catalog }: RootState): readonly Product[] {
  if (lastSeen?.recent === recent && lastSeen.catalog === catalog) return lastSeen.products;
  const products = recent.map((product) => {
    const entry = catalog.products[product.handle];
    return entry?.status === 'loaded' && entry.product ? entry.product : cardProductOf(product);
  });
  const same =
    lastSeen !== null &&
    lastSeen.products.length === products.length &&
    lastSeen.products.every((product, index) => product === products[index]);
  lastSeen = { recent, catalog, products: same && lastSeen ? lastSeen.products : products };
  return lastSeen.products;
}
