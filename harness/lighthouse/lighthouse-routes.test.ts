import { describe, expect, it } from 'vitest';
import { routesToMeasure, type Route } from './lighthouse-routes';

const STORE: readonly Route[] = [
  { label: '/', path: '/' },
  { label: '/categories/ghee', path: '/categories/ghee' },
  { label: '/cart (2 items)', path: '/cart', cartId: 'cart_1' },
];

describe('routesToMeasure', () => {
  it("measures all of the store's routes when no path is asked for", () => {
    expect(routesToMeasure(STORE, [])).toEqual(STORE);
  });

  it("takes the store's own route for a path it has, the cart with its items, in the order asked", () => {
    expect(routesToMeasure(STORE, ['/cart', '/'])).toEqual([STORE[2], STORE[0]]);
  });

  it('measures any other page of the store at the path asked for', () => {
    expect(routesToMeasure(STORE, ['/categories/rice'])).toEqual([
      { label: '/categories/rice', path: '/categories/rice' },
    ]);
  });

  it("refuses a path that does not start with '/'", () => {
    expect(() => routesToMeasure(STORE, ['categories/rice', '/'])).toThrow(
      "Route paths start with '/': categories/rice",
    );
  });
});
