import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFixture, replayFixture, resultOf } from './fixtures/fixture-replay';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(file).isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('createMedusaCommerce', () => {
  const address = { fullName: 'Asha', line1: '12 MG Road', line2: '', city: 'New Delhi', state: 'Delhi', pinCode: '110001', phone: '9876543210' };

  it("is the 'medusa' backend with password login", () => {
    const { commerce } = replayFixture(loadFixture('categories'));
    expect(commerce.backend).toBe('medusa');
    expect(commerce.loginMethod).toBe('password');
  });

  it('checkout is not wired yet: every operation fails without a request', async () => {
    const { commerce, made } = replayFixture(loadFixture('categories'));
    const failed = { ok: false, kind: 'failed', status: 0, message: null };
    expect(await resultOf(commerce.pinCode('110001'))).toEqual(failed);
    expect(await resultOf(commerce.setCheckoutDetails('cart_1', { phone: '9876543210', email: null }, address))).toEqual(failed);
    expect(await resultOf(commerce.shippingOptions('cart_1'))).toEqual(failed);
    expect(await resultOf(commerce.selectShippingOption('cart_1', 'so_1'))).toEqual(failed);
    expect(await resultOf(commerce.selectPayment('cart_1', 'cod'))).toEqual(failed);
    expect(await resultOf(commerce.complete('cart_1', 'key'))).toEqual(failed);
    expect(await resultOf(commerce.order('order_1'))).toEqual(failed);
    expect(made).toEqual([]);
  });

  it('user metadata and session events are not Medusa routes: null, nothing sent', async () => {
    const { commerce, made } = replayFixture(loadFixture('categories'));
    expect(await resultOf(commerce.userMetadata('u1', 'shop.test'))).toBeNull();
    const event_data = { product_id: 'p', variant_id: null, event_timestamp: '2026-01-01T00:00:00.000Z' };
    expect(await resultOf(commerce.sessionEvent({ customer_id: 'c', session_id: 's', event_type: 'product-view', event_data }))).toBeNull();
    expect(made).toEqual([]);
  });

  it('only the composition root (and tests, fixtures, the capture script) import the medusa adapter, so brand builds leave it out', () => {
    const importers = [...sourceFiles(path.join(ROOT, 'core')), ...sourceFiles(path.join(ROOT, 'ui'))]
      .filter((file) => !file.includes(`${path.sep}commerce${path.sep}medusa${path.sep}`))
      .filter((file) => /from '[^']*commerce\/medusa\//.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file));
    expect(importers.filter((file) => file !== path.join('ui', 'main.tsx'))).toEqual([]);
  });
});
