import { describe, expect, it } from 'vitest';
import { languageCookie, languageOfCookies } from './language-cookie';

describe('the language cookie', () => {
  it('keeps the choice for a year on every path', () => {
    expect(languageCookie('hi')).toBe('store_language=hi; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('is read back from a Cookie header among others', () => {
    expect(languageOfCookies('cartId=c1; store_language=hi; isLoggedIn=true')).toBe('hi');
    expect(languageOfCookies('store_language=en')).toBe('en');
  });

  it('names no language when absent or not one the store speaks', () => {
    expect(languageOfCookies(undefined)).toBeNull();
    expect(languageOfCookies('')).toBeNull();
    expect(languageOfCookies('store_language=fr')).toBeNull();
    expect(languageOfCookies('my_store_language=hi')).toBeNull();
  });
});
