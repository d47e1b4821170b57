import * as v from 'valibot';
import { mrpOver } from '../../catalog/saving';
import type { ProductSummary } from '../../suggestion/suggestion.model';
import {
  finiteNumber,
  jsonObject,
  listOrEmpty,
  parsedOrNull,
  readableItems,
  trimmedOrNull,
  trimmedString,
} from '../../json.schema';

const amountOrNull = v.fallback(v.nullable(v.pipe(finiteNumber, v.minValue(0))), null);

const PriceSchema = jsonObject({ amount: amountOrNull });

const VariantSchema = v.pipe(
  jsonObject({
    id: trimmedOrNull,
    title: trimmedOrNull,
    thumbnail: trimmedOrNull,
    variant_rank: amountOrNull,
    calculated_price: v.fallback(
      v.nullable(jsonObject({ calculated_amount: amountOrNull, original_amount: amountOrNull })),
      null,
    ),
    prices: listOrEmpty,
  }),
  v.transform((variant) => {
    const price =
      variant.calculated_price?.calculated_amount ?? parsedOrNull(PriceSchema, variant.prices[0])?.amount ?? null;
    return {
      id: variant.id,
      title: variant.title,
      thumbnail: variant.thumbnail,
      rank: variant.variant_rank ?? 0,
      price,
      originalPrice: price === null ? null : mrpOver(price, variant.calculated_price?.original_amount),
    };
  }),
);

const ProductAnswerSchema = jsonObject({
  product: jsonObject({
    title: trimmedString,
    thumbnail: trimmedOrNull,
    images: listOrEmpty,
    variants: listOrEmpty,
  }),
});

const ImageSchema = jsonObject({ url: trimmedOrNull });

function absoluteImage(path: string | null, base: string): string | null {
  if (path === null) return null;
  try {
    return new URL(path, base.replace(/\/?$/, '/')).href;
  } catch {
    return null;
  }
}

/**
 * The card data of a `GET /store/products/{handle}` answer (`{product}`, Medusa-shaped, money in
 * minor units): title, thumbnail (made absolute against `storeApi`), and the first variant's id,
 * title and calculated price, and every variant by rank. Null when the answer is not a product with a title.
 */
export function toProductSummary(body: unknown, handle: string, storeApi: string): ProductSummary | null {
  const product = parsedOrNull(ProductAnswerSchema, body)?.product;
  if (!product) return null;
  const ranked = readableItems(VariantSchema, product.variants).sort((a, b) => a.rank - b.rank);
  const variant = ranked[0] ?? null;
  const firstImage = readableItems(ImageSchema, product.images)[0];
  const image = product.thumbnail ?? firstImage?.url ?? variant?.thumbnail ?? null;
  return {
    handle,
    title: product.title,
    thumbnail: absoluteImage(image, storeApi),
    variantId: variant ? variant.id : null,
    variantTitle: variant ? variant.title : null,
    price: variant ? variant.price : null,
    variants: ranked.flatMap(({ id, title, price, originalPrice }) =>
      id === null ? [] : [{ id, title, price, ...(originalPrice === null ? {} : { originalPrice }) }],
    ),
  };
}
