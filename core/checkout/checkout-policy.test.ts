import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_POLICY, codAllowed, deliveryFeeFor, freeDeliveryShortfall } from './checkout-policy';

const near = (edge: number) => fc.integer({ min: edge - 2, max: edge + 2 });
/** Any amount up to Rs 20,000, often within 2 paise of an edge. */
const amounts = fc.oneof(
  fc.integer({ min: 0, max: 2_000_000 }),
  near(CHECKOUT_POLICY.freeDeliveryFrom),
  near(CHECKOUT_POLICY.codLimit),
);

describe('checkout policy at its edges', () => {
  it('charges the delivery fee at Rs 998.99 and delivers free from exactly Rs 999', () => {
    expect(deliveryFeeFor(99_800)).toBe(6_000);
    expect(deliveryFeeFor(99_899)).toBe(6_000);
    expect(deliveryFeeFor(99_900)).toBe(0);
    expect(deliveryFeeFor(99_901)).toBe(0);
  });

  it('offers cash on delivery up to exactly Rs 5,000 and not at Rs 5,000.01', () => {
    expect(codAllowed(499_999)).toBe(true);
    expect(codAllowed(500_000)).toBe(true);
    expect(codAllowed(500_001)).toBe(false);
  });

  it('over any amount: the fee is 0 exactly from the threshold, COD exactly up to the limit', () => {
    fc.assert(
      fc.property(amounts, (paise) => {
        expect(deliveryFeeFor(paise)).toBe(paise < CHECKOUT_POLICY.freeDeliveryFrom ? CHECKOUT_POLICY.deliveryFee : 0);
        expect(codAllowed(paise)).toBe(!(paise > CHECKOUT_POLICY.codLimit));
      }),
    );
  });
});

describe('the free-delivery nudge at its edge (issue 25 item 4)', () => {
  it('asks for Rs 0.01 more at Rs 998.99 and for nothing from exactly Rs 999', () => {
    expect(freeDeliveryShortfall(99_899)).toBe(1);
    expect(freeDeliveryShortfall(99_900)).toBe(0);
  });

  it('reckons from the threshold the backend names', () => {
    expect(freeDeliveryShortfall(40_000, 50_000)).toBe(10_000);
    expect(freeDeliveryShortfall(50_000, 50_000)).toBe(0);
  });

  it('over any amount: nothing is asked exactly when delivery is free, else the difference', () => {
    fc.assert(
      fc.property(amounts, (paise) => {
        const shortfall = freeDeliveryShortfall(paise);
        expect(shortfall === 0).toBe(deliveryFeeFor(paise) === 0);
        if (shortfall > 0) expect(paise + shortfall).toBe(CHECKOUT_POLICY.freeDeliveryFrom);
      }),
    );
  });
});
