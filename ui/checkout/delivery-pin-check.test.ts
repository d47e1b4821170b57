import { describe, expect, it } from 'vitest';
import { deliverToText } from './delivery-pin-check';

describe('the delivery promise for a pin code (issue 25 item 5)', () => {
  it('gives the zone’s days, as checkout’s delivery option does, or every zone’s without a zone', () => {
    expect(deliverToText('122001', 'ncr')).toBe('Deliver to 122001: in 1-2 days');
    expect(deliverToText('400001', 'metro')).toBe('Deliver to 400001: in 2-4 days');
    expect(deliverToText('400001', undefined)).toBe('Deliver to 400001: in 1-10 days');
  });
});
