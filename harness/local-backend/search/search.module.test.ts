import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStoreBackend, type StoreBackend } from '../store/backend.fixture';

interface Suggestions {
  suggestions: { id: string; title: string; handle: string }[];
}

let server: StoreBackend;
const suggest = (body: unknown) => server.send<Suggestions>('POST', '/product_search/autosuggest', body);

beforeAll(async () => {
  server = await startStoreBackend();
});

afterAll(async () => {
  await server?.close();
});

describe('POST /product_search/autosuggest', () => {
  it.each([
    ['atta', /atta/i],
    ['aata', /atta/i],
    ['आटा', /atta/i],
    ['ghee', /ghee/i],
    ['घी', /ghee/i],
    ['dal', /dal/i],
    ['daal', /dal/i],
    ['दाल', /dal/i],
    ['chawal', /rice/i],
    ['चावल', /rice/i],
  ])('answers relevant products first for %s', async (query, pattern) => {
    const { status, body } = await suggest({ query, start: 0, rows: 20 });
    expect(status).toBe(200);
    expect(body.suggestions.length).toBeGreaterThanOrEqual(3);
    for (const suggestion of body.suggestions.slice(0, 3)) {
      expect(suggestion).toEqual({ id: expect.stringMatching(/^prod_/), title: expect.stringMatching(pattern), handle: expect.any(String) });
    }
  });

  it('suggests products that exist in the store', async () => {
    const { body } = await suggest({ query: 'ghee', rows: 1 });
    const handle = body.suggestions[0]?.handle ?? '';
    const product = await server.get<{ product: { id: string } }>(`/store/products/${handle}`);
    expect(product.status).toBe(200);
    expect(product.body.product.id).toBe(body.suggestions[0]?.id);
  });

  it('respects rows and start, defaults to 20 rows and never answers more than 50', async () => {
    const all = (await suggest({ query: 'a', rows: 50 })).body.suggestions;
    expect(all.length).toBeGreaterThan(20);
    expect((await suggest({ query: 'a', rows: 3 })).body.suggestions).toEqual(all.slice(0, 3));
    expect((await suggest({ query: 'a', start: 2, rows: 3 })).body.suggestions).toEqual(all.slice(2, 5));
    expect((await suggest({ query: 'a' })).body.suggestions).toHaveLength(20);
    expect((await suggest({ query: 'a', rows: 500 })).body.suggestions.length).toBeLessThanOrEqual(50);
  });

  it('answers an empty list for an empty or blank query', async () => {
    expect(await suggest({ query: '', start: 0, rows: 20 })).toMatchObject({ status: 200, body: { suggestions: [] } });
    expect(await suggest({ query: '   \t' })).toMatchObject({ status: 200, body: { suggestions: [] } });
  });

  it.each([
    ['a missing query', {}],
    ['a numeric query', { query: 42 }],
    ['a fractional start', { query: 'atta', start: 1.5 }],
    ['a negative rows', { query: 'atta', rows: -1 }],
    ['a string rows', { query: 'atta', rows: '20' }],
    ['an array body', ['atta']],
  ])('answers 400 invalid_data for %s', async (_label, body) => {
    const reply = await suggest(body);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ type: 'invalid_data', message: expect.any(String) });
  });

  it('answers 400 for malformed JSON', async () => {
    const reply = await server.postRaw('/product_search/autosuggest', '{"query": "atta"');
    expect(reply).toMatchObject({ status: 400, body: { type: 'invalid_data' } });
  });
});
