import { describe, expect, it } from 'vitest';
import { INTL_LOCALE, pathInLanguage, pathWithoutLanguage, STORE_LANGUAGE } from './language';

describe('the store language', () => {
  it('is English in a build without the hindi condition (tests and the default build)', () => {
    expect(STORE_LANGUAGE).toBe('en');
    expect(INTL_LOCALE).toBe('en-IN');
  });

  it('puts a page under /hi in Hindi and back at the root in English', () => {
    expect(pathInLanguage('/cart', 'hi')).toBe('/hi/cart');
    expect(pathInLanguage('/', 'hi')).toBe('/hi/');
    expect(pathInLanguage('/search?q=atta', 'hi')).toBe('/hi/search?q=atta');
    expect(pathInLanguage('/hi/cart', 'en')).toBe('/cart');
    expect(pathInLanguage('/hi', 'en')).toBe('/');
    expect(pathInLanguage('/hi/', 'en')).toBe('/');
    expect(pathInLanguage('/hi/product/ghee-1l', 'hi')).toBe('/hi/product/ghee-1l');
  });

  it('leaves a path that only starts with the letters hi alone', () => {
    expect(pathWithoutLanguage('/hing-powder')).toBe('/hing-powder');
    expect(pathInLanguage('/history', 'en')).toBe('/history');
  });
});
