import * as m from '#ui-messages';
import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { normalizeHandle, type Product } from '../../core/catalog/catalog.model';
import { categoryHref, productHref } from '../shared/store-links';
import { formatMoney } from '../format/money';
import { MrpAndOff } from '../shared/sale-price';
import { unitPrice } from '../../core/catalog/unit-price';
import { useDocumentHead } from '../head/document-head';
import { productJsonLd } from '../head/product-json-ld';
import { useDispatch, useSelector } from '../store';
import '../shared/shared.css';
import '../catalog/catalog.css';
import { handleToWords } from '../catalog/handle-words';
import { NotFoundHelp } from './not-found-page';
import type { PageProps } from '../routes/page-props';
import { ProductGallery } from '../catalog/product-gallery';
import { ProductRail } from '../catalog/product-rail';
import { QuantityStepper } from '../cart/quantity-stepper';
import { RetryNotice } from '../shared/retry-notice';
import { useVariantChoice } from '../catalog/use-variant-choice';
import { selectProductEntry } from '../../core/catalog/catalog.selectors';
import { ProductTrust } from '../catalog/product-trust';
import { productTitle } from '../i18n/product-title';
import { unitPriceText } from '../catalog/unit-price-text';
import { packTitle } from '../catalog/pack-title';
import { nutrientLabel } from '../catalog/nutrient-label';
import { categoryName } from '../i18n/category-name';

const DESCRIPTION_LIMIT = 160;

/** The meta description: the product's description cut at a word before 160 characters. */
export function metaDescription(product: Product): string {
  const text = (product.description ?? product.title).replace(/\s+/g, ' ').trim();
  if (text.length <= DESCRIPTION_LIMIT) return text;
  const cut = text.slice(0, DESCRIPTION_LIMIT - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LIMIT / 2))}…`;
}

const pageOrigin = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

/** A product page: gallery, name, weight, price, quantity, 'Add to cart', details and related products. */
export function ProductPage({ params }: PageProps) {
  const handle = normalizeHandle(params['handle'] ?? '');
  const dispatch = useDispatch();
  const entry = useSelector(selectProductEntry(handle));

  useEffect(() => {
    dispatch({ type: 'catalog/productRequested', payload: { handle } });
  }, [dispatch, handle]);

  const product = entry?.product ?? null;

  const notFound = entry?.status === 'notFound';
  useDocumentHead({
    title: product ? productTitle(product) : notFound ? m.catalog_product_not_found() : null,
    ...(product
      ? {
          description: metaDescription(product),
          jsonLd: productJsonLd(product, productHref(product.handle), pageOrigin()),
        }
      : {}),
  });

  if (notFound) {
    return <NotFoundHelp title={m.catalog_product_not_found()} message={m.catalog_product_not_found_text()} />;
  }
  if (!product) {
    if (entry?.status === 'failed') {
      return (
        <RetryNotice onRetry={() => dispatch({ type: 'catalog/productRetryRequested', payload: { handle } })}>
          <h1 className="page-title">{m.catalog_product_failed()}</h1>
          <p>{m.catalog_product_failed_text()}</p>
        </RetryNotice>
      );
    }
    return <ProductSkeleton handle={handle} />;
  }
  return <ProductDetails key={product.id} product={product} />;
}

function ProductSkeleton({ handle }: { readonly handle: string }) {
  return (
    <div className="product-page" aria-busy="true">
      <div className="skeleton skeleton--gallery" aria-hidden="true" />
      <div className="product-page__info">
        <h1 className="page-title">{handleToWords(handle)}</h1>
        <div className="skeleton skeleton--line skeleton--short" aria-hidden="true" />
        <div className="skeleton skeleton--button" aria-hidden="true" />
      </div>
    </div>
  );
}

function ProductDetails({ product }: { readonly product: Product }) {
  const dispatch = useDispatch();
  const [variant, setVariantId] = useVariantChoice(product);
  const perUnit = variant ? unitPrice(variant) : null;
  const [quantity, setQuantity] = useState(1);
  const groupName = useId();
  const aisle = product.categories[0];
  const nutrition = product.nutrition ? Object.entries(product.nutrition) : [];

  const add = () => {
    if (!variant) return;
    dispatch({
      type: 'cart/itemAddRequested',
      payload: { items: [{ variantId: variant.id, quantity, title: productTitle(product) }], origin: 'store' },
    });
  };

  return (
    <>
      <div className="product-page">
        {aisle ? (
          <nav className="breadcrumb" aria-label={m.catalog_breadcrumb()}>
            <Link href="/">{m.catalog_breadcrumb_home()}</Link> <span aria-hidden="true">/</span>{' '}
            <Link href={categoryHref(aisle.handle)}>{categoryName(aisle.handle, aisle.name)}</Link>
          </nav>
        ) : null}
        <ProductGallery images={product.images} title={productTitle(product)} />
        <div className="product-page__info">
          <h1 className="page-title">{productTitle(product)}</h1>
          {product.subtitle ? (
            <p className="product-page__subtitle" lang="hi">
              {product.subtitle}
            </p>
          ) : null}
          <p className="product-page__price" aria-live="polite">
            <span className="visually-hidden">{m.catalog_product_price()}</span>
            {variant ? formatMoney(variant.price) : null}
            {variant ? <MrpAndOff {...variant} /> : null}
            <span className="product-page__tax">{m.catalog_product_tax()}</span>
          </p>
          {perUnit ? (
            <p className="product-page__unit-price" data-testid="product-unit-price">
              {unitPriceText(perUnit)}
            </p>
          ) : null}
          <fieldset className="variant-picker">
            <legend className="variant-picker__legend">{m.catalog_product_weight()}</legend>
            <div className="variant-picker__options">
              {product.variants.map((option) => (
                <label
                  key={option.id}
                  className={`variant-picker__option${option.id === variant?.id ? ' variant-picker__option--selected' : ''}`}
                >
                  <input
                    type="radio"
                    name={groupName}
                    value={option.id}
                    checked={option.id === variant?.id}
                    onChange={() => setVariantId(option.id)}
                  />
                  <span className="variant-picker__title">{packTitle(option.title)}</span>
                  <span className="variant-picker__price">{formatMoney(option.price)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="product-page__buy">
            <QuantityStepper value={quantity} itemName={productTitle(product)} onChange={setQuantity} />
            <button type="button" className="button button--primary button--large" onClick={add} disabled={!variant}>
              {m.catalog_add_to_cart()}
            </button>
          </div>
          <ProductTrust />
          {product.description ? (
            <section className="product-page__section" aria-labelledby="product-description">
              <h2 id="product-description">{m.catalog_product_description()}</h2>
              <p>{product.description}</p>
            </section>
          ) : null}
          {product.ingredients ? (
            <section className="product-page__section" aria-labelledby="product-ingredients">
              <h2 id="product-ingredients">{m.catalog_product_ingredients()}</h2>
              <p>{product.ingredients}</p>
            </section>
          ) : null}
          {nutrition.length > 0 ? (
            <section className="product-page__section" aria-labelledby="product-nutrition">
              <h2 id="product-nutrition">{m.catalog_product_nutrition()}</h2>
              <table className="nutrition-table">
                <caption>{m.catalog_product_nutrition_caption()}</caption>
                <tbody>
                  {nutrition.map(([label, value]) => (
                    <tr key={label}>
                      <th scope="row">{nutrientLabel(label)}</th>
                      <td>{value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}
        </div>
      </div>
      {aisle ? (
        <ProductRail
          rail={`category:${aisle.handle}`}
          title={m.catalog_product_more_from({ name: categoryName(aisle.handle, aisle.name) })}
          excludeId={product.id}
          limit={8}
        />
      ) : null}
    </>
  );
}
