// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORE_DETAILS } from '../store-details';
import { cssRule } from '../testing/css-rules';
import { renderComponent } from '../testing/render-component';
import { Header } from './header';
import { SEARCH_PLACEHOLDER } from '../catalog/search-box';

afterEach(() => {
  cleanup();
  scrollTo(0);
});

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('Header', () => {
  it('links the logo home', () => {
    const { location } = renderComponent(<Header />, { path: '/faq' });
    const logo = screen.getByRole('link', { name: `${STORE_DETAILS.name} home` });
    expect(logo.getAttribute('href')).toBe('/');
    act(() => fireEvent.click(logo));
    expect(location.history.at(-1)).toBe('/');
  });

  it('opens the sister brand in a new tab without giving it the opener', () => {
    renderComponent(<Header />);
    const sister = screen.getByRole('link', { name: new RegExp(STORE_DETAILS.sisterBrand.name) });
    expect(sister.getAttribute('href')).toBe(STORE_DETAILS.sisterBrand.url);
    expect(sister.getAttribute('target')).toBe('_blank');
    expect(sister.getAttribute('rel')).toContain('noopener');
  });

  it('gains its shadow only once the page is scrolled more than 100 px', () => {
    renderComponent(<Header />);
    const banner = screen.getByRole('banner');
    expect(banner.classList.contains('is-scrolled')).toBe(false);
    scrollTo(100);
    expect(banner.classList.contains('is-scrolled')).toBe(false);
    scrollTo(101);
    expect(banner.classList.contains('is-scrolled')).toBe(true);
    scrollTo(40);
    expect(banner.classList.contains('is-scrolled')).toBe(false);
    expect(cssRule('shell/layout.css', '.site-header')['box-shadow']).toBeUndefined();
    expect(cssRule('shell/layout.css', '.site-header.is-scrolled')['box-shadow']).toBe('var(--shadow-header)');
  });

  it('has the shadow at once when the page opens already scrolled', () => {
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    renderComponent(<Header />);
    expect(screen.getByRole('banner').classList.contains('is-scrolled')).toBe(true);
  });

  it('holds one search box; the phone search button opens it over the page and focuses it', () => {
    renderComponent(<Header />);
    const boxes = screen.getAllByPlaceholderText(SEARCH_PLACEHOLDER);
    expect(boxes).toHaveLength(1);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => fireEvent.click(button));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(boxes[0]);
    expect(boxes[0]?.closest('.site-header__search')?.classList.contains('is-open')).toBe(true);
    act(() => fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Close search' })));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('shows the search box from 768 px, and below that only the search button that opens it', () => {
    const phone = '@media (max-width: 767.98px)';
    expect(cssRule('shell/layout.css', '.site-header__search').display).toBeUndefined();
    expect(cssRule('shell/layout.css', '.site-header__search-button').display).toBe('none');
    expect(cssRule('shell/layout.css', '.site-header__search', phone).display).toBe('none');
    expect(cssRule('shell/layout.css', '.site-header__search.is-open', phone).display).toBe('flex');
    expect(cssRule('shell/layout.css', '.site-header__search-button', phone).display).toBe('inline-flex');
  });

  it('closes the phone search on Escape once its list is closed', () => {
    renderComponent(<Header />);
    const button = screen.getByRole('button', { name: 'Search' });
    act(() => fireEvent.click(button));
    act(() => fireEvent.keyDown(screen.getByPlaceholderText(SEARCH_PLACEHOLDER), { key: 'Escape' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the side menu from Open menu, loading its code on demand', async () => {
    renderComponent(<Header />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    act(() => fireEvent.click(opener));
    // The first import of the menu's modules is transformed on the spot; allow for a busy machine.
    const menu = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 4000 });
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  });
});
