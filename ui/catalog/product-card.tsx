import * as m from '#ui-messages';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Product } from '../../core/catalog/catalog.model';
import { productHref } from '../shared/store-links';
import { useDispatch } from '../store';
import { CardVariantPicker } from './card-variant-picker';
import { QuantityStepper } from '../cart/quantity-stepper';
import { useVariantChoice } from './use-variant-choice';
import { productImage, type ImageLayout } from '../shared/image-src';
import { productTitle } from '../i18n/product-title';

export interface ProductCardProps {
  readonly product: Product;
  /** Above the fold: load the image at once rather than lazily. */
  readonly eager?: boolean;
  /** The level of the heading holding its name: 3 in a rail under its section's h2 (the default), 2 in a grid. */
  readonly headingLevel?: 2 | 3;
}

/** Cards shown before the fold in a grid get their images at once. */
const EAGER_CARDS = 4;

/** The size of a card's picture; the served images are square. */
const CARD_IMAGE_SIZE = 240;

/** A card's picture: a rail's or grid's column (ui/shared/shared.css), two on a phone, four from 1024 px. */
export const CARD_IMAGE_LAYOUT: ImageLayout = {
  sizes: '(min-width: 1024px) 280px, (min-width: 640px) 30vw, 46vw',
  minCss: 160,
  maxCss: 280,
};

/** A card's square picture at a fixed size (no layout shift), lazy unless `eager`; a grey square without one. */
export function ProductCardImage({ product, eager = false }: { readonly product: Product; readonly eager?: boolean }) {
  return product.thumbnail ? (
    <img
      className="product-card__image"
      {...productImage(product.thumbnail, CARD_IMAGE_LAYOUT)}
      alt=""
      width={CARD_IMAGE_SIZE}
      height={CARD_IMAGE_SIZE}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  ) : (
    <span className="product-card__image product-card__image--empty" />
  );
}

/** A product tile: picture, name, weight, price, quantity and 'Add'. */
export function ProductCard({ product, eager = false, headingLevel = 3 }: ProductCardProps) {
  const dispatch = useDispatch();
  const [variant, setVariantId] = useVariantChoice(product);
  const [quantity, setQuantity] = useState(1);
  const href = productHref(product.handle);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = productTitle(product);

  const add = () => {
    if (!variant) return;
    dispatch({
      type: 'cart/itemAddRequested',
      payload: { items: [{ variantId: variant.id, quantity, title }], origin: 'store' },
    });
    setQuantity(1);
  };

  return (
    <article className="product-card">
      <Link href={href} className="product-card__image-link" tabIndex={-1} aria-hidden="true">
        <ProductCardImage product={product} eager={eager} />
      </Link>
      <Heading className="product-card__title">
        <Link href={href}>{title}</Link>
      </Heading>
      <CardVariantPicker product={product} variant={variant} onChange={setVariantId} />
      <div className="product-card__actions">
        <QuantityStepper value={quantity} itemName={title} onChange={setQuantity} />
        <button
          type="button"
          className="button button--primary product-card__add"
          onClick={add}
          disabled={!variant}
          aria-label={m.catalog_card_add_label({ title })}
        >
          {m.catalog_card_add()}
        </button>
      </div>
    </article>
  );
}

/** Grey placeholder cards while a listing loads. */
export function ProductCardSkeletons({ count = 8 }: { readonly count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="product-grid__item" aria-hidden="true">
          <div className="product-card product-card--skeleton">
            <div className="skeleton skeleton--image" />
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--line skeleton--short" />
            <div className="skeleton skeleton--button" />
          </div>
        </li>
      ))}
    </>
  );
}

/**
 * A listing's grid of product cards (a category, search results) right under the page's h1, so its cards' names are
 * h2s: placeholders while it loads.
 */
export function ProductGrid({
  products,
  loading,
  label,
}: {
  readonly products: readonly Product[];
  readonly loading: boolean;
  readonly label: string;
}) {
  return (
    <ul className="product-grid" aria-busy={loading} aria-label={label}>
      {loading ? (
        <ProductCardSkeletons />
      ) : (
        products.map((product, index) => (
          <li key={product.id} className="product-grid__item">
            <ProductCard product={product} eager={index < EAGER_CARDS} headingLevel={2} />
          </li>
        ))
      )}
    </ul>
  );
}
