// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createDocumentCookiesPort } from './document-cookies.adapter';

afterEach(() => {
  for (const name of ['aToken', 'cartId', 'isLoggedIn']) document.cookie = `${name}=; max-age=0; path=/`;
});

describe('createDocumentCookiesPort', () => {
  it('sets URI-encoded session cookies on the document', () => {
    const cookies = createDocumentCookiesPort();

    cookies.set('cartId', 'cart_01; x=y');
    cookies.set('isLoggedIn', 'true');

    expect(document.cookie.split('; ').sort()).toEqual(['cartId=cart_01%3B%20x%3Dy', 'isLoggedIn=true']);
  });

  it('reads a cookie back decoded, and null for one that is missing or does not decode', () => {
    const cookies = createDocumentCookiesPort();
    cookies.set('cartId', 'cart_01; x=y');
    document.cookie = 'aToken=%E0%A4; path=/';

    expect(cookies.read('cartId')).toBe('cart_01; x=y');
    expect(cookies.read('isLoggedIn')).toBeNull();
    expect(cookies.read('aToken')).toBeNull();
  });

  it('removes a cookie', () => {
    const cookies = createDocumentCookiesPort();
    cookies.set('aToken', 'abc');
    cookies.set('cartId', 'c1');

    cookies.remove('aToken');

    expect(document.cookie).toBe('cartId=c1');
  });

  it('writes path=/ and SameSite=Lax, a lifetime when given, and expires on removal', () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    const cookies = createDocumentCookiesPort(doc);

    cookies.set('aToken', 'a b');
    cookies.set('store_language', 'hi', 31536000);
    cookies.remove('aToken');

    expect(written).toEqual([
      'aToken=a%20b; path=/; SameSite=Lax',
      'store_language=hi; path=/; SameSite=Lax; max-age=31536000',
      'aToken=; max-age=0; path=/',
    ]);
  });
});
