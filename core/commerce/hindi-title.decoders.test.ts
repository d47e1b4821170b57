import { describe, expect, it } from 'vitest';
import { toProduct as brandProduct } from './brand/brand-catalog.decoders';
import { toProductSummary as brandSummary } from './brand/brand-product-summary.decoders';
import { toProduct as medusaProduct, toProductSummary as medusaSummary } from './medusa/medusa-catalog.decode';
import { cardProductOf, decodeRecentlyViewed, encodeRecentlyViewed, recentOf } from '../catalog/recently-viewed';
import { CARD_FIELDS } from './brand/brand.commerce';
import { fieldSelection, selectFields } from '../../harness/local-backend/store/field-selection';
import { createSeedCatalog } from '../../harness/local-backend/catalog/seed-catalog';

const record = (metadata: unknown) => ({
  id: 'prod_toor_dal',
  handle: 'toor-dal',
  title: 'Toor Dal',
  thumbnail: '/images/products/toor-dal.svg',
  variants: [
    { id: 'variant_toor_dal_1kg', title: '1 kg', variant_rank: 0, calculated_price: { calculated_amount: 16900 } },
  ],
  metadata,
});

const decoders = {
  'brand product': (metadata: unknown) => brandProduct(record(metadata)),
  'brand card': (metadata: unknown) => brandSummary({ product: record(metadata) }, 'toor-dal', 'http://shop.test'),
  'medusa product': (metadata: unknown) => medusaProduct(record(metadata)),
  'medusa card': (metadata: unknown) => medusaSummary(record(metadata), 'toor-dal', 'http://shop.test'),
};

describe('the Hindi title of a product (metadata.title_hi, issue 26 item 3)', () => {
  it.each(Object.entries(decoders))('%s: reads title_hi as titleHi, trimmed, beside the title', (_, decode) => {
    const decoded = decode({ title_hi: ' तूर दाल (अरहर) ', popularity: 3 });
    expect(decoded).toMatchObject({ title: 'Toor Dal', titleHi: 'तूर दाल (अरहर)' });
  });

  it.each(Object.entries(decoders))(
    '%s: has no titleHi without one, and ignores a malformed one (the product still decodes)',
    (_, decode) => {
      for (const metadata of [
        undefined,
        null,
        'title_hi',
        [],
        {},
        { title_hi: null },
        { title_hi: 7 },
        { title_hi: '   ' },
        { title_hi: ['तूर दाल'] },
        { title_hi: { hi: 'तूर दाल' } },
      ]) {
        const decoded = decode(metadata);
        expect(decoded, JSON.stringify(metadata)).toMatchObject({ title: 'Toor Dal' });
        expect(decoded, JSON.stringify(metadata)).not.toHaveProperty('titleHi');
      }
    },
  );

  it('a brand card as the local backend answers its fields carries the Hindi title, and no more of the metadata', () => {
    const seeded = createSeedCatalog().productByHandle('toor-dal');
    const card = selectFields(seeded, fieldSelection(new URLSearchParams({ fields: CARD_FIELDS })));
    expect(card).toMatchObject({ metadata: { title_hi: 'तूर दाल (अरहर)' } });
    expect(Object.keys((card as { metadata: object }).metadata)).toEqual(['title_hi']);
    expect(brandProduct(card)).toMatchObject({ title: 'Toor Dal', titleHi: 'तूर दाल (अरहर)' });
  });

  it('a recently viewed product keeps its Hindi title across visits, and drops a malformed one', () => {
    const product = medusaProduct(record({ title_hi: 'तूर दाल (अरहर)' }));
    if (!product) throw new Error('the product did not decode');
    const [kept] = decodeRecentlyViewed(encodeRecentlyViewed([recentOf(product)]));
    expect(kept).toMatchObject({ title: 'Toor Dal', titleHi: 'तूर दाल (अरहर)' });
    expect(kept && cardProductOf(kept)).toMatchObject({ titleHi: 'तूर दाल (अरहर)' });
    const malformed = JSON.stringify({ products: [{ ...recentOf(product), titleHi: 12 }] });
    const [read] = decodeRecentlyViewed(malformed);
    expect(read).toMatchObject({ title: 'Toor Dal' });
    expect(read).not.toHaveProperty('titleHi');
  });
});
