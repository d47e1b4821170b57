import { describe, expect, it } from 'vitest';
import { atPath, fill } from './capture-fixtures';
import { FIXTURE_REQUESTS } from './fixture-requests';

describe('the fixture capture', () => {
  it('reads dot paths through objects and arrays, undefined where there is nothing', () => {
    const body = { cart: { id: 'cart_1', items: [{ id: 'cali_1' }] } };
    expect(atPath(body, 'cart.items.0.id')).toBe('cali_1');
    expect(atPath(body, 'cart.items.1.id')).toBeUndefined();
    expect(atPath(null, 'cart.id')).toBeUndefined();
  });

  it('fills {{names}} in nested strings and refuses an unknown name', () => {
    expect(
      fill(
        { path: '/store/carts/{{cartId}}', body: [{ q: '{{cartId}}-{{runId}}' }], n: 2 },
        { cartId: 'c1', runId: 'r' },
      ),
    ).toEqual({
      path: '/store/carts/c1',
      body: [{ q: 'c1-r' }],
      n: 2,
    });
    expect(() => fill('/store/carts/{{missing}}', {})).toThrow(/No value for \{\{missing\}\}/);
  });

  it('has unique kebab-case names and uses only names captured earlier', () => {
    const names = FIXTURE_REQUESTS.map((request) => request.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const known = new Set(['regionId', 'publishableKey', 'runId']);
    for (const request of FIXTURE_REQUESTS) {
      const used = [...JSON.stringify([request.path, request.body ?? null]).matchAll(/\{\{(\w+)\}\}/g)].map(
        (match) => match[1],
      );
      if (request.bearer) used.push(request.bearer);
      for (const name of used) expect(known.has(name ?? ''), `${request.name} uses {{${name}}}`).toBe(true);
      for (const name of Object.keys(request.capture ?? {})) known.add(name);
    }
  });
});
