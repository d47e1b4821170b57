import { useEffect } from 'react';
import type { RailId } from '../../core/catalog/catalog.model';
import type { RootState } from '../../core/root.reducer';
import { useDispatch, useSelector } from '../store';
import { ProductCard, ProductCardSkeletons } from './product-card';
import { useInView } from './use-in-view';

export interface ProductRailProps {
  readonly rail: RailId;
  readonly title: string;
  /** A product to leave out (the one whose page shows the rail). */
  readonly excludeId?: string;
  readonly limit?: number;
  /** Ask for the rail only when it comes near the viewport (rails far down the home page). */
  readonly deferred?: boolean;
}

/** A titled row of product cards from a home rail; it asks the core for the rail when shown. */
export function ProductRail({ rail, title, excludeId, limit = 12, deferred = false }: ProductRailProps) {
  const dispatch = useDispatch();
  const entry = useSelector((state: RootState) => state.catalog.rails[rail]);
  const [ref, inView] = useInView<HTMLElement>(deferred);
  useEffect(() => {
    if (inView) dispatch({ type: 'catalog/railRequested', payload: { rail } });
  }, [dispatch, rail, inView]);

  const products = (entry?.products ?? []).filter((product) => product.id !== excludeId).slice(0, limit);
  const loading = !entry || entry.status === 'idle' || entry.status === 'loading';
  if (!loading && products.length === 0) return null;
  const headingId = `rail-${rail.replace(/[^a-z0-9]+/gi, '-')}`;

  return (
    <section ref={ref} className="product-rail" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {title}
      </h2>
      <ul className="product-rail__list" aria-busy={loading && products.length === 0}>
        {loading && products.length === 0 ? (
          <ProductCardSkeletons count={4} />
        ) : (
          products.map((product) => (
            <li key={product.id} className="product-rail__item">
              <ProductCard product={product} />
            </li>
          ))
        )}
      </ul>
    </section>
  );
}
