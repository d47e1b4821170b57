import type { StoreProductTag } from '@medusajs/types';
import type {
  CatalogCategory,
  CatalogProduct,
  CatalogVariant,
  CategorySeed,
  ProductSeed,
  VariantSeed,
} from './catalog.model';
import { categoryIconPath } from './category-icon';
import { productImagePath, type PictureKind } from './product-image';
import { HINDI_TITLES } from './seed-hindi-titles';
import { mrpFor, SALE_PERCENT } from './seed-sales';

/** The price list the seeded sale belongs to. */
const SALE_PRICE_LIST_ID = 'plist_seed_sale';

/** Every seeded record carries this timestamp, so the catalogue is the same on every start. */
const SEED_TIMESTAMP = '2024-01-01T00:00:00.000Z';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

export const categoryId = (handle: string) => `pcat_${slug(handle)}`;
const productId = (handle: string) => `prod_${slug(handle)}`;
const sizeSlug = (title: string) => slug(title.replace(/\s+/g, ''));
const variantId = (handle: string, title: string) => `variant_${slug(handle)}_${sizeSlug(title)}`;
const optionValueId = (handle: string, title: string) => `optval_${slug(handle)}_${sizeSlug(title)}`;

/** Grams (or millilitres) in a label such as '500 g', '1 kg' or '5 L'; null for sizes like 'Classic'. */
export function weightInGrams(label: string): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*(g|kg|ml|l)$/i.exec(label.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = (match[2] ?? '').toLowerCase();
  return Math.round(unit === 'kg' || unit === 'l' ? amount * 1000 : amount);
}

/** A category without its relatives, as Medusa nests it in a product or under a parent. */
export function buildCategory(
  seed: Omit<CategorySeed, 'handle'> & { readonly handle: string },
  rank: number,
  parentId: string | null,
): CatalogCategory {
  return {
    id: categoryId(seed.handle),
    name: seed.name,
    description: seed.description,
    handle: seed.handle,
    rank,
    external_id: null,
    parent_category_id: parentId,
    parent_category: null,
    category_children: [],
    metadata: { L1_page_icon_link: categoryIconPath(seed.handle), hindi_name: seed.hindiName, aliases: seed.aliases },
    created_at: SEED_TIMESTAMP,
    updated_at: SEED_TIMESTAMP,
    deleted_at: null,
  };
}

/** The calculated price of a pack: on sale (Medusa's `sale` price list shape) when the product is in the sale. */
function calculatedPrice(id: string, price: number, percent: number | undefined): CatalogVariant['calculated_price'] {
  const mrp = percent === undefined ? price : mrpFor(price, percent);
  const sale =
    percent === undefined
      ? {}
      : {
          is_calculated_price_price_list: true,
          calculated_price: {
            id: `price_sale_${id.slice('variant_'.length)}`,
            price_list_id: SALE_PRICE_LIST_ID,
            price_list_type: 'sale',
            min_quantity: null,
            max_quantity: null,
          },
        };
  return {
    id: `pset_${id.slice('variant_'.length)}`,
    calculated_amount: price,
    original_amount: mrp,
    original_amount_with_tax: mrp,
    original_amount_without_tax: mrp,
    is_calculated_price_tax_inclusive: true,
    currency_code: 'inr',
    ...sale,
  };
}

function buildVariant(
  seed: ProductSeed,
  [title, price]: VariantSeed,
  rank: number,
  optionId: string,
  pictures: PictureKind,
): CatalogVariant {
  const id = variantId(seed.handle, title);
  return {
    id,
    title,
    sku: `${seed.handle}-${title.replace(/\s+/g, '')}`.toUpperCase(),
    barcode: null,
    ean: null,
    upc: null,
    thumbnail: productImagePath(seed.handle, pictures),
    allow_backorder: false,
    manage_inventory: false,
    hs_code: null,
    origin_country: 'IN',
    mid_code: null,
    material: null,
    weight: weightInGrams(title),
    length: null,
    height: null,
    width: null,
    variant_rank: rank,
    product_id: productId(seed.handle),
    options: [{ id: optionValueId(seed.handle, title), value: title, option_id: optionId }],
    calculated_price: calculatedPrice(id, price, SALE_PERCENT[seed.handle]),
    created_at: SEED_TIMESTAMP,
    updated_at: SEED_TIMESTAMP,
    deleted_at: null,
  };
}

function hindiTitle(handle: string): string {
  const title = HINDI_TITLES[handle];
  if (title === undefined) throw new Error(`No Hindi title for the seeded product ${handle} (seed-hindi-titles.ts)`);
  return title;
}

const tag = (value: string): StoreProductTag => ({
  id: `ptag_${slug(value)}`,
  value,
  created_at: SEED_TIMESTAMP,
  updated_at: SEED_TIMESTAMP,
});

/** A seeded product in Medusa's StoreProduct shape, with prices in paise. */
export function buildProduct(
  seed: ProductSeed,
  categories: readonly CatalogCategory[],
  pictures: PictureKind = 'svg',
): CatalogProduct {
  const id = productId(seed.handle);
  const image = productImagePath(seed.handle, pictures);
  const optionId = `opt_${slug(seed.handle)}`;
  const sized = seed.variants.every(([title]) => weightInGrams(title) !== null);
  return {
    id,
    title: seed.title,
    handle: seed.handle,
    subtitle: seed.hindiName,
    description: seed.description,
    is_giftcard: false,
    status: 'published',
    thumbnail: image,
    width: null,
    weight: weightInGrams(seed.variants[0]?.[0] ?? ''),
    length: null,
    height: null,
    origin_country: 'IN',
    hs_code: null,
    mid_code: null,
    material: null,
    collection_id: null,
    type_id: null,
    discountable: true,
    external_id: null,
    images: [{ id: `img_${slug(seed.handle)}_1`, url: image, rank: 0 }],
    options: [
      {
        id: optionId,
        title: sized ? 'Weight' : 'Size',
        is_exclusive: false,
        values: seed.variants.map(([title]) => ({ id: optionValueId(seed.handle, title), value: title })),
      },
    ],
    variants: seed.variants.map((variant, rank) => buildVariant(seed, variant, rank, optionId, pictures)),
    categories: [...categories],
    tags: (seed.tags ?? []).map(tag),
    metadata: {
      hindi_name: seed.hindiName,
      title_hi: hindiTitle(seed.handle),
      aisle: seed.aisle,
      aliases: seed.aliases,
      kind: seed.kind,
      popularity: seed.popularity,
      ingredients: seed.ingredients ?? null,
      nutrition: seed.nutrition ?? null,
    },
    created_at: SEED_TIMESTAMP,
    updated_at: SEED_TIMESTAMP,
    deleted_at: null,
  };
}
