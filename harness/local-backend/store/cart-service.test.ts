import { describe, expect, it } from 'vitest';
import { createSeedCatalog } from '../catalog/seed-catalog';
import { CartService, MAX_CARTS } from './cart-service';

const TOOR_1KG = 'variant_toor_dal_1kg';
let clock = Date.UTC(2024, 5, 1);
const carts = new CartService(createSeedCatalog(), () => clock);

describe('CartService', () => {
  it('keeps no cart when one of the items it was asked to hold is refused', () => {
    carts.reset();
    const kept = carts.create();
    expect(() =>
      carts.create(null, [
        { variantId: TOOR_1KG, quantity: 999 },
        { variantId: TOOR_1KG, quantity: 1 },
      ]),
    ).toThrow('at most 999 per item');
    expect(() =>
      carts.create(null, [
        { variantId: TOOR_1KG, quantity: 1 },
        { variantId: 'variant_nope', quantity: 1 },
      ]),
    ).toThrow('variant_nope');
    expect(() => carts.create(null, [{ variantId: TOOR_1KG, quantity: 1.5 }])).toThrow('quantity must be an integer');
    // The oldest cart is still the one made first: the refused ones were never kept.
    for (let index = 0; index < MAX_CARTS - 1; index++) carts.create();
    expect(carts.get(kept.id).id).toBe(kept.id);
    carts.create();
    expect(() => carts.get(kept.id)).toThrow(`Cart with id ${kept.id} was not found`);
  });

  it(`drops the oldest cart past ${MAX_CARTS}, and only that one`, () => {
    carts.reset();
    const first = carts.create();
    const second = carts.create();
    for (let index = 0; index < MAX_CARTS - 2; index++) carts.create();
    expect(carts.get(first.id).id).toBe(first.id);
    const newest = carts.create();
    expect(() => carts.get(first.id)).toThrow('was not found');
    expect(carts.get(second.id).id).toBe(second.id);
    expect(carts.get(newest.id).id).toBe(newest.id);
  });

  it('stamps created_at and moves updated_at with each change, never backwards', () => {
    carts.reset();
    clock = Date.UTC(2024, 5, 1);
    const cart = carts.create();
    expect(cart.created_at).toBe('2024-06-01T00:00:00.000Z');
    clock += 60_000;
    expect(carts.addItem(cart.id, TOOR_1KG, 1).updated_at).toBe('2024-06-01T00:01:00.000Z');
    clock -= 120_000;
    const later = carts.addItem(cart.id, TOOR_1KG, 1);
    expect([later.created_at, later.updated_at]).toEqual(['2024-06-01T00:00:00.000Z', '2024-06-01T00:01:00.000Z']);
  });
});
