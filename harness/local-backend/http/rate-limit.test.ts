import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows a burst, then the rate, per client', () => {
    let now = 0;
    const limiter = new RateLimiter({ burst: 3, perSecond: 0.5 }, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([null, null, null]);
    expect(limiter.take('a')).toBe(2);
    expect(limiter.take('b')).toBeNull();
    now += 2000;
    expect(limiter.take('a')).toBeNull();
    expect(limiter.take('a')).toBe(2);
  });
});
