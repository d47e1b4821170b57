// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../testing/render-component';
import { catalogResponder } from '../testing/page-fixtures';
import { settle } from '../testing/page-test-helpers';
import { ProductRail } from './product-rail';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ProductRail: the rest of a rail is reachable (issue 11, home rails)', () => {
  it('a category rail links View all to its category and scrolls its list a page at a time with the arrows', () => {
    const app = renderComponent(<ProductRail rail="category:ghee" title="Bilona ghee" />, {
      respond: catalogResponder(),
    });
    settle(app as never);
    const rail = within(screen.getByRole('region', { name: 'Bilona ghee' }));
    expect(rail.getByRole('link', { name: 'View all Bilona ghee' }).getAttribute('href')).toBe('/categories/ghee');
    const list = rail.getByRole('list');
    const scrollBy = vi.fn();
    Object.defineProperty(list, 'scrollBy', { value: scrollBy, configurable: true });
    Object.defineProperty(list, 'clientWidth', { value: 800, configurable: true });
    fireEvent.click(rail.getByRole('button', { name: 'Scroll Bilona ghee right' }));
    fireEvent.click(rail.getByRole('button', { name: 'Scroll Bilona ghee left' }));
    expect(scrollBy.mock.calls.map(([options]) => (options as ScrollToOptions).left)).toEqual([800, -800]);
  });

  it('a rail that is not a category has the arrows but no View all', () => {
    const app = renderComponent(<ProductRail rail="bestsellers" title="Bestsellers" />, {
      respond: catalogResponder(),
    });
    settle(app as never);
    const rail = within(screen.getByRole('region', { name: 'Bestsellers' }));
    expect(rail.queryByRole('link', { name: /View all/ })).toBeNull();
    expect(rail.getByRole('button', { name: 'Scroll Bestsellers right' })).toBeTruthy();
  });
});
