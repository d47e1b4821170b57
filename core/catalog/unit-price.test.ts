import { describe, expect, it } from 'vitest';
import { compareByPackPrice, compareByUnitPrice, unitPrice } from './unit-price';

describe('unitPrice', () => {
  it('reads the size from the label, per kg for weights and per litre for volumes', () => {
    expect(unitPrice({ title: '500 g', price: 4500 })).toEqual({ paise: 9000, unit: 'kg' });
    expect(unitPrice({ title: '1 kg', price: 7500 })).toEqual({ paise: 7500, unit: 'kg' });
    expect(unitPrice({ title: '250 ml', price: 54900 })).toEqual({ paise: 219600, unit: 'L' });
    expect(unitPrice({ title: '5 L', price: 94500 })).toEqual({ paise: 18900, unit: 'L' });
  });

  it('prefers the known weight, and knows no size for a label without one', () => {
    expect(unitPrice({ title: 'Family pack', weight: 2000, price: 30000 })).toEqual({ paise: 15000, unit: 'kg' });
    expect(unitPrice({ title: 'Classic', weight: null, price: 99900 })).toBeNull();
    expect(unitPrice({ title: null, price: 100 })).toBeNull();
  });
});

describe('compareByUnitPrice (issue 22.12, the Price per kg order of issue 25 item 2)', () => {
  const bajra = { title: '500 g', price: 4500 };
  const atta = { title: '1 kg', price: 7500 };
  const hamper = { title: 'Classic', price: 99900 };
  const box = { title: 'Small', price: 49900 };

  it('sets a 500 g pack against a 1 kg one by price per kg, both ways', () => {
    expect([bajra, atta].sort((a, b) => compareByUnitPrice(a, b, 1))).toEqual([atta, bajra]);
    expect([atta, bajra].sort((a, b) => compareByUnitPrice(a, b, -1))).toEqual([bajra, atta]);
  });

  it('puts packs without a size after the sized ones, by their price', () => {
    expect([hamper, bajra, box, atta].sort((a, b) => compareByUnitPrice(a, b, 1))).toEqual([atta, bajra, box, hamper]);
    expect([box, hamper, atta, bajra].sort((a, b) => compareByUnitPrice(a, b, -1))).toEqual([bajra, atta, hamper, box]);
  });
});

describe('compareByPackPrice (the Price: low to high and high to low orders, issue 25 item 2)', () => {
  const bajra = { title: '500 g', price: 4500 };
  const atta = { title: '1 kg', price: 7500 };
  const hamper = { title: 'Classic', price: 99900 };

  it('orders by the selling price of the pack, whatever its size, both ways', () => {
    expect([atta, hamper, bajra].sort((a, b) => compareByPackPrice(a, b, 1))).toEqual([bajra, atta, hamper]);
    expect([atta, bajra, hamper].sort((a, b) => compareByPackPrice(a, b, -1))).toEqual([hamper, atta, bajra]);
  });

  it('puts a product without a pack last, both ways', () => {
    expect(compareByPackPrice(undefined, atta, 1)).toBeGreaterThan(0);
    expect(compareByPackPrice(atta, undefined, 1)).toBeLessThan(0);
    expect(compareByPackPrice(undefined, atta, -1)).toBeGreaterThan(0);
    expect(compareByPackPrice(atta, undefined, -1)).toBeLessThan(0);
    expect(compareByPackPrice(undefined, undefined, 1)).toBe(0);
  });
});
