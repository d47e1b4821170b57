// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '../../core/cart/cart.model';
import { preloadPages } from '../pages/lazy-pages';
import { settledState } from '../testing/page-fixtures';
import { renderApp } from '../testing/render-app';
import { safeImageSrc } from './image-src';

beforeAll(() => preloadPages());
afterEach(cleanup);

const HOSTILE = [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  'file:///etc/passwd',
  'blob:null/1',
];

describe('image sources', () => {
  it.each(HOSTILE)('refuses %j', (src) => {
    expect(safeImageSrc(src)).toBeUndefined();
  });

  it('keeps http(s) addresses, same-origin paths and data images', () => {
    expect(safeImageSrc('https://cdn.example/atta.webp')).toBe('https://cdn.example/atta.webp');
    expect(safeImageSrc('http://127.0.0.1:5173/images/atta.svg')).toBe('http://127.0.0.1:5173/images/atta.svg');
    expect(safeImageSrc('/images/atta.svg')).toBe('/images/atta.svg');
    expect(safeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(safeImageSrc('')).toBeUndefined();
    expect(safeImageSrc(null)).toBeUndefined();
  });

  it('no thumbnail with another scheme reaches an <img src> (cart page and cart bar)', () => {
    const lines: CartItem[] = HOSTILE.map((thumbnail, index) => ({
      id: `line_${index}`,
      title: `Item ${index}`,
      thumbnail,
      quantity: 1,
      price: 100,
      total: 100,
      variant_id: `variant_${index}`,
      variant_title: '1 kg',
      product_handle: null,
    }));
    renderApp({ path: '/cart', initialState: settledState({ cartItems: lines }) });
    const sources = [...document.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(document.querySelectorAll('.cart-line').length).toBe(HOSTILE.length);
    for (const src of sources) expect(src === null || !HOSTILE.includes(src), String(src)).toBe(true);
  });
});
