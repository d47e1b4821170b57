import { describe, expect, it } from 'vitest';
import { fieldSelection, selectFields } from './field-selection';

const select = (fields: string, value: unknown) => selectFields(value, fieldSelection(new URLSearchParams({ fields })));

describe('fields', () => {
  const product = {
    id: 'p1',
    title: 'Toor dal',
    variants: [{ id: 'v1', title: '1 kg', calculated_price: { calculated_amount: 100, currency_code: 'inr' } }],
    metadata: { popularity: 9, nutrition: { energy: '1' } },
  };

  it('keeps the named fields, dotted paths into arrays and objects, and the whole of a *relation', () => {
    expect(select('id,variants.id,metadata.popularity', product)).toEqual({
      id: 'p1',
      variants: [{ id: 'v1' }],
      metadata: { popularity: 9 },
    });
    expect(select('id,*variants.calculated_price', product)).toEqual({
      id: 'p1',
      variants: [{ calculated_price: product.variants[0]?.calculated_price }],
    });
    expect(select('variants.id,variants', product)).toEqual({ variants: product.variants });
    expect(select('id,nothing.here', product)).toEqual({ id: 'p1' });
  });

  it('answers everything without fields, or when an entry adds to the defaults (+field)', () => {
    expect(selectFields(product, fieldSelection(new URLSearchParams()))).toBe(product);
    expect(select('+metadata', product)).toBe(product);
  });

  it('reads __proto__ as a name like any other, touching no prototype', () => {
    expect(select('__proto__.polluted,constructor,id', product)).toEqual({ id: 'p1' });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('refuses an entry that is not a field path', () => {
    expect(() => fieldSelection(new URLSearchParams({ fields: 'id,__proto__[x]' }))).toThrow(/not a field path/);
    expect(() => fieldSelection(new URLSearchParams({ fields: 'a'.repeat(2001) }))).toThrow(/at most 2000/);
  });
});
