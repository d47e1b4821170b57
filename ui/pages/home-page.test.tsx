// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';
import { HOME_CATEGORY_RAILS } from './home-page';
import { TEST_CATALOG } from '../testing/catalog.fixture';
import { catalogResponder } from '../testing/page-fixtures';
import { eventsOf, settle } from '../testing/page-test-helpers';

afterEach(cleanup);

const main = () => within(screen.getByRole('main'));

describe('home page', () => {
  it('shows the hero with a sized image and calls to shop', () => {
    renderApp({ path: '/', respond: catalogResponder() });
    expect(main().getByRole('heading', { level: 1 }).textContent).toBe('Fresh from our chakki to your kitchen');
    const hero = main().getByRole('region', { name: 'Fresh from our chakki to your kitchen' });
    const image = hero.querySelector('img');
    expect(image?.getAttribute('width')).toBe('480');
    expect(image?.getAttribute('height')).toBe('360');
    expect(within(hero).getByRole('link', { name: 'Shop fresh atta' }).getAttribute('href')).toBe(
      '/categories/fresh-chakki-atta',
    );
  });

  it('shows the category tiles from the core, without the hidden ones', () => {
    const app = renderApp({ path: '/', respond: catalogResponder() });
    settle(app);
    expect(eventsOf(app, 'catalog/categoriesRequested').length).toBeGreaterThan(0);
    const tiles = main().getByRole('region', { name: 'Shop by category' });
    const names = within(tiles)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toContain('Fresh Chakki Atta');
    expect(names).not.toContain('Customize Your Box');
    expect(names.some((name) => /advert/i.test(name ?? ''))).toBe(false);
    const icon = tiles.querySelector('img');
    expect(icon?.getAttribute('loading')).toBe('lazy');
    expect(icon?.getAttribute('width')).toBe('64');
  });

  it('offers to try again when the categories fail to load', () => {
    let fail = true;
    const app = renderApp({
      path: '/',
      respond: catalogResponder({
        override: (_, url) =>
          fail && url.pathname === '/store/product-categories' ? { status: 500, body: { message: 'down' } } : undefined,
      }),
    });
    settle(app);
    const tiles = () => main().getByRole('region', { name: 'Shop by category' });
    expect(within(tiles()).getByRole('alert').textContent).toContain('We could not load the categories.');
    fail = false;
    act(() => fireEvent.click(within(tiles()).getByRole('button', { name: 'Try again' })));
    settle(app);
    expect(within(tiles()).getByRole('link', { name: 'Fresh Chakki Atta' }).getAttribute('href')).toBe(
      '/categories/fresh-chakki-atta',
    );
  });

  it('shows the bestsellers, the new products and a rail per category', () => {
    const app = renderApp({ path: '/', respond: catalogResponder() });
    settle(app);
    expect(eventsOf(app, 'catalog/railRequested').map(({ event }) => event.payload.rail)).toEqual([
      'bestsellers',
      'new',
      ...HOME_CATEGORY_RAILS.map((rail) => `category:${rail.handle}`),
    ]);
    const best = main().getByRole('region', { name: 'Bestsellers' });
    const top = [...TEST_CATALOG.products()].sort((a, b) => b.metadata.popularity - a.metadata.popularity)[0];
    expect(within(best).getAllByRole('heading', { level: 3 })[0]?.textContent).toBe(top?.title);
    expect(main().getByRole('region', { name: 'New arrivals' })).toBeTruthy();
    for (const rail of HOME_CATEGORY_RAILS) expect(main().getByRole('region', { name: rail.title })).toBeTruthy();
  });

  it('gives the pictures in the product rails a fixed size and loads them lazily, but for the first two best sellers (first screen)', () => {
    const app = renderApp({ path: '/', respond: catalogResponder() });
    settle(app);
    const rails = main()
      .getAllByRole('region')
      .filter((region) => region.classList.contains('product-rail'));
    const railImages = rails.flatMap((rail) => [...rail.querySelectorAll('img')]);
    const bestsellers = [
      ...(rails.find((rail) => within(rail).queryByRole('heading', { name: 'Bestsellers' }))?.querySelectorAll('img') ??
        []),
    ];
    expect(bestsellers.length).toBeGreaterThan(2);
    expect(railImages.filter((image) => image.getAttribute('loading') !== 'lazy')).toEqual(bestsellers.slice(0, 2));
    expect(railImages.filter((image) => !image.getAttribute('width') || !image.getAttribute('height'))).toEqual([]);
  });

  it('puts the best sellers right after the hero, before the category tiles', () => {
    renderApp({ path: '/' });
    const headings = main()
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings.slice(0, 2)).toEqual(['Bestsellers', 'Shop by category']);
  });

  it('says what makes the store different', () => {
    renderApp({ path: '/' });
    const promises = main().getByRole('region', { name: /^Why / });
    for (const title of ['Fresh-milled', 'Cold-pressed', 'Bilona ghee', 'Nothing added'])
      expect(within(promises).getByRole('heading', { name: title })).toBeTruthy();
  });
});
