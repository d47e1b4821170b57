import { describe, expect, it } from 'vitest';
import { languageOfCookies, languageRedirect } from './static-files';

describe('the language cookie the server reads (docs/product-spec.md §18.1)', () => {
  it('is read from a Cookie header among others', () => {
    expect(languageOfCookies('cartId=c1; store_language=hi; isLoggedIn=true')).toBe('hi');
    expect(languageOfCookies('store_language=en')).toBe('en');
  });

  it('names no language when absent or not one the store speaks', () => {
    expect(languageOfCookies(undefined)).toBeNull();
    expect(languageOfCookies('store_language=fr')).toBeNull();
    expect(languageOfCookies('my_store_language=hi')).toBeNull();
  });

  it("sends a page to the chosen language's address, with its query, and leaves it when it is there already", () => {
    expect(languageRedirect('store_language=hi', '/search', '?q=ghee')).toBe('/hi/search?q=ghee');
    expect(languageRedirect('store_language=en', '/hi/', '')).toBe('/');
    expect(languageRedirect('store_language=hi', '/hi/cart', '')).toBeNull();
    expect(languageRedirect(undefined, '/cart', '')).toBeNull();
  });
});
