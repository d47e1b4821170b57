import * as m from '#ui-messages';
import { useId } from 'react';
import { useValueTypedEarly } from '../shared/use-value-typed-early';
import type { Product, ProductVariant } from '../../core/catalog/catalog.model';
import { unitPrice } from '../../core/catalog/unit-price';
import { formatMoney } from '../format/money';
import { MrpAndOff } from '../shared/sale-price';
import { productTitle } from '../i18n/product-title';
import { packTitle } from './pack-title';
import { unitPriceText } from './unit-price-text';

/**
 * A product card's weight and price: a labelled select when the product comes in several weights,
 * the one weight as text otherwise; beside the price, the MRP struck through and the percent off when on sale, and the
 * price per kg or litre, which the 'Price per kg' order compares.
 */
export function CardVariantPicker({
  product,
  variant,
  onChange,
}: {
  readonly product: Product;
  readonly variant: ProductVariant | undefined;
  readonly onChange: (variantId: string) => void;
}) {
  const selectId = useId();
  const fieldRef = useValueTypedEarly<HTMLSelectElement>(variant?.id ?? '', onChange);
  const perUnit = variant ? unitPrice(variant) : null;
  return (
    <>
      {product.variants.length > 1 ? (
        <>
          <label htmlFor={selectId} className="visually-hidden">
            {m.catalog_card_weight_label({ title: productTitle(product) })}
          </label>
          <select
            ref={fieldRef}
            id={selectId}
            className="product-card__variant"
            value={variant?.id}
            onChange={(event) => onChange(event.target.value)}
          >
            {product.variants.map((option) => (
              <option key={option.id} value={option.id}>
                {packTitle(option.title)}
              </option>
            ))}
          </select>
        </>
      ) : (
        <p className="product-card__variant product-card__variant--single">
          {variant ? packTitle(variant.title) : null}
        </p>
      )}
      <p className="product-card__price">
        {variant ? formatMoney(variant.price) : null}
        {variant ? <MrpAndOff {...variant} /> : null}
        {perUnit ? <span className="product-card__unit-price">{unitPriceText(perUnit)}</span> : null}
      </p>
    </>
  );
}
