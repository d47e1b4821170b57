import { describe, expect, it } from 'vitest';
import { MAX_TRACKED_NUMBERS, OtpService } from './otp-service';

describe('OtpService', () => {
  it('forgets the numbers whose send window and code ran out once it tracks too many (issue 23)', () => {
    let now = Date.UTC(2026, 10, 27);
    const otps = new OtpService(
      () => now,
      () => {},
    );
    for (let n = 0; n < MAX_TRACKED_NUMBERS; n += 1) otps.send(`+91${7_000_000_000 + n}`);
    now += 11 * 60 * 1000;
    otps.send('+919876543210');
    expect(otps.tracked).toBe(1);
    expect(otps.last('+917000000000')).toBeNull();
    expect(otps.last('+919876543210')).not.toBeNull();
  });
});
