import { describe, expect, it } from 'vitest';
import { DeliveryLedger, quantile } from './load-stats';

describe('quantile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(quantile(values, 0.5)).toBe(50);
    expect(quantile(values, 0.99)).toBe(99);
    expect(quantile([7], 0.99)).toBe(7);
    expect(quantile([], 0.5)).toBeNull();
  });
});

describe('DeliveryLedger', () => {
  it('counts each sent message as received, lost or duplicated, and times the first push only', () => {
    const ledger = new DeliveryLedger();
    ledger.sent('a', 0);
    ledger.sent('b', 10);
    ledger.sent('c', 20);
    ledger.pushed('a', 5);
    ledger.pushed('b', 40);
    ledger.pushed('b', 90);
    ledger.pushed('stranger', 50);
    ledger.sent('d', 30);
    ledger.failed('d');
    expect(ledger.totals()).toEqual({ sent: 3, received: 2, lost: 1, duplicated: 1, failed: 1 });
    expect(ledger.latencies).toEqual([5, 30]);
  });
});
