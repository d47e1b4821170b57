import { describe, expect, it } from 'vitest';
import { createSeedCatalog } from '../catalog/seed-catalog';
import { seededOrders } from './customer-seed';

describe('the seeded order history (issue 11)', () => {
  it('lists only packs the store sells, at their catalogue price, with their image', () => {
    const catalog = createSeedCatalog();
    const packs = new Map(
      catalog
        .products()
        .flatMap((product) =>
          product.variants.map(
            (variant) =>
              [
                `${product.title} - ${variant.title ?? ''}`.trim(),
                { price: variant.calculated_price.calculated_amount, thumbnail: product.thumbnail },
              ] as const,
          ),
        ),
    );
    const lines = seededOrders().flatMap((order) => order.items);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const pack = packs.get(line.title);
      expect(pack, `${line.title} is not a pack of the catalogue`).toBeDefined();
      expect(line.unit_price).toBe(pack!.price);
      expect(line.total).toBe(line.unit_price * line.quantity);
      expect(line.thumbnail).toBe(pack!.thumbnail);
    }
  });
});
