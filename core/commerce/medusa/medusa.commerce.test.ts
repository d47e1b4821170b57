import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFixture, replayFixture, resultOf } from '../../../harness/fakes/medusa-fixture-replay';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(file).isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('createMedusaCommerce', () => {
  it("is the 'medusa' backend with password login", () => {
    const { commerce } = replayFixture(loadFixture('categories'));
    expect(commerce.backend).toBe('medusa');
    expect(commerce.loginMethod).toBe('password');
  });

  it('checkout knows no pin-code service: a pin code is taken as serviceable, city and state unknown, nothing sent', async () => {
    const { commerce, made } = replayFixture(loadFixture('categories'));
    expect(await resultOf(commerce.pinCode('110001'))).toEqual({
      ok: true,
      value: { pinCode: '110001', serviceable: true, city: null, state: null },
    });
    expect(made).toEqual([]);
  });

  it('user metadata and session events are not Medusa routes: null, nothing sent', async () => {
    const { commerce, made } = replayFixture(loadFixture('categories'));
    expect(await resultOf(commerce.userMetadata('u1', 'shop.test'))).toBeNull();
    const event_data = { product_id: 'p', variant_id: null, event_timestamp: '2026-01-01T00:00:00.000Z' };
    expect(
      await resultOf(
        commerce.sessionEvent({ customer_id: 'c', session_id: 's', event_type: 'product-view', event_data }),
      ),
    ).toBeNull();
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
