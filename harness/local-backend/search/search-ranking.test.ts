import { describe, expect, it } from 'vitest';
import { createSeedCatalog } from '../catalog/seed-catalog';
import { searchProducts } from './product-search';

const catalog = createSeedCatalog();

/** The category handle of a product: its product family. */
const familyOf = (handle: string): string | undefined => catalog.productByHandle(handle)?.categories[0]?.handle;

/**
 * Misspelt and Hinglish queries shoppers type, with the product family the first result must
 * belong to (and, where one product is meant, a word its handle must hold) — issue 11, 'Misspellings'.
 */
const TABLE: readonly (readonly [query: string, family: string, handleHolds?: string])[] = [
  ['gee', 'ghee', 'ghee'],
  ['ghi', 'ghee', 'ghee'],
  ['ghee', 'ghee', 'ghee'],
  ['घी', 'ghee', 'ghee'],
  ['atta', 'fresh-chakki-atta', 'atta'],
  ['aata', 'fresh-chakki-atta', 'atta'],
  ['ata', 'fresh-chakki-atta', 'atta'],
  ['आटा', 'fresh-chakki-atta', 'atta'],
  ['dal', 'pulses', 'dal'],
  ['daal', 'pulses', 'dal'],
  ['दाल', 'pulses', 'dal'],
  ['sarson tel', 'cold-pressed-oils', 'mustard'],
  ['sarso ka tel', 'cold-pressed-oils', 'mustard'],
  ['mustard oil', 'cold-pressed-oils', 'mustard'],
  ['tel', 'cold-pressed-oils'],
  ['chawal', 'rice'],
  ['chaval', 'rice'],
  ['basmati', 'rice', 'basmati'],
];

describe('local search: misspellings and Hinglish rank the right family first', () => {
  it.each(TABLE.map(([query, family, holds]) => ({ query, family, holds: holds ?? '' })))(
    '$query -> $family',
    ({ query, family, holds }) => {
      const [first] = searchProducts(catalog, query, { rows: 5 });
      expect(first, `no result for ${query}`).toBeDefined();
      expect({ family: familyOf(first!.handle), holds: first!.handle.includes(holds) }, first!.handle).toEqual({
        family,
        holds: true,
      });
    },
  );
});
