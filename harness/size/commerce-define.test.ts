import { afterEach, describe, expect, it } from 'vitest';
import { commerceDefine } from '../../vite.config';

const before = process.env['VITE_COMMERCE'];
afterEach(() => {
  if (before === undefined) delete process.env['VITE_COMMERCE'];
  else process.env['VITE_COMMERCE'] = before;
});

describe('VITE_COMMERCE at build time', () => {
  it('is brand when unset, and the named backend otherwise, written in as a constant', () => {
    delete process.env['VITE_COMMERCE'];
    expect(commerceDefine('production')).toEqual({ 'import.meta.env.VITE_COMMERCE': '"brand"' });
    process.env['VITE_COMMERCE'] = 'medusa';
    expect(commerceDefine('production')).toEqual({ 'import.meta.env.VITE_COMMERCE': '"medusa"' });
  });

  it('refuses a backend it does not know, naming the ones it does', () => {
    process.env['VITE_COMMERCE'] = 'shopify';
    expect(() => commerceDefine('production')).toThrow("VITE_COMMERCE must be one of brand, medusa; got 'shopify'.");
  });
});
