/**
 * A small catalogue for the UI tests, in the shape the brand API serves (Medusa's store products,
 * money in paise). It is the UI tests' own: the local backend's seed can change without moving
 * them. Its numbers are chosen for what the pages show: popularity and price orders differ, the
 * root holds more than one listing page, the box category has four choices.
 */

/** A price as the store calculates it, in paise; a sale pack's MRP is its `original_amount`. */
interface CalculatedPriceJson {
  readonly calculated_amount: number;
  readonly original_amount?: number;
  readonly currency_code: 'inr';
}

export interface VariantJson {
  readonly id: string;
  readonly title: string;
  readonly weight: number | null;
  readonly calculated_price: CalculatedPriceJson;
}

export interface CategoryJson {
  readonly id: string;
  readonly handle: string;
  readonly name: string;
  readonly description: string;
  readonly rank: number;
  readonly metadata: { readonly L1_page_icon_link: string };
  readonly category_children: readonly CategoryJson[];
}

export interface ProductJson {
  readonly id: string;
  readonly handle: string;
  readonly title: string;
  readonly subtitle: string | null;
  readonly description: string;
  readonly thumbnail: string;
  readonly images: readonly { readonly id: string; readonly url: string; readonly rank: number }[];
  readonly variants: readonly VariantJson[];
  /** Its aisle first, then the categories its tags put it in. */
  readonly categories: readonly Omit<CategoryJson, 'category_children'>[];
  readonly metadata: {
    readonly popularity: number;
    readonly ingredients: string | null;
    readonly nutrition: Readonly<Record<string, string>> | null;
  };
  readonly created_at: string;
}

export const ROOT_CATEGORY = 'grocery';

/** [handle, name, description], in tile order; the last two are hidden from the tiles by name. */
const CATEGORY_ROWS: readonly (readonly [string, string, string])[] = [
  ['fresh-chakki-atta', 'Fresh Chakki Atta', 'Flours stone-ground after you order.'],
  ['ghee', 'Ghee', 'Bilona ghee, churned from curd.'],
  ['cold-pressed-oils', 'Cold-Pressed Oils', 'Oils from wooden ghanis.'],
  ['pulses', 'Pulses', 'Unpolished dals.'],
  ['kids', 'Kids', 'For little ones.'],
  ['customize-box', 'Customize Your Box', 'Pick four and we pack them together.'],
  ['advert-banner', 'advert-banner', 'A banner slot, not an aisle.'],
];

type VariantRow = readonly [title: string, paise: number, mrpPaise?: number];
interface ProductRow {
  readonly handle: string;
  readonly title: string;
  readonly aisle: string;
  readonly tags?: readonly string[];
  readonly variants: readonly VariantRow[];
  readonly popularity: number;
  readonly ingredients?: string;
  readonly nutrition?: Readonly<Record<string, string>>;
}

/** A product row on one line: handle, title, aisle, [weight, paise] variants, popularity, tags. */
const row = (
  handle: string,
  title: string,
  aisle: string,
  variants: readonly VariantRow[],
  popularity: number,
  tags: readonly string[] = [],
): ProductRow => ({ handle, title, aisle, variants, popularity, tags });

const BOX = ['customize-box'];
const ATTA_VARIANTS: readonly VariantRow[] = [
  ['1 kg', 6500],
  ['5 kg', 29900],
  ['10 kg', 57900],
];

const PRODUCT_ROWS: readonly ProductRow[] = [
  {
    ...row('fresh-chakki-atta-whole-wheat', 'Fresh Chakki Atta (Whole Wheat)', 'fresh-chakki-atta', ATTA_VARIANTS, 99),
    tags: BOX,
    ingredients: 'Whole wheat (sharbati)',
    nutrition: { energy: '340 kcal', protein: '12.1 g', fibre: '11 g' },
  },
  row(
    'multigrain-atta',
    'Multigrain Atta',
    'fresh-chakki-atta',
    [
      ['1 kg', 11900, 13500],
      ['5 kg', 54900],
    ],
    90,
    BOX,
  ),
  row(
    'bajra-atta',
    'Bajra Atta',
    'fresh-chakki-atta',
    [
      ['500 g', 5900],
      ['1 kg', 9900],
    ],
    72,
    BOX,
  ),
  row('jowar-atta', 'Jowar Atta', 'fresh-chakki-atta', [['500 g', 6900]], 64, BOX),
  row('ragi-atta', 'Ragi Atta', 'fresh-chakki-atta', [['500 g', 7900]], 58, ['kids']),
  row(
    'besan',
    'Chana Besan',
    'fresh-chakki-atta',
    [
      ['500 g', 8900],
      ['1 kg', 16900],
    ],
    41,
  ),
  row(
    'a2-desi-cow-ghee',
    'A2 Desi Cow Ghee',
    'ghee',
    [
      ['250 ml', 54900],
      ['500 ml', 99900],
    ],
    98,
    ['kids'],
  ),
  row(
    'a2-gir-cow-ghee',
    'A2 Gir Cow Ghee',
    'ghee',
    [
      ['250 ml', 79900],
      ['500 ml', 149900],
    ],
    84,
  ),
  row(
    'desi-cow-ghee',
    'Desi Cow Ghee',
    'ghee',
    [
      ['500 ml', 64900],
      ['1 L', 124900],
    ],
    77,
  ),
  row('buffalo-ghee', 'Buffalo Ghee', 'ghee', [['500 ml', 44900]], 52),
  row('mustard-oil', 'Cold-Pressed Mustard Oil', 'cold-pressed-oils', [['1 L', 32900]], 88),
  row('groundnut-oil', 'Cold-Pressed Groundnut Oil', 'cold-pressed-oils', [['1 L', 38900]], 74),
  row('coconut-oil', 'Cold-Pressed Coconut Oil', 'cold-pressed-oils', [['500 ml', 29900]], 61),
  row('sesame-oil', 'Cold-Pressed Sesame Oil', 'cold-pressed-oils', [['500 ml', 34900]], 47),
  row('toor-dal', 'Unpolished Toor Dal', 'pulses', [['1 kg', 18900]], 86),
  row('moong-dal', 'Unpolished Moong Dal', 'pulses', [['1 kg', 16900]], 80),
  row('chana-dal', 'Unpolished Chana Dal', 'pulses', [['1 kg', 12900]], 68),
  row('urad-dal', 'Unpolished Urad Dal', 'pulses', [['1 kg', 17900]], 55),
  row('masoor-dal', 'Unpolished Masoor Dal', 'pulses', [['1 kg', 13900]], 50),
  row('rajma', 'Kashmiri Rajma', 'pulses', [['500 g', 14900]], 45),
  row('kabuli-chana', 'Kabuli Chana', 'pulses', [['500 g', 11900]], 38),
  row('kala-chana', 'Kala Chana', 'pulses', [['500 g', 8900]], 35),
  row('moth-beans', 'Moth Beans', 'pulses', [['500 g', 9900]], 31),
  row('lobia', 'Lobia', 'pulses', [['500 g', 9400]], 28),
  row('green-moong', 'Whole Green Moong', 'pulses', [['500 g', 10900]], 24),
  row('masoor-whole', 'Whole Masoor', 'pulses', [['500 g', 9600]], 20),
  row('horse-gram', 'Horse Gram', 'pulses', [['500 g', 11400]], 16),
  row('matki', 'Matki', 'pulses', [['500 g', 10400]], 12),
];

const CREATED_AT = '2024-01-01T00:00:00.000Z';
const slug = (text: string) => text.replace(/[^a-z0-9]+/gi, '_').toLowerCase();
const weightInGrams = (label: string): number | null => {
  const match = /^(\d+)\s*(g|kg|ml|l)$/i.exec(label);
  if (!match) return null;
  const unit = (match[2] ?? '').toLowerCase();
  return Number(match[1]) * (unit === 'kg' || unit === 'l' ? 1000 : 1);
};

const children: readonly CategoryJson[] = CATEGORY_ROWS.map(([handle, name, description], rank) => ({
  id: `pcat_${slug(handle)}`,
  handle,
  name,
  description,
  rank,
  metadata: { L1_page_icon_link: `/images/categories/${handle}.svg` },
  category_children: [],
}));

const root: CategoryJson = {
  id: `pcat_${ROOT_CATEGORY}`,
  handle: ROOT_CATEGORY,
  name: 'Grocery',
  description: 'Everything the store sells.',
  rank: 0,
  metadata: { L1_page_icon_link: `/images/categories/${ROOT_CATEGORY}.svg` },
  category_children: children,
};

const withoutChildren = ({ category_children: _, ...category }: CategoryJson) => category;

function productJson(row: ProductRow): ProductJson {
  const image = `/images/products/${row.handle}.svg`;
  const shelvedIn = [row.aisle, ...(row.tags ?? [])];
  return {
    id: `prod_${slug(row.handle)}`,
    handle: row.handle,
    title: row.title,
    subtitle: null,
    description: `${row.title}, from the test catalogue.`,
    thumbnail: image,
    images: [{ id: `img_${slug(row.handle)}`, url: image, rank: 0 }],
    variants: row.variants.map(([title, paise, mrp]) => ({
      id: `variant_${slug(row.handle)}_${slug(title)}`,
      title,
      weight: weightInGrams(title),
      calculated_price: {
        calculated_amount: paise,
        ...(mrp === undefined ? {} : { original_amount: mrp }),
        currency_code: 'inr',
      },
    })),
    categories: children.filter((category) => shelvedIn.includes(category.handle)).map(withoutChildren),
    metadata: { popularity: row.popularity, ingredients: row.ingredients ?? null, nutrition: row.nutrition ?? null },
    created_at: CREATED_AT,
  };
}

const PRODUCTS: readonly ProductJson[] = PRODUCT_ROWS.map(productJson);
const byPopularity = (a: ProductJson, b: ProductJson) => b.metadata.popularity - a.metadata.popularity;

/** The test catalogue, read as the tests need it. */
export const TEST_CATALOG = {
  /** The root followed by its children. */
  allCategories: (): readonly CategoryJson[] => [root, ...children],
  categoryByHandle: (handle: string): CategoryJson | undefined =>
    [root, ...children].find((category) => category.handle === handle),
  products: (): readonly ProductJson[] => PRODUCTS,
  productByHandle: (handle: string): ProductJson | undefined => PRODUCTS.find((product) => product.handle === handle),
  /** Products shelved in or tagged with the category (the root holds them all), most popular first. */
  productsInCategory: (handle: string): readonly ProductJson[] =>
    [...PRODUCTS]
      .filter(
        (product) => handle === ROOT_CATEGORY || product.categories.some((category) => category.handle === handle),
      )
      .sort(byPopularity),
};

/**
 * What the search service answers for a query, best match first: the ranking is the backend's
 * business, so the tests give it; a query not listed matches nothing.
 */
export const SEARCH_ANSWERS: Readonly<Record<string, readonly string[]>> = {
  gee: ['desi-cow-ghee', 'a2-gir-cow-ghee', 'a2-desi-cow-ghee', 'buffalo-ghee'],
  ghee: ['a2-desi-cow-ghee', 'desi-cow-ghee', 'buffalo-ghee', 'a2-gir-cow-ghee'],
  atta: ['fresh-chakki-atta-whole-wheat', 'multigrain-atta', 'bajra-atta', 'jowar-atta', 'ragi-atta'],
};
