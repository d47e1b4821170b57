import * as m from '#ui-messages';
import { cardVariant, type ProductSuggestion } from '../../core/suggestion/suggestion.model';
import { formatMoney } from '../format/money';
import { MrpAndOff } from '../shared/sale-price';
import { useDispatch, useSelector } from '../store';
import { selectSuggestion } from '../../core/suggestion/suggestion.selectors';
import { fixedImageLayout, productImage } from '../shared/image-src';
import { productTitle } from '../i18n/product-title';

/** The MRP of the pack a card shows, from the product's packs (the first pack's summary fields carry none). */
const saleOf = (variants: ProductSuggestion['variants'], variantId: string | null) =>
  variants?.find((variant) => variant.id === variantId)?.originalPrice;

/** The product an assistant answer names, in the pack it meant (else the first), with its price and 'Add to cart'. */
export function ProductCard({
  handle,
  variantId: meant = null,
}: {
  readonly handle: string;
  readonly variantId?: string | null;
}) {
  const suggestion = useSelector(selectSuggestion(handle));
  const dispatch = useDispatch();
  if (suggestion === undefined || suggestion.status === 'loading') {
    return (
      <div className="chat-product chat-product--loading" aria-busy="true" aria-label={m.chat_loading_product()} />
    );
  }
  if (suggestion.status !== 'loaded' || suggestion.title === null) return null;
  const { thumbnail } = suggestion;
  const title = productTitle({ ...suggestion, title: suggestion.title });
  const variant = cardVariant(suggestion, meant);
  const variantId = variant?.id ?? null;
  const variantTitle = variant?.title ?? null;
  const price = variant?.price ?? null;
  return (
    <article className="chat-product" aria-label={title}>
      {thumbnail ? (
        <img
          className="chat-product__image"
          {...productImage(thumbnail, fixedImageLayout(64))}
          alt={title}
          width={64}
          height={64}
          loading="lazy"
        />
      ) : null}
      <div className="chat-product__body">
        <h3 className="chat-product__title">{title}</h3>
        {variantTitle ? <p className="chat-product__weight">{variantTitle}</p> : null}
        {price !== null ? (
          <p className="chat-product__price">
            {formatMoney(price)}
            <MrpAndOff price={price} originalPrice={saleOf(suggestion.variants, variantId)} />
          </p>
        ) : null}
        <button
          type="button"
          className="chat-product__add"
          disabled={variantId === null}
          onClick={() => {
            if (variantId === null) return;
            dispatch({
              type: 'cart/itemAddRequested',
              payload: { items: [{ variantId, quantity: 1, title }], origin: 'chat' },
            });
          }}
        >
          {m.catalog_add_to_cart()}
        </button>
      </div>
    </article>
  );
}
