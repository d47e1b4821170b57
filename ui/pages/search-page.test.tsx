// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';
import { preloadPages } from './lazy-pages';
import { SEARCH_ANSWERS, TEST_CATALOG } from '../testing/catalog.fixture';
import { catalogResponder, testCatalogProduct } from '../testing/page-fixtures';
import { eventsOf, requestsTo, settle } from '../testing/page-test-helpers';
import { searchRequest } from './search-page';

beforeAll(() => preloadPages());
afterEach(cleanup);

const open = (path: string, options: Parameters<typeof catalogResponder>[0] = {}) => {
  const app = renderApp({ path, respond: catalogResponder(options) });
  settle(app);
  return app;
};
const main = () => within(screen.getByRole('main'));
const cardHandles = () =>
  main()
    .getAllByRole('article')
    .map((card) =>
      within(card)
        .getByRole('heading', { level: 2 })
        .querySelector('a')
        ?.getAttribute('href')
        ?.replace('/product/', ''),
    );
/** A card's first pack's price per kg or litre (what the price orders compare, issue 22.12), in paise. */
/** The price per kg or litre of a product's first pack, in paise. */
const priceOf = (handle: string | undefined) => {
  const first = testCatalogProduct(handle ?? '').variants[0]!;
  return (first.calculated_price.calculated_amount * 1000) / first.weight!;
};
const firstPackPrice = (handle: string | undefined) =>
  testCatalogProduct(handle ?? '').variants[0]!.calculated_price.calculated_amount;

describe('search results page', () => {
  it('lists the matches of ?q= as product cards, ranked as the suggestions are, under a heading with the query', () => {
    const app = open('/search?q=gee');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search results for “gee”');
    expect(document.title).toContain('Search results for “gee”');
    const ranked = SEARCH_ANSWERS['gee'] ?? [];
    expect(ranked).not.toEqual(TEST_CATALOG.productsInCategory('ghee').map((product) => product.handle));
    expect(cardHandles()).toEqual(ranked);
    expect(new URL(requestsTo(app, '/store/products')[0]!.url).searchParams.get('q')).toBe('gee');
    expect(main().getByText(`${ranked.length} products`)).toBeTruthy();
  });

  it('sorting replaces the address with the order and shows the matches with the cheapest first pack first', () => {
    const app = open('/search?q=ghee');
    const ranked = cardHandles().map(firstPackPrice);
    expect(ranked).not.toEqual([...ranked].sort((a, b) => a - b));
    act(() => fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price_asc' } }));
    settle(app);
    expect(app.location.history).toEqual(['/search?q=ghee&sort=price_asc']);
    const prices = cardHandles().map(firstPackPrice);
    expect(prices).toHaveLength(ranked.length);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(eventsOf(app, 'results/requested').map(({ event }) => event.payload)).toEqual([
      { query: 'ghee', order: 'relevance' },
      { query: 'ghee', order: 'price_asc' },
    ]);
  });

  it("'Price per kg' shows the matches cheapest per kg or litre first, kept in the address (issue 25 item 2)", () => {
    const app = open('/search?q=ghee');
    act(() =>
      fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price_per_kg' } }),
    );
    settle(app);
    expect(app.location.history).toEqual(['/search?q=ghee&sort=price_per_kg']);
    const perKg = cardHandles().map(priceOf);
    expect(perKg.length).toBeGreaterThan(2);
    expect(perKg).toEqual([...perKg].sort((a, b) => a - b));
    expect(cardHandles().map(firstPackPrice)).not.toEqual(
      cardHandles()
        .map(firstPackPrice)
        .sort((a, b) => a - b),
    );
  });

  it('offers every listing order and the best match, which is the default', () => {
    open('/search?q=atta');
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.value).toBe('relevance');
    expect([...sort.options].map((option) => option.textContent)).toEqual([
      'Best match',
      'Popularity',
      'Price: low to high',
      'Price: high to low',
      'Price per kg',
    ]);
  });

  it('with no match, says so and offers popular searches and the categories as working links', () => {
    open('/search?q=xyzzy+qwerty');
    expect(main().getByRole('status').textContent).toContain('No products match “xyzzy qwerty”');
    const popular = within(screen.getByRole('region', { name: 'Popular searches' }));
    expect(popular.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/product/desi-cow-ghee');
    const categories = within(screen.getByRole('region', { name: 'Browse the categories' }));
    expect(categories.getByRole('link', { name: 'Ghee' }).getAttribute('href')).toBe('/categories/ghee');
    expect(categories.getByRole('link', { name: 'Diabetic Friendly' }).getAttribute('href')).toBe(
      '/categories/diabetic-friendly',
    );
    expect(main().queryByRole('combobox', { name: 'Sort by' })).toBeNull();
  });

  it('renders the query as text, never as markup', () => {
    open(`/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Search results for “<img src=x onerror=alert(1)>”',
    );
    expect(main().queryByRole('img')).toBeNull();
    expect(document.querySelector('main img[src="x"]')).toBeNull();
  });

  it('a blank or missing query asks for nothing and helps the shopper start', () => {
    for (const path of ['/search', '/search?q=%20%20']) {
      const app = open(path);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search');
      expect(requestsTo(app, '/store/products')).toEqual([]);
      expect(screen.getByRole('region', { name: 'Popular searches' })).toBeTruthy();
      cleanup();
    }
  });

  it('a failed load says so with Try again, which asks again', () => {
    let fail = true;
    const app = open('/search?q=ghee', {
      override: (_, url) =>
        url.pathname === '/store/products' && fail ? { status: 503, body: '<html>down</html>' } : undefined,
    });
    expect(main().getByRole('alert').textContent).toContain('We could not load the search results');
    fail = false;
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    settle(app);
    expect(cardHandles().length).toBeGreaterThan(0);
  });

  it('reads the address: the trimmed query, and a known order or else the best match', () => {
    expect(searchRequest('q=+sarson++tel+&sort=price_desc')).toEqual({ query: 'sarson tel', order: 'price_desc' });
    expect(searchRequest('q=ghee&sort=cheapest')).toEqual({ query: 'ghee', order: 'relevance' });
    expect(searchRequest('')).toEqual({ query: '', order: 'relevance' });
  });
});

describe('search filters (issue 25 item 6)', () => {
  it('a diet and a price band narrow the matches in their order, counted, and travel in the address', () => {
    const app = open('/search?q=atta&diet=kids');
    expect(cardHandles()).toEqual(['ragi-atta']);
    expect(main().getByText('1 product')).toBeTruthy();
    const side = within(screen.getByRole('complementary', { name: 'Filters' }));
    act(() => fireEvent.click(side.getByRole('checkbox', { name: 'Kids' })));
    act(() => fireEvent.click(side.getByRole('radio', { name: 'Under ₹200' })));
    settle(app);
    expect(app.location.history.at(-1)).toBe('/search?q=atta&price=0-199');
    const cheap = (SEARCH_ANSWERS['atta'] ?? []).filter((handle) =>
      testCatalogProduct(handle).variants.some((variant) => variant.calculated_price.calculated_amount <= 19900),
    );
    expect(cardHandles()).toEqual(cheap);
    expect(eventsOf(app, 'results/requested')).toHaveLength(1);
  });
});
