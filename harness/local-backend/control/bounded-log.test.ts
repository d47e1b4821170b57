import { describe, expect, it } from 'vitest';
import { BoundedLog, jsonBytes } from './bounded-log';

describe('BoundedLog', () => {
  it('drops the oldest past the count', () => {
    const log = new BoundedLog<number>({ maxEntries: 3, maxBytes: 1000 });
    for (let n = 1; n <= 5; n++) log.push(n);
    expect(log.values()).toEqual([3, 4, 5]);
  });

  it('drops the oldest past the bytes of what it keeps, and never keeps one larger than the budget', () => {
    const log = new BoundedLog<string>({ maxEntries: 100, maxBytes: 25 });
    for (const text of ['aaaaaaaa', 'bbbbbbbb', 'cccccccc', 'dddddddd']) log.push(text);
    expect(log.values()).toEqual(['cccccccc', 'dddddddd']);
    expect(log.bytes).toBe(2 * jsonBytes('cccccccc'));
    expect(log.push('x'.repeat(40))).toBe(false);
    expect(log.values()).toEqual(['cccccccc', 'dddddddd']);
    log.clear();
    expect(log.values()).toEqual([]);
    expect(log.bytes).toBe(0);
  });
});
