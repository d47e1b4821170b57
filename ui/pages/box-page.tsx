import * as m from '#ui-messages';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { Listing, Product, ProductVariant, Rail } from '../../core/catalog/catalog.model';
import { selectListing, selectRail } from '../../core/catalog/catalog.selectors';
import { formatMoney } from '../format/money';
import { useDocumentHead } from '../head/document-head';
import { useDispatch, useSelector } from '../store';
import '../shared/shared.css';
import '../catalog/catalog.css';
import { boxConfig, type BoxConfig, type BoxSource } from '../catalog/box-config';
import { NotFoundHelp } from './not-found-page';
import { handleToWords } from '../catalog/handle-words';
import { CardVariantPicker } from '../catalog/card-variant-picker';
import type { PageProps } from '../routes/page-props';
import { ProductCardImage, ProductCardSkeletons } from '../catalog/product-card';
import { RetryNotice } from '../shared/retry-notice';
import { useVariantChoice } from '../catalog/use-variant-choice';
import { fixedImageLayout, productImage } from '../shared/image-src';
import { productTitle } from '../i18n/product-title';
import { packTitle } from '../catalog/pack-title';

/** One slot of the box: a product and the weight of it picked. */
export interface BoxPick {
  readonly product: Product;
  readonly variant: ProductVariant;
}

/** The picks as cart items: one per variant, with how many of it. */
export function boxItems(picks: readonly BoxPick[]): { variantId: string; quantity: number; title: string }[] {
  const items = new Map<string, { variantId: string; quantity: number; title: string }>();
  for (const { product, variant } of picks) {
    const item = items.get(variant.id);
    if (item) item.quantity += 1;
    else items.set(variant.id, { variantId: variant.id, quantity: 1, title: productTitle(product) });
  }
  return [...items.values()];
}

/** The picks behind the picked variant ids, in slot order; a variant the box no longer offers drops out. */
function picksOf(variantIds: readonly string[], products: readonly Product[]): BoxPick[] {
  return variantIds.flatMap((variantId) => {
    for (const product of products) {
      const variant = product.variants.find((candidate) => candidate.id === variantId);
      if (variant) return [{ product, variant }];
    }
    return [];
  });
}

/** The products a box offers, with their load status, from the core, and a way to ask again after a failure. */
function useBoxChoices(source: BoxSource) {
  const dispatch = useDispatch();
  const entry = useSelector<Listing | Rail | undefined>(
    source.kind === 'category' ? selectListing(source.handle, 'popularity') : selectRail(source.rail),
  );
  const load = useCallback(() => {
    if (source.kind === 'category')
      dispatch({ type: 'catalog/listingRequested', payload: { handle: source.handle, order: 'popularity' } });
    else dispatch({ type: 'catalog/railRequested', payload: { rail: source.rail } });
  }, [dispatch, source]);
  useEffect(load, [load]);
  const products = entry?.products ?? [];
  const status = entry?.status ?? 'idle';
  return {
    products,
    loading: (status === 'idle' || status === 'loading') && products.length === 0,
    failed: status === 'failed' || status === 'notFound',
    retry: load,
  };
}

function BoxChoice({
  product,
  full,
  count,
  onPick,
}: {
  readonly product: Product;
  readonly full: boolean;
  readonly count: number;
  readonly onPick: (variantId: string) => void;
}) {
  const [variant, setVariantId] = useVariantChoice(product);
  return (
    <article className="product-card box-choice">
      <ProductCardImage product={product} />
      <h3 className="product-card__title">{productTitle(product)}</h3>
      <CardVariantPicker product={product} variant={variant} onChange={setVariantId} />
      <button
        type="button"
        className="button button--primary"
        disabled={full || !variant}
        aria-label={m.catalog_box_add_label({ title: productTitle(product) })}
        onClick={() => variant && onPick(variant.id)}
      >
        {m.catalog_box_add()}
      </button>
      {count > 0 ? <p className="box-choice__count">{m.catalog_box_count({ count })}</p> : null}
    </article>
  );
}

/** /{product}-box: a box the store knows, titled by its box; any other word is a not-found page. */
export function BoxPage({ params }: PageProps) {
  const product = params['product'] ?? '';
  const config = boxConfig(product);
  if (config === null) {
    return (
      <NotFoundHelp
        title={m.catalog_box_not_found()}
        message={m.catalog_box_not_found_text({ name: handleToWords(product) })}
      />
    );
  }
  return <BoxBuilder config={config} />;
}

/** Fill the box's slots from its choices, then put the whole box in the cart at once. */
function BoxBuilder({ config }: { readonly config: BoxConfig }) {
  const { name } = config;
  const dispatch = useDispatch();
  const [pickedIds, setPickedIds] = useState<readonly string[]>([]);
  const [added, setAdded] = useState(false);
  const { products, loading, failed, retry } = useBoxChoices(config.source);
  useDocumentHead({ title: m.catalog_box_title({ name }), description: config.intro });

  const picks = picksOf(pickedIds, products);
  const full = picks.length >= config.slots;
  const total = picks.reduce((sum, { variant }) => sum + variant.price, 0);
  const pick = (variantId: string) => {
    if (full) return;
    setPickedIds([...picks.map(({ variant }) => variant.id), variantId]);
    setAdded(false);
  };
  const unpick = (slot: number) =>
    setPickedIds(picks.filter((_, position) => position !== slot).map(({ variant }) => variant.id));
  const addBox = () => {
    if (!full) return;
    dispatch({ type: 'cart/itemAddRequested', payload: { items: boxItems(picks), origin: 'store' } });
    setPickedIds([]);
    setAdded(true);
  };

  return (
    <div className="box-page">
      <h1 className="page-title">{m.catalog_box_title({ name })}</h1>
      <p className="box-page__intro">{config.intro}</p>
      <div className="box-page__layout">
        <section className="summary-card box-summary" aria-labelledby="box-summary-title">
          <h2 id="box-summary-title" className="summary-card__title">
            {m.catalog_box_yours()}
          </h2>
          <p className="box-summary__progress-text" aria-live="polite">
            {m.catalog_box_progress({ picked: picks.length, slots: config.slots })}
          </p>
          <progress
            className="box-summary__progress"
            max={config.slots}
            value={picks.length}
            aria-label={m.catalog_box_filled()}
          />
          <ol className="box-slots">
            {Array.from({ length: config.slots }, (_, index) => {
              const slot = picks[index];
              return (
                <li key={index} className={`box-slot${slot ? ' box-slot--filled' : ''}`}>
                  {slot ? (
                    <>
                      {slot.product.thumbnail ? (
                        <img
                          {...productImage(slot.product.thumbnail, fixedImageLayout(48))}
                          alt=""
                          width={48}
                          height={48}
                          decoding="async"
                          className="box-slot__image"
                        />
                      ) : null}
                      <span className="box-slot__name">
                        {productTitle(slot.product)}{' '}
                        <span className="box-slot__variant">{packTitle(slot.variant.title)}</span>
                      </span>
                      <button
                        type="button"
                        className="link-button box-slot__remove"
                        aria-label={m.catalog_box_remove_label({
                          title: productTitle(slot.product),
                          pack: packTitle(slot.variant.title),
                        })}
                        onClick={() => unpick(index)}
                      >
                        {m.cart_remove()}
                      </button>
                    </>
                  ) : (
                    <span className="box-slot__empty">{m.catalog_box_slot_empty({ position: index + 1 })}</span>
                  )}
                </li>
              );
            })}
          </ol>
          <p className="box-summary__total">
            {m.catalog_box_total()} <strong>{formatMoney(total)}</strong>
          </p>
          <button type="button" className="button button--primary button--block" disabled={!full} onClick={addBox}>
            {full ? m.catalog_box_add_to_cart() : m.catalog_box_pick_more({ count: config.slots - picks.length })}
          </button>
          {added ? (
            <p className="box-summary__added" role="status">
              {m.catalog_box_added()} <Link href="/cart">{m.catalog_box_go_to_cart()}</Link>
            </p>
          ) : null}
        </section>
        <section className="box-choices" aria-labelledby="box-choices-title">
          <h2 id="box-choices-title" className="section-title">
            {m.catalog_box_choose()}
          </h2>
          {failed && products.length === 0 ? (
            <RetryNotice onRetry={retry}>
              <p>{m.catalog_box_failed()}</p>
            </RetryNotice>
          ) : (
            <ul className="product-grid" aria-busy={loading}>
              {loading ? (
                <ProductCardSkeletons count={4} />
              ) : (
                products.map((choice) => (
                  <li key={choice.id} className="product-grid__item">
                    <BoxChoice
                      product={choice}
                      full={full}
                      count={picks.filter((entry) => entry.product.id === choice.id).length}
                      onPick={pick}
                    />
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
