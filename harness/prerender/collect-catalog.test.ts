import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../local-backend/local-backend';
import { collectCatalog, storeEndpoints } from './collect-catalog';

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, log: () => {} });
});
afterAll(async () => {
  await backend.close();
});

it("a prerendered page's catalogue snapshot carries each product's Hindi title (issue 26 item 3)", async () => {
  const catalog = await collectCatalog(storeEndpoints(backend.url), [
    { type: 'catalog/railRequested', payload: { rail: 'bestsellers' } },
    { type: 'catalog/listingRequested', payload: { handle: 'pulses', order: 'popularity' } },
    { type: 'catalog/productRequested', payload: { handle: 'toor-dal' } },
  ]);
  const products = [
    ...(catalog.rails['bestsellers']?.products ?? []),
    ...(catalog.listings['pulses|popularity']?.products ?? []),
  ];
  expect(products.length).toBeGreaterThan(12);
  for (const product of products) expect(product.titleHi, product.handle).toMatch(/[\u0900-\u097f]/);
  expect(catalog.products['toor-dal']?.product?.titleHi).toBe('तूर दाल (अरहर)');
});
