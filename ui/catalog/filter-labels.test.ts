import { describe, expect, it } from 'vitest';
import { dietLabel, priceRangeLabel } from './filter-labels';

describe('the filter labels', () => {
  it('names the price bands', () => {
    expect(priceRangeLabel({ min: 0, max: 199 })).toBe('Under ₹200');
    expect(priceRangeLabel({ min: 200, max: 499 })).toBe('₹200 – ₹499');
    expect(priceRangeLabel({ min: 1000, max: null })).toBe('₹1000 and above');
  });

  it('names the diets, and a diet it has no words for by its catalogue name', () => {
    expect(dietLabel({ value: 'diabetic-friendly', label: 'x' })).toBe('Diabetic friendly');
    expect(dietLabel({ value: 'vegan', label: 'Vegan' })).toBe('Vegan');
  });
});
