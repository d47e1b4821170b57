import * as m from '#ui-messages';
import { selectRecentlyViewed } from '../../core/catalog/recently-viewed.selectors';
import { useSelector } from '../store';
import { ProductRailView } from './product-rail';

/** SPEC §10.8: the products whose pages the shopper opened, newest first; nothing when there are none. */
export function RecentlyViewedRail() {
  const products = useSelector(selectRecentlyViewed);
  if (products.length === 0) return null;
  return (
    <ProductRailView id="recently-viewed" title={m.catalog_recently_viewed()} products={products} loading={false} />
  );
}
