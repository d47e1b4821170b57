import { describe, expect, it } from 'vitest';
import { createSeedCatalog } from '../catalog/seed-catalog';
import { CART_PROTECTED_MS, CartService, MAX_CARTS } from './cart-service';

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
    // The least recently used cart is still the one made first: the refused ones were never kept.
    for (let index = 0; index < MAX_CARTS; index++) carts.create();
    expect(() => carts.get(kept.id)).toThrow(`Cart with id ${kept.id} was not found`);
  });

  it(`drops the least recently used cart past ${MAX_CARTS}, and only that one`, () => {
    carts.reset();
    const first = carts.create();
    const second = carts.create();
    for (let index = 0; index < MAX_CARTS - 2; index++) carts.create();
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

  describe('under a flood of new carts (issue 23 item 3)', () => {
    const small = () => new CartService(createSeedCatalog(), () => clock, { maxCarts: 5 });

    it('keeps a cart whose lines were touched recently, however many carts are made after it', () => {
      clock = Date.UTC(2024, 5, 1);
      const service = new CartService(createSeedCatalog(), () => clock);
      const shopper = service.create();
      service.addItem(shopper.id, TOOR_1KG, 2);
      for (let index = 0; index < MAX_CARTS + 50; index++) service.create();
      expect(service.get(shopper.id).items).toHaveLength(1);
    });

    it('drops the cart used least recently, not the one made first', () => {
      clock = Date.UTC(2024, 5, 1);
      const service = small();
      const used = service.create();
      const idle = service.create();
      for (let index = 0; index < 3; index++) service.create();
      service.get(used.id);
      service.create();
      expect(service.get(used.id).id).toBe(used.id);
      expect(() => service.get(idle.id)).toThrow('was not found');
    });

    it('lets a cart with lines go once they are long untouched', () => {
      clock = Date.UTC(2024, 5, 1);
      const service = small();
      const stale = service.create();
      service.addItem(stale.id, TOOR_1KG, 1);
      clock += CART_PROTECTED_MS + 1;
      for (let index = 0; index < 5; index++) service.create();
      expect(() => service.get(stale.id)).toThrow('was not found');
    });

    it('tells who keeps checkout state which carts it dropped', () => {
      clock = Date.UTC(2024, 5, 1);
      const service = small();
      const dropped: string[] = [];
      service.onDropped((cartId) => dropped.push(cartId));
      const first = service.create();
      for (let index = 0; index < 5; index++) service.create();
      expect(dropped).toEqual([first.id]);
    });
  });
});
