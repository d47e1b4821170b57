import * as m from '#ui-messages';
import { useEffect, useRef, type Ref } from 'react';
import { Link } from 'wouter';
import type { Product, RailId } from '../../core/catalog/catalog.model';
import { useDispatch, useSelector } from '../store';
import { ProductCard, ProductCardSkeletons } from './product-card';
import { useInView } from '../shared/use-in-view';
import { selectRail } from '../../core/catalog/catalog.selectors';

export interface ProductRailProps {
  readonly rail: RailId;
  readonly title: string;
  /** A product to leave out (the one whose page shows the rail). */
  readonly excludeId?: string;
  readonly limit?: number;
  /** Ask for the rail only when it comes near the viewport (rails far down the home page). */
  readonly deferred?: boolean;
  /** How many of the first cards load their pictures at once (a rail on the first screen); none by default. */
  readonly eagerCards?: number;
}

/** The category a rail shows ('category:ghee'), or null for the other rails. */
const railCategory = (rail: RailId): string | null =>
  rail.startsWith('category:') ? rail.slice('category:'.length) : null;

/**
 * A titled row of product cards from a home rail; it asks the core for the rail when shown.
 * Arrows scroll the row a view at a time; a category rail links 'View all' to its category.
 */
export function ProductRail({
  rail,
  title,
  excludeId,
  limit = 12,
  deferred = false,
  eagerCards = 0,
}: ProductRailProps) {
  const dispatch = useDispatch();
  const entry = useSelector(selectRail(rail));
  const [ref, inView] = useInView<HTMLElement>(deferred);
  useEffect(() => {
    if (inView) dispatch({ type: 'catalog/railRequested', payload: { rail } });
  }, [dispatch, rail, inView]);

  const products = (entry?.products ?? []).filter((product) => product.id !== excludeId).slice(0, limit);
  const loading = !entry || entry.status === 'idle' || entry.status === 'loading';
  if (!loading && products.length === 0) return null;
  return (
    <ProductRailView
      sectionRef={ref}
      id={rail}
      title={title}
      products={products}
      loading={loading}
      category={railCategory(rail)}
      eagerCards={eagerCards}
    />
  );
}

export interface ProductRailViewProps {
  /** Names the rail's heading (`rail-{id}`). */
  readonly id: string;
  readonly title: string;
  readonly products: readonly Product[];
  readonly loading: boolean;
  /** Links 'View all' to this category. */
  readonly category?: string | null;
  readonly eagerCards?: number;
  readonly sectionRef?: Ref<HTMLElement>;
}

/** A titled row of product cards, with arrows that scroll it a view at a time; placeholders while it loads. */
export function ProductRailView({
  id,
  title,
  products,
  loading,
  category = null,
  eagerCards = 0,
  sectionRef,
}: ProductRailViewProps) {
  const list = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const element = list.current;
    if (element && typeof element.scrollBy === 'function')
      element.scrollBy({ left: direction * element.clientWidth, behavior: 'smooth' });
  };
  const headingId = `rail-${id.replace(/[^a-z0-9]+/gi, '-')}`;

  return (
    <section ref={sectionRef} className="product-rail" aria-labelledby={headingId}>
      <div className="product-rail__head">
        <h2 id={headingId} className="section-title">
          {title}
        </h2>
        {category ? (
          <Link
            href={`/categories/${category}`}
            className="product-rail__all"
            aria-label={m.catalog_rail_view_all_label({ title })}
          >
            {m.catalog_rail_view_all()}
          </Link>
        ) : null}
        <button
          type="button"
          className="icon-button product-rail__arrow"
          aria-label={m.catalog_rail_scroll_left({ title })}
          onClick={() => scroll(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="icon-button product-rail__arrow"
          aria-label={m.catalog_rail_scroll_right({ title })}
          onClick={() => scroll(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <ul ref={list} className="product-rail__list" aria-busy={loading && products.length === 0}>
        {loading && products.length === 0 ? (
          <ProductCardSkeletons count={4} />
        ) : (
          products.map((product, index) => (
            <li key={product.id} className="product-rail__item">
              <ProductCard product={product} eager={index < eagerCards} />
            </li>
          ))
        )}
      </ul>
    </section>
  );
}
