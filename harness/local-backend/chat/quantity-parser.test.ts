import { describe, expect, it } from 'vitest';
import { chooseVariant, parseAmount, parsePackSize } from './quantity-parser';

const variants = (...titles: string[]) => titles.map((title) => ({ title }));

describe('parseAmount', () => {
  it.each([
    ['add 2 kg atta', { value: 2000, unit: 'g' }, 'add atta'],
    ['add 2kg atta', { value: 2000, unit: 'g' }, 'add atta'],
    ['do kilo aata daal do', { value: 2000, unit: 'g' }, 'aata daal do'],
    ['दो किलो आटा', { value: 2000, unit: 'g' }, 'आटा'],
    ['२ किलो आटा', { value: 2000, unit: 'g' }, 'आटा'],
    ['1 litre mustard oil', { value: 1000, unit: 'ml' }, 'mustard oil'],
    ['500 ml ghee', { value: 500, unit: 'ml' }, 'ghee'],
    ['1.5 kg dal', { value: 1500, unit: 'g' }, 'dal'],
    ['aadha kilo besan', { value: 500, unit: 'g' }, 'besan'],
    ['3 packets dosa mix', { value: 3, unit: 'count' }, 'dosa mix'],
    ['add 2 ghee', { value: 2, unit: 'count' }, 'add ghee'],
  ])('%s', (text, amount, rest) => {
    expect(parseAmount(text)).toEqual({ amount, rest });
  });

  it('does not read number words without a unit', () => {
    expect(parseAmount('do you have ghee').amount).toBeNull();
    expect(parseAmount('ghee daal do').amount).toBeNull();
  });
});

describe('parsePackSize', () => {
  it('reads weights and volumes, and not names', () => {
    expect(parsePackSize('5 kg')).toEqual({ value: 5000, unit: 'g' });
    expect(parsePackSize('1 L')).toEqual({ value: 1000, unit: 'ml' });
    expect(parsePackSize('250 ml')).toEqual({ value: 250, unit: 'ml' });
    expect(parsePackSize('Classic')).toBeNull();
  });
});

describe('chooseVariant', () => {
  const flour = variants('1 kg', '5 kg', '10 kg');

  it('prefers an exact pack, then the largest pack that divides the amount', () => {
    expect(chooseVariant(flour, { value: 5000, unit: 'g' })).toEqual({ variant: flour[1], quantity: 1 });
    expect(chooseVariant(flour, { value: 2000, unit: 'g' })).toEqual({ variant: flour[0], quantity: 2 });
    expect(chooseVariant(flour, { value: 20000, unit: 'g' })).toEqual({ variant: flour[2], quantity: 2 });
    expect(chooseVariant(flour, { value: 15000, unit: 'g' })).toEqual({ variant: flour[1], quantity: 3 });
  });

  it('overshoots least when no pack divides the amount', () => {
    expect(chooseVariant(flour, { value: 750, unit: 'g' })).toEqual({ variant: flour[0], quantity: 1 });
    expect(chooseVariant(variants('500 g', '1 kg'), { value: 1200, unit: 'g' })).toMatchObject({ quantity: 3 });
  });

  it('treats a litre like a kilo when the product has only the other', () => {
    const ghee = variants('500 ml', '1 L');
    expect(chooseVariant(ghee, { value: 1000, unit: 'g' })).toEqual({ variant: ghee[1], quantity: 1 });
  });

  it('takes the first variant for a count or no amount, and nothing without variants', () => {
    const hamper = variants('Classic', 'Premium');
    expect(chooseVariant(hamper, { value: 3, unit: 'count' })).toEqual({ variant: hamper[0], quantity: 3 });
    expect(chooseVariant(flour, null)).toEqual({ variant: flour[0], quantity: 1 });
    expect(chooseVariant(hamper, { value: 2000, unit: 'g' })).toEqual({ variant: hamper[0], quantity: 1 });
    expect(chooseVariant([], null)).toBeNull();
  });
});
