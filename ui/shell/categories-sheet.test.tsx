// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '../../core/catalog/catalog.model';
import { cssRule } from '../testing/css-rules';
import { renderComponent } from '../testing/render-component';
import { CategoriesSheet, categoryHandleOf } from './categories-sheet';
import { visibleCategoryTiles } from './category-tiles';
import { PANEL_EXIT_MS } from './use-modal';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const category = (
  handle: string,
  name: string,
  icon: string | null = `/images/categories/${handle}.svg`,
): Category => ({
  id: `pcat_${handle}`,
  handle,
  name,
  description: '',
  metadata: { L1_page_icon_link: icon },
});

const CATEGORIES: readonly Category[] = [
  category('fresh-chakki-atta', 'Fresh Chakki Atta'),
  category('ghee', 'Ghee'),
  category('advert-banner', 'advert-banner'),
  category('customize-box', 'Customize Your Box'),
  category('pulses', 'Pulses', null),
];

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reopen
      </button>
      <CategoriesSheet open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function setup(path = '/', loaded = true) {
  const rendered = renderComponent(<Harness />, { path });
  if (loaded)
    act(() => rendered.store.dispatch({ type: 'catalog/categoriesLoaded', payload: { categories: CATEGORIES } }));
  const sheet = () => screen.getByRole('dialog', { name: 'Categories' });
  return { ...rendered, sheet };
}

describe('CategoriesSheet', () => {
  it('is a modal dialog named Categories with focus inside', () => {
    const { sheet } = setup();
    expect(sheet().getAttribute('aria-modal')).toBe('true');
    expect(sheet().contains(document.activeElement)).toBe(true);
  });

  it('shows a tile per category with its icon and name, hiding names with advert or Customize', () => {
    const { sheet } = setup();
    const tiles = within(sheet()).getAllByRole('link');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Fresh Chakki Atta', 'Ghee', 'Pulses']);
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
      '/categories/fresh-chakki-atta',
      '/categories/ghee',
      '/categories/pulses',
    ]);
    const icon = tiles[1]?.querySelector('img');
    expect(icon?.getAttribute('src')).toBe('/images/categories/ghee.svg');
    expect(icon?.getAttribute('width')).toBe('48');
    expect(icon?.getAttribute('height')).toBe('48');
    expect(tiles[2]?.querySelector('img')).toBeNull();
  });

  it('highlights the tile of the category being viewed', () => {
    const { sheet } = setup('/categories/ghee');
    const current = within(sheet())
      .getAllByRole('link')
      .filter((tile) => tile.getAttribute('aria-current') === 'page');
    expect(current.map((tile) => tile.textContent)).toEqual(['Ghee']);
    expect(current[0]?.classList.contains('is-current')).toBe(true);
  });

  it('highlights no tile elsewhere', () => {
    const { sheet } = setup('/product/ghee');
    expect(sheet().querySelector('[aria-current]')).toBeNull();
  });

  it('navigates to the tapped category and closes', () => {
    const { sheet, location } = setup('/');
    act(() => fireEvent.click(within(sheet()).getByRole('link', { name: 'Pulses' })));
    expect(location.history.at(-1)).toBe('/categories/pulses');
    expect(screen.queryByRole('dialog', { name: 'Categories' })).toBeNull();
  });

  it('closes on Escape', () => {
    const { sheet } = setup();
    act(() => fireEvent.keyDown(sheet(), { key: 'Escape' }));
    expect(screen.queryByRole('dialog', { name: 'Categories' })).toBeNull();
  });

  it('lays the tiles out in 3 columns on small screens, 4 from 640 px (sm, md) and 5 from 1024 px (lg)', () => {
    const columns = (at: string | null) => cssRule('shell/panels.css', '.category-grid', at)['grid-template-columns'];
    expect(columns(null)).toBe('repeat(3, minmax(0, 1fr))');
    expect(columns('@media (min-width: 640px)')).toBe('repeat(4, minmax(0, 1fr))');
    expect(columns('@media (min-width: 1024px)')).toBe('repeat(5, minmax(0, 1fr))');
  });

  it('is a bottom sheet at most 60vh minus 70 px tall, its tiles scrolling inside it', () => {
    const sheet = cssRule('shell/panels.css', '.sheet');
    expect(sheet.bottom).toBe('0');
    expect(sheet['max-height']).toBe('calc(60vh - 70px)');
    expect(cssRule('shell/panels.css', '.sheet__body')['overflow-y']).toBe('auto');
  });

  it('slides up, and stays in the page for its 200 ms slide-down when motion is allowed', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    const { sheet } = setup();
    expect(sheet().parentElement?.classList.contains('is-open')).toBe(true);
    expect(cssRule('shell/panels.css', '.sheet').transition).toBe(`transform ${PANEL_EXIT_MS}ms ease-in`);
    act(() => fireEvent.keyDown(sheet(), { key: 'Escape' }));
    expect(sheet().parentElement?.classList.contains('is-open')).toBe(false);
    act(() => vi.advanceTimersByTime(PANEL_EXIT_MS - 1));
    expect(screen.queryByRole('dialog', { name: 'Categories' })).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog', { name: 'Categories' })).toBeNull();
  });

  it('asks the core for the categories when it has none, and shows that they are loading', () => {
    const { store, sheet } = setup('/', false);
    const asked = store.log().filter((entry) => entry.event.type === 'catalog/categoriesRequested');
    expect(asked.map((entry) => entry.source)).toEqual(['ui']);
    expect(within(sheet()).queryAllByRole('link')).toHaveLength(0);
  });

  it('does not ask again once they are loaded', () => {
    const { store } = setup('/');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Close categories' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Reopen' })));
    expect(store.log().filter((entry) => entry.event.type === 'catalog/categoriesRequested')).toHaveLength(1);
  });

  it('offers to try again after a failure', () => {
    const { store, sheet } = setup('/', false);
    act(() => store.dispatch({ type: 'catalog/categoriesLoadFailed', payload: { status: 500, message: 'down' } }));
    act(() => fireEvent.click(within(sheet()).getByRole('button', { name: 'Try again' })));
    expect(store.log().filter((entry) => entry.event.type === 'catalog/categoriesRequested')).toHaveLength(2);
  });
});

describe('visibleCategoryTiles', () => {
  it('drops names containing advert or Customize and keeps the icon link', () => {
    expect(visibleCategoryTiles(CATEGORIES)).toEqual([
      { handle: 'fresh-chakki-atta', name: 'Fresh Chakki Atta', icon: '/images/categories/fresh-chakki-atta.svg' },
      { handle: 'ghee', name: 'Ghee', icon: '/images/categories/ghee.svg' },
      { handle: 'pulses', name: 'Pulses', icon: null },
    ]);
  });
});

describe('categoryHandleOf', () => {
  it.each([
    ['/categories/ghee', 'ghee'],
    ['/categories/ghee/', 'ghee'],
    ['/categories/salt%20sugar', 'salt sugar'],
    ['/categories', null],
    ['/product/ghee', null],
    ['/categories/ghee/extra', null],
  ])('%s is %s', (path, handle) => {
    expect(categoryHandleOf(path)).toBe(handle);
  });
});
