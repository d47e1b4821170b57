// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORE_DETAILS } from '../store-details';
import {
  documentTitle,
  HeadCollectorContext,
  JSON_LD_MARK,
  SITE_DESCRIPTION_MARK,
  useDocumentHead,
  type DocumentHead,
  type HeadParts,
} from './document-head';
import { productJsonLd, schemaPrice } from './product-json-ld';

afterEach(cleanup);

function Head(props: DocumentHead) {
  useDocumentHead(props);
  return null;
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const scripts = () => [...document.head.querySelectorAll(`script[${JSON_LD_MARK}]`)];

describe('useDocumentHead', () => {
  it('sets the title, description and JSON-LD, and puts the previous ones back on unmount', () => {
    document.title = 'Before';
    const view = render(<Head title="Ghee" description="Bilona ghee" jsonLd={{ '@type': 'Thing', name: 'x' }} />);
    expect(document.title).toBe(`Ghee | ${STORE_DETAILS.name}`);
    expect(description()).toBe('Bilona ghee');
    expect(scripts().map((script) => script.getAttribute('type'))).toEqual(['application/ld+json']);
    expect(JSON.parse(scripts()[0]?.textContent ?? '')).toEqual({ '@type': 'Thing', name: 'x' });

    view.rerender(<Head title="Oils" description="Cold-pressed" jsonLd={{ '@type': 'Thing', name: 'y' }} />);
    expect(document.title).toBe(`Oils | ${STORE_DETAILS.name}`);
    expect(scripts()).toHaveLength(1);
    expect(JSON.parse(scripts()[0]?.textContent ?? '').name).toBe('y');

    view.unmount();
    expect(document.title).toBe('Before');
    expect(scripts()).toHaveLength(0);
  });

  it("on a prerendered page, takes over the served JSON-LD and puts the site's description back when the page goes", () => {
    const meta =
      document.head.querySelector<HTMLMetaElement>('meta[name="description"]') ??
      document.head.appendChild(document.createElement('meta'));
    meta.name = 'description';
    meta.content = 'Bilona ghee';
    meta.setAttribute(SITE_DESCRIPTION_MARK, 'The whole store');
    const served = document.createElement('script');
    served.type = 'application/ld+json';
    served.setAttribute(JSON_LD_MARK, '');
    served.textContent = '{"name":"x"}';
    document.head.append(served);

    const view = render(<Head title="Ghee" description="Bilona ghee" jsonLd={{ name: 'x' }} />);
    expect(scripts()).toHaveLength(1);
    expect(served.isConnected).toBe(false);
    view.unmount();
    expect(description()).toBe('The whole store');
    expect(scripts()).toHaveLength(0);
  });

  it('reports the head to a prerender, whose effects never run', () => {
    const parts: HeadParts[] = [];
    render(
      <HeadCollectorContext value={(part) => parts.push(part)}>
        <Head title="Ghee" description="Bilona ghee" jsonLd={{ name: 'x' }} />
      </HeadCollectorContext>,
    );
    expect(Object.assign({}, ...parts)).toEqual({
      title: `Ghee | ${STORE_DETAILS.name}`,
      description: 'Bilona ghee',
      jsonLd: '{"name":"x"}',
    });
  });

  it('uses the store name alone for a null title', () => {
    expect(documentTitle(null)).toBe(STORE_DETAILS.name);
  });
});

describe('productJsonLd', () => {
  const product = {
    id: 'prod_1',
    handle: 'ghee',
    title: 'Ghee',
    subtitle: null,
    description: 'Good ghee',
    thumbnail: '/images/ghee.svg',
    images: ['/images/ghee.svg'],
    variants: [
      { id: 'v1', title: '500 ml', price: 64900, weight: 500 },
      { id: 'v2', title: '1 L', price: 124900, weight: 1000 },
    ],
    categories: [],
    ingredients: null,
    nutrition: null,
    popularity: null,
    createdAt: null,
  };

  it('describes the product with absolute URLs and one INR offer per weight', () => {
    expect(productJsonLd(product, '/product/ghee', 'https://shop.example.in')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Ghee',
      description: 'Good ghee',
      image: ['https://shop.example.in/images/ghee.svg'],
      sku: 'v1',
      brand: { '@type': 'Brand', name: STORE_DETAILS.name },
      url: 'https://shop.example.in/product/ghee',
      offers: [
        {
          '@type': 'Offer',
          name: '500 ml',
          sku: 'v1',
          price: '649.00',
          priceCurrency: 'INR',
          availability: 'https://schema.org/InStock',
          url: 'https://shop.example.in/product/ghee',
        },
        {
          '@type': 'Offer',
          name: '1 L',
          sku: 'v2',
          price: '1249.00',
          priceCurrency: 'INR',
          availability: 'https://schema.org/InStock',
          url: 'https://shop.example.in/product/ghee',
        },
      ],
    });
  });

  it('writes prices in rupees with two decimals', () => {
    expect(schemaPrice(7550)).toBe('75.50');
    expect(schemaPrice(0)).toBe('0.00');
  });
});
