import { createHash } from 'node:crypto';
import { ANYWHERE_DAYS, anywherePromise, CHECKOUT_POLICY } from '../../core/checkout/checkout-policy';
import { RAIL_SIZE } from '../../core/catalog/catalog.model';
import { RAIL_COLLECTIONS } from '../../core/commerce/medusa/medusa-catalog';
import type { Catalog, CatalogCategory, CatalogProduct, CatalogVariant } from '../local-backend/catalog/catalog.model';
import { listProducts } from '../local-backend/store/product-listing';
import { createSeedCatalog } from '../local-backend/catalog/seed-catalog';
import { PROMOTIONS } from '../local-backend/store/promotions';

/**
 * The local backend's catalogue, shaped as the inputs of Medusa's createProductCategoriesWorkflow
 * and createProductsWorkflow. Money is in major units (rupees), as Medusa v2 keeps it; the local
 * backend holds paise. Medusa's `medusa exec` compiles its own project only, so the seed script
 * (server/src/scripts/seed.ts) reads this as JSON written from {@link seedInputJson}.
 */
export interface MedusaSeedInput {
  readonly currency: 'inr';
  readonly policy: SeedPolicy;
  readonly root: MedusaCategoryInput;
  /** The seeded sale: Medusa's `sale` price list with each sale variant's selling price. */
  readonly sale: { readonly title: string; readonly description: string };
  /** The tiles under the root, in rank order. */
  readonly categories: readonly MedusaCategoryInput[];
  /** Every tag value any product carries. */
  readonly tags: readonly string[];
  readonly products: readonly MedusaProductInput[];
  /** The coupon codes running now (harness/local-backend/store/promotions.ts). */
  readonly promotions: readonly MedusaPromotionInput[];
  /** The product collections the home rails come from, each with its products' handles. */
  readonly collections: readonly MedusaCollectionInput[];
}

/** A coupon code: a percentage off each item of any cart. */
export interface MedusaPromotionInput {
  readonly code: string;
  readonly percent: number;
}

/**
 * A product collection (createCollectionsWorkflow) and the handles of its products. A Medusa product is in one
 * collection at most, so no handle is in two.
 */
export interface MedusaCollectionInput {
  readonly title: string;
  readonly handle: string;
  readonly product_handles: readonly string[];
}

export interface MedusaCategoryInput {
  readonly name: string;
  readonly handle: string;
  readonly description: string;
  readonly rank: number;
  readonly metadata: Record<string, unknown>;
}

export interface MedusaVariantInput {
  readonly title: string;
  readonly sku: string;
  readonly weight: number | null;
  readonly variant_rank: number;
  /** Option title to value, as createProductsWorkflow takes it. */
  readonly options: Record<string, string>;
  /** The MRP (the variant's own price) in rupees. */
  readonly amount: number;
  /** The selling price in rupees when the pack is in the seeded sale (a `sale` price list), else null. */
  readonly saleAmount: number | null;
}

export interface MedusaProductInput {
  readonly title: string;
  readonly subtitle: string | null;
  readonly handle: string;
  readonly description: string | null;
  readonly thumbnail: string;
  readonly images: readonly { readonly url: string }[];
  readonly weight: number | null;
  readonly origin_country: string | null;
  /** Category handles, its aisle first. */
  readonly category_handles: readonly string[];
  readonly tags: readonly string[];
  readonly options: readonly { readonly title: string; readonly values: readonly string[] }[];
  readonly variants: readonly MedusaVariantInput[];
  readonly metadata: Record<string, unknown>;
}

/** The store set-up around the catalogue: region, channel, stock, delivery and payment. */
export const SEED_POLICY = {
  storeName: 'Grocery Storefront',
  salesChannel: 'Grocery Storefront',
  apiKeyTitle: 'Grocery Storefront',
  region: { name: 'India', country: 'in' },
  stockLocation: {
    name: 'India Warehouse',
    address: { address_1: 'Okhla Industrial Area', city: 'New Delhi', country_code: 'IN', postal_code: '110020' },
  },
  stockedQuantity: 1_000_000,
  fulfillmentProvider: 'manual_manual',
  /** Medusa's system payment provider, standing for cash on delivery. */
  paymentProvider: 'pp_system_default',
  shipping: {
    /**
     * Fee and threshold in rupees from the store's checkout policy (free from a threshold: a price rule on item_total).
     * Medusa has no pin-code zones, so its one option promises the days of every zone (the checkout shows the promise
     * beside the name).
     */
    standard: {
      name: 'Standard delivery',
      label: 'Standard',
      code: 'standard',
      promise: anywherePromise(),
      minDays: ANYWHERE_DAYS[0],
      maxDays: ANYWHERE_DAYS[1],
      fee: CHECKOUT_POLICY.deliveryFee / 100,
      freeFrom: CHECKOUT_POLICY.freeDeliveryFrom / 100,
    },
  },
} as const;

export type SeedPolicy = typeof SEED_POLICY;

/** The seeded sale price list (harness/local-backend/catalog/seed-sales.ts names its products). */
export const SEED_SALE = { title: 'Ghar Ka Swad sale', description: 'Packs sold below their MRP' } as const;

/** What the seed script writes to MEDUSA_SEED_OUTPUT: what a storefront needs to talk to it. */
export interface SeedOutput {
  readonly publishableKey: string;
  readonly regionId: string;
  readonly salesChannelId: string;
  readonly stockLocationId: string;
  readonly currency: string;
  readonly shippingOptions: readonly { readonly id: string; readonly name: string }[];
  readonly products: number;
  readonly categories: number;
}

/** INR has two decimal places: paise to rupees. */
export const paiseToRupees = (paise: number): number => {
  if (!Number.isInteger(paise)) throw new Error(`A price in paise must be an integer, got ${paise}`);
  return paise / 100;
};

const category = (source: CatalogCategory): MedusaCategoryInput => ({
  name: source.name,
  handle: source.handle,
  description: source.description,
  rank: source.rank ?? 0,
  metadata: { ...source.metadata },
});

/** The MRP as the variant's price, and the selling price below it as the sale's. */
function variantPrices(price: CatalogVariant['calculated_price']): Pick<MedusaVariantInput, 'amount' | 'saleAmount'> {
  const mrp = price.original_amount ?? price.calculated_amount;
  return mrp > price.calculated_amount
    ? { amount: paiseToRupees(mrp), saleAmount: paiseToRupees(price.calculated_amount) }
    : { amount: paiseToRupees(price.calculated_amount), saleAmount: null };
}

function product(source: CatalogProduct): MedusaProductInput {
  const option = source.options?.[0];
  if (!option) throw new Error(`Product ${source.handle} has no option`);
  return {
    title: source.title,
    subtitle: source.subtitle,
    handle: source.handle,
    description: source.description,
    thumbnail: source.thumbnail,
    images: (source.images ?? []).map((image) => ({ url: image.url })),
    weight: source.weight === null ? null : Number(source.weight),
    origin_country: source.origin_country,
    category_handles: source.categories.map((entry) => entry.handle),
    tags: (source.tags ?? []).map((tag) => tag.value),
    options: [{ title: option.title, values: (option.values ?? []).map((value) => value.value) }],
    variants: source.variants.map((variant, rank) => ({
      title: variant.title ?? '',
      sku: variant.sku ?? '',
      weight: variant.weight === null ? null : Number(variant.weight),
      variant_rank: rank,
      options: { [option.title]: variant.title ?? '' },
      ...variantPrices(variant.calculated_price),
    })),
    metadata: JSON.parse(JSON.stringify(source.metadata)) as Record<string, unknown>,
  };
}

/**
 * The home rails' collections: 'Bestsellers', the local backend's best sellers rail (its `popularity` order), and
 * 'New', its new rail (`-created_at`) less any best seller, as many of each as a rail shows.
 */
export function railCollections(catalog: Catalog): MedusaCollectionInput[] {
  const rail = (order: string) =>
    listProducts(catalog, new URLSearchParams({ order, limit: '100' })).products.map((entry) => entry.handle);
  const bestsellers = rail('popularity').slice(0, RAIL_SIZE);
  const fresh = rail('-created_at')
    .filter((handle) => !bestsellers.includes(handle))
    .slice(0, RAIL_SIZE);
  return [
    { title: 'Bestsellers', handle: RAIL_COLLECTIONS.bestsellers, product_handles: bestsellers },
    { title: 'New', handle: RAIL_COLLECTIONS.new, product_handles: fresh },
  ];
}

/** The seed input built from the local backend's catalogue (its one source of truth). */
export function buildSeedInput(): MedusaSeedInput {
  const catalog = createSeedCatalog();
  const root = catalog.categories();
  const products = catalog.products().map(product);
  return {
    currency: 'inr',
    policy: SEED_POLICY,
    sale: SEED_SALE,
    root: category(root),
    categories: root.category_children.map(category),
    tags: [...new Set(products.flatMap((entry) => entry.tags))].sort(),
    products,
    promotions: PROMOTIONS.filter((promotion) => promotion.endsAt === null).map(({ code, percent }) => ({
      code,
      percent,
    })),
    collections: railCollections(catalog),
  };
}

/** The seed input as the JSON text the seed script reads. */
export function seedInputJson(): string {
  return `${JSON.stringify(buildSeedInput(), null, 2)}\n`;
}

/** A short hash of any texts (lockfile, seed script, seed input), for cache keys. */
export function contentHash(...parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 16);
}
