import { describe, expect, it } from 'vitest';
import { percentOff } from '../../../core/catalog/saving';
import { CATEGORY_HANDLES } from './catalog.model';
import { categoryIconSvg } from './category-icon';
import { productImageSvg, productPackshot } from './product-image';
import { ACCENTS } from './palette';
import { createSeedCatalog } from './seed-catalog';
import { weightInGrams } from './build-product';
import { HINDI_TITLES } from './seed-hindi-titles';

const catalog = createSeedCatalog();

describe('the seed catalogue', () => {
  it('has a grocery root whose children are the 12 spec tiles plus the two hidden ones, ranked in order, each with an icon', () => {
    const root = catalog.categories();
    expect(root.handle).toBe('grocery');
    expect(root.category_children.map((child) => child.handle)).toEqual([...CATEGORY_HANDLES]);
    expect(root.category_children.map((child) => child.rank)).toEqual(CATEGORY_HANDLES.map((_, index) => index));
    expect(root.category_children.find((child) => child.handle === 'customize-box')?.name).toBe('Customize Your Box');
    expect(root.category_children.find((child) => child.handle === 'advert-banner')?.name).toBe('advert-banner');
    for (const child of root.category_children) {
      expect(child.metadata.L1_page_icon_link).toBe(`/images/categories/${child.handle}.svg`);
      expect(child.parent_category_id).toBe(root.id);
      expect(child.description.length).toBeGreaterThan(0);
    }
  });

  it('has at least 60 products, each with unique ids, at least two variants and integer paise prices', () => {
    const products = catalog.products();
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(new Set(products.map((product) => product.handle)).size).toBe(products.length);
    expect(new Set(products.map((product) => product.id)).size).toBe(products.length);
    const variantIds = products.flatMap((product) => product.variants.map((variant) => variant.id));
    expect(new Set(variantIds).size).toBe(variantIds.length);
    for (const product of products) {
      expect(product.id).toMatch(/^prod_/);
      expect(product.variants.length).toBeGreaterThanOrEqual(2);
      expect(product.thumbnail).toBe(`/images/products/${product.handle}.svg`);
      expect(product.images?.[0]?.url).toBe(product.thumbnail);
      expect(product.metadata.hindi_name).toMatch(/[\u0900-\u097f]/);
      expect(product.metadata.aliases.length).toBeGreaterThan(0);
      expect(product.description?.length, product.handle).toBeGreaterThan(20);
      for (const variant of product.variants) {
        expect(variant.id).toMatch(/^variant_/);
        expect(variant.calculated_price.currency_code).toBe('inr');
        expect(Number.isInteger(variant.calculated_price.calculated_amount)).toBe(true);
        // Paise: nothing in this store sells for under ₹10, so a price written in rupees shows up here.
        expect(variant.calculated_price.calculated_amount, variant.id).toBeGreaterThanOrEqual(1000);
      }
    }
  });

  it('gives every product a Hindi title in Devanagari (metadata.title_hi), and names no product it does not have', () => {
    for (const product of catalog.products()) {
      expect(product.metadata.title_hi, product.handle).toMatch(/[\u0900-\u097f]/);
      expect(product.metadata.title_hi, `${product.handle}: no English word`).not.toMatch(/[A-Za-z]{2,}/);
      expect(product.metadata.title_hi.trim(), product.handle).toBe(product.metadata.title_hi);
    }
    expect(Object.keys(HINDI_TITLES).sort()).toEqual(
      catalog
        .products()
        .map((product) => product.handle)
        .sort(),
    );
    expect(catalog.productByHandle('ghee-jaggery-gift-box')?.metadata.title_hi).toBe('घी और गुड़ का गिफ़्ट बॉक्स');
  });

  it('prices the bigger pack of a product higher, and 5 kg of fresh chakki atta at ₹325', () => {
    const atta = catalog.productByHandle('fresh-chakki-atta-whole-wheat');
    expect(atta?.variants.find((variant) => variant.title === '5 kg')?.calculated_price.calculated_amount).toBe(32500);
    for (const product of catalog.products()) {
      const prices = product.variants.map((variant) => variant.calculated_price.calculated_amount);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
  });

  it('puts at least eight products of at least five aisles on sale, 5-20% off their MRP (issue 25 item 1)', () => {
    const onSale = catalog
      .products()
      .filter((product) =>
        product.variants.every(
          (variant) => (variant.calculated_price.original_amount ?? 0) > variant.calculated_price.calculated_amount,
        ),
      );
    expect(onSale.length).toBeGreaterThanOrEqual(8);
    expect(new Set(onSale.map((product) => product.metadata.aisle)).size).toBeGreaterThanOrEqual(5);
    for (const variant of onSale.flatMap((product) => product.variants)) {
      const off = percentOff(variant.calculated_price.calculated_amount, variant.calculated_price.original_amount ?? 0);
      expect(off).toBeGreaterThanOrEqual(5);
      expect(off).toBeLessThanOrEqual(20);
      expect(variant.calculated_price.calculated_price?.price_list_type).toBe('sale');
      expect(Number.isInteger((variant.calculated_price.original_amount ?? NaN) / 100)).toBe(true);
    }
    const atta = catalog.productByHandle('fresh-chakki-atta-whole-wheat');
    expect(atta?.variants[0]?.calculated_price.original_amount).toBe(
      atta?.variants[0]?.calculated_price.calculated_amount,
    );
  });

  it('fills every aisle and health category, and none for the advert banner', () => {
    for (const handle of CATEGORY_HANDLES.filter((handle) => handle !== 'advert-banner')) {
      expect(catalog.productsInCategory(handle).length, handle).toBeGreaterThan(0);
    }
    expect(catalog.productsInCategory('advert-banner')).toEqual([]);
    expect(catalog.productsInCategory('nope')).toEqual([]);
    expect(catalog.productsInCategory('grocery')).toHaveLength(catalog.products().length);
    const popularity = catalog.productsInCategory('ghee').map((product) => product.metadata.popularity);
    expect(popularity.length).toBeGreaterThan(2);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    const diabetic = catalog.productsInCategory('diabetic-friendly');
    expect(diabetic.every((product) => product.tags?.some((tag) => tag.value === 'diabetic-friendly'))).toBe(true);
  });

  it('lists the root then its children, and finds each by handle', () => {
    const root = catalog.categories();
    expect(catalog.allCategories()).toEqual([root, ...root.category_children]);
    for (const category of catalog.allCategories()) expect(catalog.categoryByHandle(category.handle)).toBe(category);
    expect(catalog.categoryByHandle('nope')).toBeUndefined();
  });

  it('finds a variant with its product, and products by id and handle', () => {
    const ghee = catalog.productByHandle('a2-desi-cow-ghee');
    const variant = ghee?.variants[1];
    expect(variant && catalog.variantById(variant.id)).toEqual({ product: ghee, variant });
    expect(catalog.productById(ghee?.id ?? '')).toBe(ghee);
    expect(catalog.variantById('variant_nope')).toBeUndefined();
  });

  it('hands out frozen objects', () => {
    const product = catalog.products()[0];
    expect(() => {
      (product as { title: string }).title = 'changed';
    }).toThrow(TypeError);
    expect(Object.isFrozen(product?.variants[0]?.calculated_price)).toBe(true);
    expect(Object.isFrozen(catalog.categories().category_children)).toBe(true);
    expect(Object.isFrozen(catalog.allCategories())).toBe(true);
  });

  it('reads weights from variant labels', () => {
    expect([
      weightInGrams('500 g'),
      weightInGrams('1 kg'),
      weightInGrams('5 L'),
      weightInGrams('250 ml'),
      weightInGrams('Classic'),
    ]).toEqual([500, 1000, 5000, 250, null]);
  });
});

describe('generated images', () => {
  const sizeAndGrid = (svg: string) => {
    expect(Buffer.byteLength(svg)).toBeLessThan(8 * 1024);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="400" height="400" viewBox="0 0 400 400"/,
    );
  };

  it('draws every product packshot on the 400 grid, under 8 KB, with its name and weights', () => {
    for (const product of catalog.products()) {
      const svg = productPackshot(product);
      sizeAndGrid(svg);
      expect(svg).toContain(`<title>`);
      expect(svg).toContain(product.variants[0]?.title ?? '?');
    }
  });

  it('draws each kind of pack differently and escapes text', () => {
    const kinds = ['pouch', 'sack', 'jar', 'bottle', 'tub', 'box'] as const;
    const drawings = kinds.map((kind) =>
      productImageSvg({
        title: 'Salt & <Sugar> "Mix"',
        hindiName: 'नमक <चीनी>',
        kind,
        accent: ACCENTS.ghee,
        weights: ['1 <kg>', '5 kg'],
      }),
    );
    expect(new Set(drawings).size).toBe(kinds.length);
    for (const svg of drawings) {
      expect(svg).not.toMatch(/<(Sugar|चीनी|kg)>/);
      expect(svg).toContain('&#60;Sugar&#62;');
      expect(svg).toContain('Salt &#38;');
      expect(svg).toContain('&#34;Mix&#34;');
      expect(svg).toContain('नमक &#60;चीनी&#62;');
      expect(svg).toContain('1 &#60;kg&#62; · 5 kg');
    }
    expect(categoryIconSvg('ghee', 'Ghee & <Oils>')).toContain('<title>Ghee &#38; &#60;Oils&#62;</title>');
  });

  it('draws a distinct icon for every category and the root', () => {
    const icons = [catalog.categories(), ...catalog.categories().category_children].map((category) =>
      categoryIconSvg(category.handle, category.name),
    );
    icons.forEach(sizeAndGrid);
    expect(new Set(icons).size).toBe(icons.length);
  });
});
