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
      expect(suggestion).toEqual({
        id: expect.stringMatching(/^prod_/),
        title: expect.stringMatching(pattern),
        handle: expect.any(String),
      });
    }
  });

  it('suggests products that exist in the store', async () => {
    const { body } = await suggest({ query: 'ghee', rows: 1 });
    const handle = body.suggestions[0]?.handle ?? '';
    const product = await server.get<{ product: { id: string } }>(`/store/products/${handle}`);
    expect(product.status).toBe(200);
    expect(product.body.product.id).toBe(body.suggestions[0]?.id);
  });

  it('respects rows and start, and defaults to 20 rows', async () => {
    const all = (await suggest({ query: 'a', rows: 50 })).body.suggestions;
    expect(all.length).toBeGreaterThan(20);
    expect((await suggest({ query: 'a', rows: 3 })).body.suggestions).toEqual(all.slice(0, 3));
    expect((await suggest({ query: 'a', start: 2, rows: 3 })).body.suggestions).toEqual(all.slice(2, 5));
    expect((await suggest({ query: 'a' })).body.suggestions).toHaveLength(20);
  });

  it('answers an empty list for an empty or blank query', async () => {
    expect(await suggest({ query: '', start: 0, rows: 20 })).toMatchObject({ status: 200, body: { suggestions: [] } });
    expect(await suggest({ query: '   \t' })).toMatchObject({ status: 200, body: { suggestions: [] } });
  });

  it.each([
    ['a missing query', {}, 'query is required and must be a string'],
    ['a numeric query', { query: 42 }, 'query is required and must be a string'],
    ['a query over 200 characters', { query: 'a'.repeat(201) }, 'query must be at most 200 characters'],
    ['a fractional start', { query: 'atta', start: 1.5 }, 'start is required and must be an integer'],
    ['a start past 10000', { query: 'atta', start: 10_001 }, 'start must be at most 10000'],
    ['a negative rows', { query: 'atta', rows: -1 }, 'rows must be at least 0'],
    ['rows past 50', { query: 'atta', rows: 51 }, 'rows must be at most 50'],
    ['a string rows', { query: 'atta', rows: '20' }, 'rows is required and must be an integer'],
    ['an array body', ['atta'], 'body must be a JSON object'],
  ])('answers 400 invalid_data for %s', async (_label, body, message) => {
    expect(await suggest(body)).toMatchObject({ status: 400, body: { type: 'invalid_data', message } });
  });

  it('accepts the longest query, the largest start and the most rows', async () => {
    expect(await suggest({ query: 'a'.repeat(200), start: 10_000, rows: 50 })).toMatchObject({
      status: 200,
      body: { suggestions: [] },
    });
  });

  it('answers 400 for malformed JSON', async () => {
    const reply = await server.postRaw('/product_search/autosuggest', '{"query": "atta"');
    expect(reply).toMatchObject({ status: 400, body: { type: 'invalid_data' } });
  });
});
