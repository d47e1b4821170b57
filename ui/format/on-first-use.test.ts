import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('makes the value when first asked for, once', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
