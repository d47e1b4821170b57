import { describe, expect, it } from 'vitest';
import { freeDeliveryShortfall } from '../../core/checkout/checkout-policy';
import { freeDeliveryText } from './free-delivery-nudge';

describe('the free-delivery nudge at its edge (issue 25 item 4)', () => {
  it('asks for Rs 0.01 more at Rs 998.99 and for nothing from exactly Rs 999', () => {
    expect(freeDeliveryText(freeDeliveryShortfall(99_899))).toBe('Add ₹0.01 more for free delivery');
    expect(freeDeliveryText(freeDeliveryShortfall(99_900))).toBe('Free delivery');
    expect(freeDeliveryText(freeDeliveryShortfall(0))).toBe('Add ₹999 more for free delivery');
    expect(freeDeliveryText(freeDeliveryShortfall(45_000))).toBe('Add ₹549 more for free delivery');
  });
});
