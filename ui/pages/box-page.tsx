import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { listingKey, type Product } from '../../core/catalog/catalog.model';
import type { RootState } from '../../core/root.reducer';
import { formatMoney } from '../format/money';
import { useDocumentHead } from '../head/document-head';
import { useDispatch, useSelector } from '../store';
import '../styles/pages/shared.css';
import '../styles/pages/catalog.css';
import { boxConfig, type BoxSource } from './box-config';
import { handleToWords } from './handle-words';
import { CardVariantPicker } from './card-variant-picker';
import type { PageProps } from './page-props';
import { ProductCardSkeletons } from './product-card';

/** One item placed in a slot of the box. */
export interface BoxPick {
  readonly variantId: string;
  readonly productTitle: string;
  readonly variantTitle: string;
  readonly price: number;
  readonly thumbnail: string | null;
}

/** The picks as cart items: one per variant, with how many of it. */
export function boxItems(picks: readonly BoxPick[]): { variantId: string; quantity: number; title: string }[] {
  const items = new Map<string, { variantId: string; quantity: number; title: string }>();
  for (const pick of picks) {
    const item = items.get(pick.variantId);
    if (item) item.quantity += 1;
    else items.set(pick.variantId, { variantId: pick.variantId, quantity: 1, title: pick.productTitle });
  }
  return [...items.values()];
}

/** The products a box offers, with their load status, from the core. */
function useBoxChoices(source: BoxSource): { readonly products: readonly Product[]; readonly loading: boolean; readonly failed: boolean } {
  const dispatch = useDispatch();
  const sourceKey = source.kind === 'category' ? listingKey(source.handle, 'popularity') : source.rail;
  const entry = useSelector((state: RootState) => (source.kind === 'category' ? state.catalog.listings[sourceKey] : state.catalog.rails[sourceKey]));
  useEffect(() => {
    if (source.kind === 'category') dispatch({ type: 'catalog/categoryViewed', payload: { handle: source.handle, order: 'popularity' } });
    else dispatch({ type: 'catalog/railRequested', payload: { rail: source.rail } });
  }, [dispatch, source]);
  const products = entry?.products ?? [];
  const status = entry?.status ?? 'idle';
  return { products, loading: (status === 'idle' || status === 'loading') && products.length === 0, failed: status === 'failed' || status === 'notFound' };
}

function BoxChoice({ product, full, count, onPick }: { readonly product: Product; readonly full: boolean; readonly count: number; readonly onPick: (pick: BoxPick) => void }) {
  const [variantId, setVariantId] = useState(product.variants[0]?.id ?? '');
  const variant = product.variants.find((candidate) => candidate.id === variantId) ?? product.variants[0];
  return (
    <article className="product-card box-choice">
      {product.thumbnail ? <img className="product-card__image" src={product.thumbnail} alt="" width={160} height={160} loading="lazy" decoding="async" /> : null}
      <h3 className="product-card__title">{product.title}</h3>
      <CardVariantPicker product={product} variantId={variant?.id} onChange={setVariantId} />
      <button
        type="button"
        className="button button--primary"
        disabled={full || !variant}
        aria-label={`Add to box: ${product.title}`}
        onClick={() => variant && onPick({ variantId: variant.id, productTitle: product.title, variantTitle: variant.title, price: variant.price, thumbnail: product.thumbnail })}
      >
        Add to box
      </button>
      {count > 0 ? <p className="box-choice__count">{count} in your box</p> : null}
    </article>
  );
}

/** /{product}-box: fill the box's slots from its choices, then put the whole box in the cart at once. */
export function BoxPage({ params }: PageProps) {
  const product = params['product'] ?? '';
  const name = handleToWords(product);
  const config = boxConfig(product);
  const dispatch = useDispatch();
  const [picks, setPicks] = useState<readonly BoxPick[]>([]);
  const [added, setAdded] = useState(false);
  const { products, loading, failed } = useBoxChoices(config.source);
  useDocumentHead({ title: `Customize your ${name} box`, description: config.intro });

  const full = picks.length >= config.slots;
  const total = picks.reduce((sum, pick) => sum + pick.price, 0);
  const pick = (next: BoxPick) => {
    if (full) return;
    setPicks([...picks, next]);
    setAdded(false);
  };
  const addBox = () => {
    if (!full) return;
    dispatch({ type: 'cart/itemAddRequested', payload: { items: boxItems(picks), origin: 'store' } });
    setPicks([]);
    setAdded(true);
  };

  return (
    <div className="box-page">
      <h1 className="page-title">Customize your {name} box</h1>
      <p className="box-page__intro">{config.intro}</p>
      <div className="box-page__layout">
        <section className="box-summary" aria-labelledby="box-summary-title">
          <h2 id="box-summary-title" className="box-summary__title">
            Your box
          </h2>
          <p className="box-summary__progress-text" aria-live="polite">
            {picks.length} of {config.slots} picked
          </p>
          <progress className="box-summary__progress" max={config.slots} value={picks.length} aria-label="Box filled" />
          <ol className="box-slots">
            {Array.from({ length: config.slots }, (_, index) => {
              const slot = picks[index];
              return (
                <li key={index} className={`box-slot${slot ? ' box-slot--filled' : ''}`}>
                  {slot ? (
                    <>
                      {slot.thumbnail ? <img src={slot.thumbnail} alt="" width={48} height={48} className="box-slot__image" /> : null}
                      <span className="box-slot__name">
                        {slot.productTitle} <span className="box-slot__variant">{slot.variantTitle}</span>
                      </span>
                      <button
                        type="button"
                        className="link-button box-slot__remove"
                        aria-label={`Remove ${slot.productTitle} (${slot.variantTitle}) from the box`}
                        onClick={() => setPicks(picks.filter((_, position) => position !== index))}
                      >
                        Remove
                      </button>
                    </>
                  ) : (
                    <span className="box-slot__empty">Slot {index + 1}: empty</span>
                  )}
                </li>
              );
            })}
          </ol>
          <p className="box-summary__total">
            Box total <strong>{formatMoney(total)}</strong>
          </p>
          <button type="button" className="button button--primary button--block" disabled={!full} onClick={addBox}>
            {full ? 'Add box to cart' : `Pick ${config.slots - picks.length} more to add the box`}
          </button>
          {added ? (
            <p className="box-summary__added" role="status">
              Your box is on its way to the cart. <Link href="/cart">Go to your cart</Link>
            </p>
          ) : null}
        </section>
        <section className="box-choices" aria-labelledby="box-choices-title">
          <h2 id="box-choices-title" className="section-title">
            Choose your items
          </h2>
          {failed && products.length === 0 ? (
            <p className="notice notice--error" role="alert">
              We could not load the choices for this box. Please refresh the page to try again.
            </p>
          ) : (
            <ul className="product-grid" aria-busy={loading}>
              {loading ? (
                <ProductCardSkeletons count={4} />
              ) : (
                products.map((choice) => (
                  <li key={choice.id} className="product-grid__item">
                    <BoxChoice product={choice} full={full} count={picks.filter((entry) => choice.variants.some((v) => v.id === entry.variantId)).length} onPick={pick} />
                  </li>
                ))
              )}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
