import { describe, expect, it } from 'vitest';
import { createRandomIdsPort } from './random-ids.adapter';

describe('createRandomIdsPort', () => {
  it('makes temp ids with the temp_ prefix, all different', () => {
    const ids = createRandomIdsPort();
    const made = Array.from({ length: 2_000 }, () => ids.tempId());

    for (const id of made) expect(id).toMatch(/^temp_[0-9a-f]{32}$/);
    expect(new Set(made).size).toBe(made.length);
  });

  it('makes guest ids of the form guest_{timestamp}_{9 base-36 characters}, all different', () => {
    const ids = createRandomIdsPort();
    const made = Array.from({ length: 2_000 }, () => ids.guestId(1_732_000_000_000));

    for (const id of made) expect(id).toMatch(/^guest_1732000000000_[a-z0-9]{9}$/);
    expect(new Set(made).size).toBe(made.length);
  });

  it('keeps the guest id format for a fractional timestamp', () => {
    expect(createRandomIdsPort().guestId(1_000.75)).toMatch(/^guest_\d+_[a-z0-9]{9}$/);
  });

  it('draws from the given random source', () => {
    const constant = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
        if (array instanceof Uint8Array) array.fill(37);
        return array;
      },
    };
    const ids = createRandomIdsPort(constant);

    expect(ids.tempId()).toBe(`temp_${'25'.repeat(16)}`);
    expect(ids.guestId(5)).toBe('guest_5_111111111');
  });

  it('makes one UUID session id per port', () => {
    const ids = createRandomIdsPort();
    const first = ids.sessionId();

    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids.sessionId()).toBe(first);
    expect(createRandomIdsPort().sessionId()).not.toBe(first);
  });
});
