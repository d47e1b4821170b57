import { buildCategory, buildProduct, categoryId } from './build-product';
import {
  ROOT_CATEGORY_HANDLE,
  type Catalog,
  type CatalogCategory,
  type CatalogProduct,
  type CatalogVariant,
  type CategoryHandle,
  type ProductSeed,
} from './catalog.model';
import type { PictureKind } from './product-image';
import { CATEGORY_SEEDS } from './seed-categories';
import { FLOUR_SEEDS } from './seed-flours';
import { GHEE_SEEDS, OIL_SEEDS } from './seed-ghee-oils';
import { PULSE_SEEDS } from './seed-pulses';
import { PREMIX_SEEDS, RICE_SEEDS } from './seed-rice-premixes';
import { HAMPER_SEEDS, SALT_SUGAR_SEEDS } from './seed-salt-sugar-hampers';

/** Every seeded product, aisle by aisle. */
const PRODUCT_SEEDS: readonly ProductSeed[] = [
  ...FLOUR_SEEDS,
  ...GHEE_SEEDS,
  ...OIL_SEEDS,
  ...PULSE_SEEDS,
  ...RICE_SEEDS,
  ...PREMIX_SEEDS,
  ...SALT_SUGAR_SEEDS,
  ...HAMPER_SEEDS,
];

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const byPopularity = (a: CatalogProduct, b: CatalogProduct) =>
  b.metadata.popularity - a.metadata.popularity || a.title.localeCompare(b.title);

class SeedCatalog implements Catalog {
  private readonly root: CatalogCategory;
  private readonly categoryList: readonly CatalogCategory[];
  private readonly categoryIndex = new Map<string, CatalogCategory>();
  private readonly productList: readonly CatalogProduct[];
  private readonly byHandle = new Map<string, CatalogProduct>();
  private readonly byId = new Map<string, CatalogProduct>();
  private readonly variants = new Map<string, { readonly product: CatalogProduct; readonly variant: CatalogVariant }>();
  private readonly members = new Map<string, readonly CatalogProduct[]>();

  constructor(seeds: readonly ProductSeed[], pictures: PictureKind) {
    const rootId = categoryId(ROOT_CATEGORY_HANDLE);
    const children = CATEGORY_SEEDS.map((seed, rank) => buildCategory(seed, rank, rootId));
    this.root = {
      ...buildCategory(
        {
          handle: ROOT_CATEGORY_HANDLE,
          name: 'Grocery',
          hindiName: 'किराना',
          description: 'Fresh-milled atta, desi ghee, cold-pressed oils, pulses, rice and more.',
          aliases: ['grocery', 'kirana', 'किराना'],
        },
        0,
        null,
      ),
      category_children: children,
    };
    this.categoryList = [this.root, ...children];
    for (const category of this.categoryList) this.categoryIndex.set(category.handle, category);

    this.productList = seeds.map((seed) => {
      const handles: CategoryHandle[] = [seed.aisle, ...(seed.tags ?? [])];
      return buildProduct(
        seed,
        handles.flatMap((handle) => this.categoryIndex.get(handle) ?? []),
        pictures,
      );
    });
    deepFreeze(this.categoryList);
    deepFreeze(this.productList);

    for (const product of this.productList) {
      if (this.byHandle.has(product.handle)) throw new Error(`Duplicate product handle ${product.handle}`);
      this.byHandle.set(product.handle, product);
      this.byId.set(product.id, product);
      for (const variant of product.variants) this.variants.set(variant.id, { product, variant });
    }
    const sorted = [...this.productList].sort(byPopularity);
    this.members.set(this.root.handle, sorted);
    for (const child of children) {
      this.members.set(
        child.handle,
        sorted.filter((product) => product.categories.some((category) => category.handle === child.handle)),
      );
    }
  }

  categories(): CatalogCategory {
    return this.root;
  }

  allCategories(): readonly CatalogCategory[] {
    return this.categoryList;
  }

  categoryByHandle(handle: string): CatalogCategory | undefined {
    return this.categoryIndex.get(handle);
  }

  products(): readonly CatalogProduct[] {
    return this.productList;
  }

  productByHandle(handle: string): CatalogProduct | undefined {
    return this.byHandle.get(handle);
  }

  productById(id: string): CatalogProduct | undefined {
    return this.byId.get(id);
  }

  productsInCategory(handle: string): readonly CatalogProduct[] {
    return this.members.get(handle) ?? [];
  }

  variantById(id: string): { readonly product: CatalogProduct; readonly variant: CatalogVariant } | undefined {
    return this.variants.get(id);
  }
}

/**
 * The store's seeded catalogue: the root 'grocery' category with its tiles, and every product
 * with its weight variants (prices in paise), Hindi name and Hinglish aliases. Every object it
 * hands out is frozen. Its product pictures are the drawings (`.svg`), or with `pictures: 'jpg'` the photo-weight
 * JPEGs drawn from them (`images/photo-catalog.ts`).
 */
export function createSeedCatalog(pictures: PictureKind = 'svg'): Catalog {
  return new SeedCatalog(PRODUCT_SEEDS, pictures);
}
