// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../core/catalog/catalog.model';
import { toProduct } from '../../core/commerce/brand/brand-catalog.decoders';
import { formatMoney } from '../format/money';
import { JSON_LD_MARK } from '../head/document-head';
import { renderApp } from '../testing/render-app';
import { catalogResponder, testCatalogProduct } from '../testing/page-fixtures';
import { metaDescription } from './product-page';
import { eventsOf, requestsTo, settle } from '../testing/page-test-helpers';
import { preloadPages } from './lazy-pages';

beforeAll(() => preloadPages());
afterEach(cleanup);

const ATTA = testCatalogProduct('fresh-chakki-atta-whole-wheat');
const price = () => screen.getByText(/incl\. of all taxes/).parentElement?.textContent ?? '';
const jsonLdScripts = () => [...document.head.querySelectorAll(`script[${JSON_LD_MARK}]`)];

function openProduct(handle = ATTA.handle, respond = catalogResponder()) {
  const app = renderApp({ path: `/product/${handle}`, respond });
  settle(app);
  return app;
}

describe('product page', () => {
  it('shows the name, gallery, weights, price, description, ingredients and nutrition', () => {
    openProduct();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe(ATTA.title);
    const image = main.getByRole('img', { name: ATTA.title });
    expect(image.getAttribute('width')).toBe('560');
    expect(image.getAttribute('height')).toBe('560');
    const radios = within(main.getByRole('group', { name: 'Weight' })).getAllByRole('radio');
    expect(radios).toHaveLength(ATTA.variants.length);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect(main.getByText(ATTA.description ?? '')).toBeTruthy();
    expect(main.getByRole('heading', { name: 'Ingredients' })).toBeTruthy();
    expect(main.getByText(ATTA.metadata.ingredients ?? '')).toBeTruthy();
    const table = main.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Protein' })).toBeTruthy();
    expect(table.textContent).toContain(ATTA.metadata.nutrition?.['protein']);
  });

  it('picking another weight changes the price', () => {
    openProduct();
    const first = ATTA.variants[0];
    const second = ATTA.variants[1];
    expect(price()).toContain(formatMoney(first?.calculated_price.calculated_amount ?? -1));
    act(() => fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${second?.title}`) })));
    expect((screen.getByRole('radio', { name: new RegExp(`^${second?.title}`) }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(price()).toContain(formatMoney(second?.calculated_price.calculated_amount ?? -1));
    expect(price()).not.toContain(formatMoney(first?.calculated_price.calculated_amount ?? -1));
  });

  it('adds the chosen weight in the chosen quantity to the cart', () => {
    const app = openProduct();
    const second = ATTA.variants[1];
    act(() => fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${second?.title}`) })));
    act(() => fireEvent.click(screen.getByRole('button', { name: `Increase quantity of ${ATTA.title}` })));
    act(() =>
      fireEvent.click(
        within(screen.getByRole('main')).getAllByRole('button', { name: /^add to cart/i })[0] as HTMLElement,
      ),
    );
    expect(eventsOf(app, 'cart/itemAddRequested').map(({ event }) => event.payload)).toEqual([
      { items: [{ variantId: second?.id, quantity: 2, title: ATTA.title }], origin: 'store' },
    ]);
  });

  it('posts the product view once per view, not again when the shopper changes weight', () => {
    const app = openProduct();
    act(() => fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${ATTA.variants[1]?.title}`) })));
    act(() => fireEvent.click(screen.getByRole('button', { name: `Increase quantity of ${ATTA.title}` })));
    settle(app);
    expect(eventsOf(app, 'catalog/productRequested')).toHaveLength(1);
    const posts = requestsTo(app, '/api/v1/events/session-events');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({
      event_type: 'product-view',
      event_data: { product_id: ATTA.id, variant_id: ATTA.variants[0]?.id },
    });
  });

  it('posts a new view for another product opened from the same page', () => {
    const app = openProduct();
    const other = testCatalogProduct('a2-gir-cow-ghee');
    act(() => app.location.navigate(`/product/${other.handle}`));
    settle(app);
    const viewed = requestsTo(app, '/api/v1/events/session-events').map(
      (request) => (request.body as { event_data: { product_id: string } }).event_data.product_id,
    );
    expect(viewed).toEqual([ATTA.id, other.id]);
  });

  it('sets the title, the meta description and Product JSON-LD built from the data', () => {
    openProduct();
    expect(document.title).toContain(ATTA.title);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(ATTA.description);
    const scripts = jsonLdScripts();
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]?.textContent ?? '{}');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: ATTA.title,
      description: ATTA.description,
    });
    expect(data.offers).toHaveLength(ATTA.variants.length);
    expect(data.offers[0]).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'INR',
      price: ((ATTA.variants[0]?.calculated_price.calculated_amount ?? 0) / 100).toFixed(2),
    });
    expect(data.image[0]).toMatch(/^https?:\/\//);
  });

  it('escapes "<" in JSON-LD so server text cannot close the script tag', () => {
    const hostile = 'Tasty</script><script>alert(1)</script><!--';
    openProduct(
      ATTA.handle,
      catalogResponder({
        override: (_, url) =>
          url.pathname === `/store/products/${ATTA.handle}`
            ? { status: 200, body: { product: { ...ATTA, title: hostile, description: hostile } } }
            : undefined,
      }),
    );
    const script = jsonLdScripts()[0];
    const text = script?.textContent ?? '';
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect(JSON.parse(text).description).toBe(hostile);
    expect(document.head.querySelectorAll('script').length).toBe(jsonLdScripts().length);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(hostile);
  });

  it('removes its JSON-LD when the shopper leaves the page', () => {
    const app = openProduct();
    expect(jsonLdScripts()).toHaveLength(1);
    act(() => app.location.navigate('/faq'));
    expect(jsonLdScripts()).toHaveLength(0);
  });

  it('a failed load offers to try again, which asks for the product again without a second view', () => {
    let fail = true;
    const productPath = `/store/products/${ATTA.handle}`;
    const down = { status: 500, body: { message: 'down' } };
    const broken = catalogResponder({
      override: (_, url) => (fail && url.pathname === productPath ? down : undefined),
    });
    const app = openProduct(ATTA.handle, broken);
    expect(within(screen.getByRole('main')).getByRole('alert').textContent).toContain('could not load');
    fail = false;
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    settle(app);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ATTA.title);
    const retry = { type: 'catalog/productRetryRequested', payload: { handle: ATTA.handle } };
    expect(eventsOf(app, 'catalog/productRetryRequested')).toEqual([{ event: retry, source: 'ui' }]);
    expect(eventsOf(app, 'catalog/productRequested')).toHaveLength(1);
    expect(requestsTo(app, productPath)).toHaveLength(2);
  });

  it('an unknown product shows a not-found page with search and categories', () => {
    const app = openProduct('no-such-product');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Product not found');
    expect(screen.getByRole('heading', { name: 'Browse the categories' })).toBeTruthy();
    expect(requestsTo(app, '/api/v1/events/session-events')).toHaveLength(0);
  });

  it('shows related products from its aisle, without itself', () => {
    openProduct();
    const related = screen.getByRole('region', { name: /^More from/ });
    const titles = within(related)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).not.toContain(ATTA.title);
  });
});

describe('metaDescription', () => {
  const parsed = toProduct(ATTA);
  if (!parsed) throw new Error('the test catalogue atta does not parse');
  const product = (description: string | null): Product => ({ ...parsed, description });

  it('is the description with its whitespace collapsed, or the title without one', () => {
    expect(metaDescription(product('Stone-ground\n  whole wheat.'))).toBe('Stone-ground whole wheat.');
    expect(metaDescription(product(null))).toBe(ATTA.title);
  });

  it('cuts a long description at a word, under 160 characters, with an ellipsis', () => {
    const long = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    const text = metaDescription(product(long));
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('…')).toBe(true);
    expect(long.startsWith(text.slice(0, -1))).toBe(true);
    expect(long.charAt(text.length - 1)).toBe(' ');
  });
});

describe('the product page of a sale pack (issue 25 items 1 and 2)', () => {
  it("shows the chosen pack's MRP struck through, the percent off and its price per kg; none at MRP", () => {
    openProduct('multigrain-atta');
    expect(price()).toContain(formatMoney(11900));
    const mrp = screen.getByText(formatMoney(13500), { selector: 's, del' });
    expect(mrp.parentElement?.textContent).toBe(`MRP ${formatMoney(13500)}`);
    expect(price()).toContain('11% off');
    expect(screen.getByTestId('product-unit-price').textContent).toBe(`${formatMoney(11900)}/kg`);
    act(() => fireEvent.click(screen.getByRole('radio', { name: /^5 kg/ })));
    expect(price()).toContain(formatMoney(54900));
    expect(price()).not.toContain('MRP');
    expect(price()).not.toContain('% off');
    expect(screen.getByTestId('product-unit-price').textContent).toBe(`${formatMoney(10980)}/kg`);
  });
});
