import type { StoreCalculatedPrice, StoreProduct, StoreProductCategory, StoreProductVariant } from '@medusajs/types';

/** The handles of the category tiles, in the order they are ranked under the root. */
export const CATEGORY_HANDLES = [
  'fresh-chakki-atta',
  'ghee',
  'cold-pressed-oils',
  'pulses',
  'rice',
  'premixes',
  'salt-sugar',
  'hampers',
  'diabetic-friendly',
  'heart-friendly',
  'weight-loss',
  'kids',
  'customize-box',
  'advert-banner',
] as const;

export type CategoryHandle = (typeof CATEGORY_HANDLES)[number];

/** Categories a product is shelved in directly (its home aisle). */
type AisleHandle = Extract<
  CategoryHandle,
  'fresh-chakki-atta' | 'ghee' | 'cold-pressed-oils' | 'pulses' | 'rice' | 'premixes' | 'salt-sugar' | 'hampers'
>;

/** Categories filled by product tags rather than by aisle. */
type TagHandle = Extract<
  CategoryHandle,
  'diabetic-friendly' | 'heart-friendly' | 'weight-loss' | 'kids' | 'customize-box'
>;

export const ROOT_CATEGORY_HANDLE = 'grocery';

/** The packaging drawn for a product's packshot. */
export type PackKind = 'pouch' | 'sack' | 'jar' | 'bottle' | 'tub' | 'box';

/** A weight (or size) variant as seeded: its label and its price in paise. */
export type VariantSeed = readonly [title: string, pricePaise: number];

/** One product as it is written in the seed files. */
export interface ProductSeed {
  readonly handle: string;
  readonly title: string;
  readonly hindiName: string;
  /** Hinglish and Hindi names shoppers type or say. */
  readonly aliases: readonly string[];
  readonly aisle: AisleHandle;
  readonly tags?: readonly TagHandle[];
  readonly kind: PackKind;
  readonly description: string;
  readonly ingredients?: string;
  /** Per 100 g (or 100 ml), e.g. { energy: '340 kcal', protein: '12 g' }. */
  readonly nutrition?: Readonly<Record<string, string>>;
  readonly variants: readonly VariantSeed[];
  /** Higher sells more; the default listing order. */
  readonly popularity: number;
}

/** One category as it is written in the seed files. */
export interface CategorySeed {
  readonly handle: CategoryHandle;
  readonly name: string;
  readonly hindiName: string;
  readonly description: string;
  /** Words shoppers use for the whole aisle (atta, aata, आटा...). */
  readonly aliases: readonly string[];
}

/** Search and display extras kept in a product's metadata. */
interface ProductMetadata extends Record<string, unknown> {
  readonly hindi_name: string;
  /** The title the Hindi store shows (seed-hindi-titles.ts). */
  readonly title_hi: string;
  /** The category the product is shelved in (its other categories come from tags). */
  readonly aisle: AisleHandle;
  readonly aliases: readonly string[];
  readonly kind: PackKind;
  readonly popularity: number;
  readonly ingredients: string | null;
  readonly nutrition: Readonly<Record<string, string>> | null;
}

interface CategoryMetadata extends Record<string, unknown> {
  readonly L1_page_icon_link: string;
  readonly hindi_name: string;
  readonly aliases: readonly string[];
}

/** A variant with its price always calculated (in paise). */
export interface CatalogVariant extends StoreProductVariant {
  readonly calculated_price: StoreCalculatedPrice & { calculated_amount: number; currency_code: 'inr' };
}

/** A product as the store serves it: Medusa's StoreProduct with money in minor units. */
export interface CatalogProduct extends StoreProduct {
  readonly thumbnail: string;
  readonly variants: CatalogVariant[];
  /** Its aisle first, then the categories its tags put it in. */
  readonly categories: CatalogCategory[];
  readonly metadata: ProductMetadata;
}

export interface CatalogCategory extends StoreProductCategory {
  readonly metadata: CategoryMetadata;
  readonly category_children: CatalogCategory[];
}

/** The seeded catalogue, read-only: every object it hands out is frozen. */
export interface Catalog {
  /** The root category ('grocery') with the tiles as its category_children. */
  categories(): CatalogCategory;
  /** The root followed by its children, in rank order. */
  allCategories(): readonly CatalogCategory[];
  /** The root or one of its children. */
  categoryByHandle(handle: string): CatalogCategory | undefined;
  products(): readonly CatalogProduct[];
  productByHandle(handle: string): CatalogProduct | undefined;
  productById(id: string): CatalogProduct | undefined;
  /** Products shelved in the category or tagged with it, most popular first. */
  productsInCategory(handle: string): readonly CatalogProduct[];
  variantById(id: string): { readonly product: CatalogProduct; readonly variant: CatalogVariant } | undefined;
}
