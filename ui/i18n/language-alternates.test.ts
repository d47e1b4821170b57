// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepLanguageAlternates } from './language-alternates';

const alternates = () =>
  Object.fromEntries(
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map((link) => [
      link.hreflang,
      link.href,
    ]),
  );

afterEach(() => {
  document.head.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe("the page's language alternates", () => {
  it('gives the prerendered paths as full addresses, keeping the links the page came with', () => {
    document.head.innerHTML =
      '<link rel="alternate" hreflang="en" href="/categories/ghee"><link rel="alternate" hreflang="hi" href="/hi/categories/ghee"><link rel="alternate" hreflang="x-default" href="/categories/ghee">';
    history.replaceState(null, '', '/hi/categories/ghee');
    keepLanguageAlternates()();
    expect(alternates()).toEqual({
      en: `${location.origin}/categories/ghee`,
      hi: `${location.origin}/hi/categories/ghee`,
      'x-default': `${location.origin}/categories/ghee`,
    });
    expect(document.head.querySelectorAll('link')).toHaveLength(3);
  });

  it('writes them for a page that had none, and follows the router to the next page', () => {
    history.replaceState(null, '', '/cart');
    const stop = keepLanguageAlternates();
    expect(alternates()['hi']).toBe(`${location.origin}/hi/cart`);
    history.pushState(null, '', '/checkout');
    window.dispatchEvent(new Event('pushState'));
    expect(alternates()).toEqual({
      en: `${location.origin}/checkout`,
      hi: `${location.origin}/hi/checkout`,
      'x-default': `${location.origin}/checkout`,
    });
    stop();
  });
});
