import { describe, expect, it } from 'vitest';
import { toOrdersPage } from './medusa-account.decode';

describe('Medusa order lines name their pack for Buy again (SPEC §14.7)', () => {
  it("keeps a line's variant_id, and an old line decodes without one", () => {
    const page = toOrdersPage({
      orders: [
        {
          id: 'order_1',
          created_at: '2025-06-12T11:40:00.000Z',
          currency_code: 'inr',
          items: [
            { id: 'l1', quantity: 1, unit_price: 649, title: 'Desi Cow Ghee', variant_id: 'variant_ghee' },
            { id: 'l2', quantity: 1, unit_price: 99, title: 'Rock Salt' },
          ],
        },
      ],
    });
    expect(page?.items[0]?.items.map((item) => item.variantId)).toEqual(['variant_ghee', undefined]);
  });
});
