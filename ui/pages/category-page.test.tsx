// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_PAGE_SIZE } from '../../core/catalog/catalog.model';
import { formatMoney } from '../format/money';
import { renderApp } from '../testing/render-app';
import { ROOT_CATEGORY, TEST_CATALOG } from '../testing/catalog.fixture';
import { catalogResponder } from '../testing/page-fixtures';
import { eventsOf, requestsTo, settle } from '../testing/page-test-helpers';
import { preloadPages } from './lazy-pages';

beforeAll(() => preloadPages());
afterEach(cleanup);

const grid = () => screen.getByRole('list', { name: /products$/ });
const cardTitles = () =>
  within(grid())
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
/** The price per kg or litre each card shows, in paise. */
const cardUnitPrices = () =>
  [...grid().querySelectorAll('.product-card__unit-price')].map((unit) =>
    Math.round(Number(/₹([\d,.]+)/.exec(unit.textContent ?? '')?.[1]?.replace(/,/g, '')) * 100),
  );
const firstPackPrice = (title: string | null) => {
  const product = TEST_CATALOG.products().find((p) => p.title === title);
  if (!product) throw new Error(`no product titled ${title}`);
  return product.variants[0]?.calculated_price.calculated_amount ?? NaN;
};

describe('category page', () => {
  it('shows skeleton cards while the products load, with the handle as its title', () => {
    const app = renderApp({
      path: '/categories/ghee',
      respond: catalogResponder({ hold: (_, url) => url.pathname === '/store/products' }),
    });
    settle(app);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ghee');
    const loading = screen.getByRole('list', { name: 'Loading Ghee' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.querySelectorAll('.product-card--skeleton').length).toBeGreaterThan(0);
    expect(requestsTo(app, '/store/products')).toHaveLength(1);
  });

  it('lists the category by popularity with its name, description, weight, price and image', () => {
    const app = renderApp({ path: '/categories/fresh-chakki-atta', respond: catalogResponder() });
    settle(app);
    const category = TEST_CATALOG.categoryByHandle('fresh-chakki-atta');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(category?.name);
    expect(screen.getByText(category?.description ?? '')).toBeTruthy();
    const expected = TEST_CATALOG.productsInCategory('fresh-chakki-atta').map((product) => product.title);
    expect(cardTitles()).toEqual(expected.slice(0, 24));
    const first = TEST_CATALOG.productsInCategory('fresh-chakki-atta')[0];
    const card = within(grid()).getAllByRole('article')[0] as HTMLElement;
    expect(within(card).getByRole('combobox', { name: `Weight of ${first?.title}` })).toBeTruthy();
    expect(card.textContent).toContain(formatMoney(first?.variants[0]?.calculated_price.calculated_amount ?? -1));
    const image = card.querySelector('img');
    expect(image?.getAttribute('width')).toBe('240');
    expect(image?.getAttribute('height')).toBe('240');
    expect(new URL(requestsTo(app, '/store/products')[0]?.url ?? '').searchParams.get('order')).toBe('popularity');
  });

  it('loads images of the first cards at once and the rest lazily', () => {
    const app = renderApp({ path: '/categories/fresh-chakki-atta', respond: catalogResponder() });
    settle(app);
    const images = [...grid().querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(4);
    expect(images.slice(0, 4).every((image) => image.getAttribute('loading') === 'eager')).toBe(true);
    expect(images.slice(4).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('sorting by price dispatches the new order and shows the cheapest first pack first, then the dearest (issue 25 item 2)', () => {
    const app = renderApp({ path: '/categories/fresh-chakki-atta', respond: catalogResponder() });
    settle(app);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });

    act(() => fireEvent.change(sort, { target: { value: 'price_asc' } }));
    settle(app);
    expect(eventsOf(app, 'catalog/listingRequested').map(({ event }) => event.payload)).toEqual([
      { handle: 'fresh-chakki-atta', order: 'popularity' },
      { handle: 'fresh-chakki-atta', order: 'price_asc' },
    ]);
    expect(eventsOf(app, 'catalog/listingRequested').every(({ source }) => source === 'ui')).toBe(true);
    const ascending = cardTitles().map(firstPackPrice);
    expect(ascending.length).toBeGreaterThan(3);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const perKg = cardUnitPrices();
    expect(perKg, 'a 500 g pack is cheaper than a 1 kg one, not per kg').not.toEqual([...perKg].sort((a, b) => a - b));

    act(() => fireEvent.change(sort, { target: { value: 'price_desc' } }));
    settle(app);
    const descending = cardTitles().map(firstPackPrice);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(descending.at(-1) ?? Infinity);
  });

  it("'Price per kg' orders the cards cheapest per kg or litre first, kept in the address (issue 22.12, issue 25 item 2)", () => {
    const app = renderApp({ path: '/categories/fresh-chakki-atta', respond: catalogResponder() });
    settle(app);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getByRole('option', { name: 'Price per kg' })).toBeTruthy();
    act(() => fireEvent.change(sort, { target: { value: 'price_per_kg' } }));
    settle(app);
    expect(app.location.history.at(-1)).toBe('/categories/fresh-chakki-atta?sort=price_per_kg');
    expect(eventsOf(app, 'catalog/listingRequested').at(-1)?.event.payload).toEqual({
      handle: 'fresh-chakki-atta',
      order: 'price_per_kg',
    });
    const perKg = cardUnitPrices();
    expect(perKg.length).toBeGreaterThan(3);
    expect(perKg).toEqual([...perKg].sort((a, b) => a - b));
    const packPrices = cardTitles().map(firstPackPrice);
    expect(packPrices, 'a 500 g pack is not set against a 1 kg one').not.toEqual([...packPrices].sort((a, b) => a - b));
  });

  it("shows each card's price per kg or litre beside the pack's price", () => {
    const app = renderApp({ path: '/categories/ghee', respond: catalogResponder() });
    settle(app);
    const first = TEST_CATALOG.productsInCategory('ghee')[0]!;
    const pack = first.variants[0]!;
    const card = within(grid()).getAllByRole('article')[0] as HTMLElement;
    const perLitre = (pack.calculated_price.calculated_amount * 1000) / pack.weight!;
    expect(card.querySelector('.product-card__unit-price')?.textContent).toBe(
      `${formatMoney(perLitre)}/${/ml|l$/i.test(pack.title) ? 'L' : 'kg'}`,
    );
  });

  it('keeps the sort in the address, so a reload keeps it (issue 22.12)', () => {
    const app = renderApp({ path: '/categories/ghee', respond: catalogResponder() });
    settle(app);
    act(() => fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price_desc' } }));
    settle(app);
    expect(app.location.history).toEqual(['/categories/ghee?sort=price_desc']);
    cleanup();

    const reloaded = renderApp({ path: '/categories/ghee?sort=price_desc', respond: catalogResponder() });
    settle(reloaded);
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('price_desc');
    expect(eventsOf(reloaded, 'catalog/listingRequested').map(({ event }) => event.payload)).toEqual([
      { handle: 'ghee', order: 'price_desc' },
    ]);
    const prices = cardTitles().map(firstPackPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    cleanup();

    const perKg = renderApp({ path: '/categories/ghee?sort=price_per_kg', respond: catalogResponder() });
    settle(perKg);
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('price_per_kg');
    const unitPrices = cardUnitPrices();
    expect(unitPrices).toEqual([...unitPrices].sort((a, b) => a - b));
    cleanup();

    const unknown = renderApp({ path: '/categories/ghee?sort=cheapest', respond: catalogResponder() });
    settle(unknown);
    expect(eventsOf(unknown, 'catalog/listingRequested').map(({ event }) => event.payload.order)).toEqual([
      'popularity',
    ]);
  });

  it('shows an empty state when the category has no products', () => {
    const app = renderApp({
      path: '/categories/kids',
      respond: catalogResponder({
        override: (_, url) =>
          url.pathname === '/store/products'
            ? { status: 200, body: { products: [], count: 0, offset: 0, limit: 24 } }
            : undefined,
      }),
    });
    settle(app);
    expect(screen.getByRole('heading', { name: 'Nothing here yet' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: /products$/ })).toBeNull();
  });

  it('an unknown handle shows a helpful not-found page with category links and search guidance', () => {
    const app = renderApp({ path: '/categories/no-such-aisle', respond: catalogResponder() });
    settle(app);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Category not found');
    expect(screen.getByText(/no-such-aisle/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Search the store' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Ghee' }).getAttribute('href')).toBe(
      '/categories/ghee',
    );
    expect(requestsTo(app, '/store/products')).toHaveLength(0);
  });

  it('a failed load offers to try again', () => {
    let fail = true;
    const app = renderApp({
      path: '/categories/ghee',
      respond: catalogResponder({
        override: (_, url) =>
          fail && url.pathname === '/store/products' ? { status: 500, body: { message: 'down' } } : undefined,
      }),
    });
    settle(app);
    expect(within(screen.getByRole('main')).getByRole('alert').textContent).toContain('could not load');
    fail = false;
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    settle(app);
    expect(cardTitles().length).toBe(TEST_CATALOG.productsInCategory('ghee').length);
  });

  it('adds the chosen weight and quantity to the cart from a card', () => {
    const app = renderApp({ path: '/categories/ghee', respond: catalogResponder() });
    settle(app);
    const product = TEST_CATALOG.productsInCategory('ghee')[0];
    const variant = product?.variants[1];
    const card = within(grid()).getAllByRole('article')[0] as HTMLElement;
    act(() =>
      fireEvent.change(within(card).getByRole('combobox', { name: `Weight of ${product?.title}` }), {
        target: { value: variant?.id },
      }),
    );
    expect(card.textContent).toContain(formatMoney(variant?.calculated_price.calculated_amount ?? -1));
    const increase = within(card).getByRole('button', { name: `Increase quantity of ${product?.title}` });
    act(() => fireEvent.click(increase));
    act(() => fireEvent.click(increase));
    expect(within(card).getByRole('status').textContent).toBe('3');
    act(() => fireEvent.click(within(card).getByRole('button', { name: `Add ${product?.title} to cart` })));
    const adds = eventsOf(app, 'cart/itemAddRequested');
    expect(adds).toHaveLength(1);
    expect(adds[0]?.event.payload).toEqual({
      items: [{ variantId: variant?.id, quantity: 3, title: product?.title }],
      origin: 'store',
    });
    expect(within(card).getByRole('status').textContent).toBe('1');
  });

  it('shows how many products there are and loads the next page on request', () => {
    const app = renderApp({ path: '/categories/grocery', respond: catalogResponder() });
    settle(app);
    const total = TEST_CATALOG.productsInCategory('grocery').length;
    expect(total).toBeGreaterThan(LISTING_PAGE_SIZE);
    expect(screen.getByText(`${total} products`)).toBeTruthy();
    expect(cardTitles()).toHaveLength(LISTING_PAGE_SIZE);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Show more products' })));
    settle(app);
    expect(eventsOf(app, 'catalog/categoryMoreRequested').map(({ event }) => event.payload)).toEqual([
      { handle: 'grocery', order: 'popularity' },
    ]);
    expect(cardTitles()).toHaveLength(Math.min(2 * LISTING_PAGE_SIZE, total));
  });
});

describe('category filters (issue 25 item 6)', () => {
  const withSize = (handle: string, size: string) =>
    TEST_CATALOG.productsInCategory(handle)
      .filter((product) => product.variants.some((variant) => variant.title.replace(/\s+/g, '').toLowerCase() === size))
      .map((product) => product.title);
  const filters = () => screen.getByRole('complementary', { name: 'Filters' });

  it('picking a pack size narrows the grid, counts what passes and keeps the size in the address with the sort', () => {
    const app = renderApp({ path: '/categories/ghee?sort=price_desc', respond: catalogResponder() });
    settle(app);
    act(() => fireEvent.click(within(filters()).getByRole('checkbox', { name: '1 L' })));
    settle(app);
    expect(app.location.history).toEqual(['/categories/ghee?sort=price_desc&size=1l']);
    const expected = withSize('ghee', '1l');
    expect(expected.length).toBeGreaterThan(0);
    expect(new Set(cardTitles())).toEqual(new Set(expected));
    expect(screen.getByText(`${expected.length} ${expected.length === 1 ? 'product' : 'products'}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();

    act(() => fireEvent.click(within(filters()).getByRole('button', { name: 'Clear all' })));
    settle(app);
    expect(app.location.history.at(-1)).toBe('/categories/ghee?sort=price_desc');
    expect(cardTitles()).toHaveLength(TEST_CATALOG.productsInCategory('ghee').length);
  });

  it('loads every page of a long listing before filtering it, so the count covers the whole category', () => {
    const app = renderApp({ path: `/categories/${ROOT_CATEGORY}?size=500g`, respond: catalogResponder() });
    settle(app);
    const expected = withSize(ROOT_CATEGORY, '500g');
    expect(TEST_CATALOG.productsInCategory(ROOT_CATEGORY).length).toBeGreaterThan(LISTING_PAGE_SIZE);
    expect(eventsOf(app, 'catalog/categoryMoreRequested').length).toBeGreaterThan(0);
    expect(new Set(cardTitles())).toEqual(new Set(expected));
    expect(screen.getByText(`${expected.length} products`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more products' })).toBeNull();
  });

  it('says when nothing passes and clears every filter from there', () => {
    const app = renderApp({ path: '/categories/ghee?size=500g&diet=diabetic-friendly', respond: catalogResponder() });
    settle(app);
    expect(screen.getByRole('heading', { name: 'No products match these filters' })).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' })));
    settle(app);
    expect(app.location.history.at(-1)).toBe('/categories/ghee');
  });

  it('the phone’s Filters button opens them in a sheet whose button shows how many products pass', () => {
    const app = renderApp({ path: '/categories/ghee?size=1l', respond: catalogResponder() });
    settle(app);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Filters (1)' })));
    settle(app);
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    const count = withSize('ghee', '1l').length;
    expect(within(sheet).getByRole('checkbox', { name: '1 L' })).toHaveProperty('checked', true);
    expect(
      within(sheet).getByRole('button', { name: `Show ${count} ${count === 1 ? 'product' : 'products'}` }),
    ).toBeTruthy();
  });
});
