import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from './checkout.messages';

describe('the checkout messages', () => {
  it('quote the cash-on-delivery limit in rupees, grouped the Indian way', () => {
    expect(CHECKOUT_MESSAGES.codLimit).toBe('Cash on delivery is available on orders up to Rs 5,000.');
  });
});
