// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isJsonObject } from '../../core/json';
import type { HttpResponse } from '../../core/ports';
import { JSON_LD_MARK } from '../head/document-head';
import { renderApp } from '../testing/render-app';
import { catalogResponder, testCatalogProduct } from '../testing/page-fixtures';
import { settle } from '../testing/page-test-helpers';
import { preloadPages } from './lazy-pages';

beforeAll(() => preloadPages());
afterEach(cleanup);

/** The Hindi titles this test's store carries; its other products have none. */
const HINDI: Readonly<Record<string, string>> = { 'toor-dal': 'तूर दाल (अरहर)', 'moong-dal': 'धुली मूंग दाल' };
const TOOR = testCatalogProduct('toor-dal');
const LOBIA = testCatalogProduct('lobia');

const withHindiTitle = (product: unknown): unknown => {
  if (!isJsonObject(product) || typeof product['handle'] !== 'string') return product;
  const titleHi = HINDI[product['handle']];
  const metadata = isJsonObject(product['metadata']) ? product['metadata'] : {};
  return titleHi === undefined ? product : { ...product, metadata: { ...metadata, title_hi: titleHi } };
};

/** The test catalogue's answers, its products carrying `metadata.title_hi` where {@link HINDI} has one. */
const respond = (request: Parameters<ReturnType<typeof catalogResponder>>[0]): HttpResponse | undefined => {
  const answer = catalogResponder()(request);
  if (!answer || !isJsonObject(answer.body)) return answer;
  const body = answer.body;
  if (Array.isArray(body['products']))
    return { ...answer, body: { ...body, products: body['products'].map(withHindiTitle) } };
  return 'product' in body ? { ...answer, body: { ...body, product: withHindiTitle(body['product']) } } : answer;
};

function open(path: string) {
  settle(renderApp({ path, respond }));
  return within(screen.getByRole('main'));
}

describe('product titles in the Hindi store (issue 26 item 3)', () => {
  it("the product page's heading, picture and document title are the catalogue's Hindi title; JSON-LD keeps its title", () => {
    const main = open(`/product/${TOOR.handle}`);
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe('तूर दाल (अरहर)');
    expect(main.getByRole('img', { name: 'तूर दाल (अरहर)' })).toBeTruthy();
    expect(document.title).toContain('तूर दाल (अरहर)');
    expect(document.title).not.toContain(TOOR.title);
    const jsonLd = document.head.querySelector(`script[${JSON_LD_MARK}]`)?.textContent ?? '{}';
    expect(JSON.parse(jsonLd)).toMatchObject({ name: TOOR.title });
  });

  it("a product without a Hindi title keeps the catalogue's title on its page", () => {
    const main = open(`/product/${LOBIA.handle}`);
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe(LOBIA.title);
  });

  it("a category's product cards are headed by their Hindi titles, the others by their titles as given", () => {
    const main = open('/categories/pulses');
    const titles = main.getAllByRole('article').map((card) => card.querySelector('.product-card__title')?.textContent);
    expect(titles).toContain('तूर दाल (अरहर)');
    expect(titles).toContain('धुली मूंग दाल');
    expect(titles).not.toContain(TOOR.title);
    expect(titles).toContain(LOBIA.title);
  });
});
