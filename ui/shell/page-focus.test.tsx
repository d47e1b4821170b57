// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadPages } from '../pages/lazy-pages';
import { renderApp } from '../testing/render-app';
import { arriveAtPage } from './page-focus';

/** The followers a test started, stopped after it. */
const started: (() => void)[] = [];
const arrive = (view: Pick<Window, 'scrollTo'>) => {
  const stop = arriveAtPage(document, view);
  started.push(stop);
  return stop;
};

beforeAll(() => preloadPages());
afterEach(() => {
  for (const stop of started.splice(0)) stop();
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('arriving at a page', () => {
  it('scrolls to the top and focuses the h1 of the main landmark', () => {
    document.body.innerHTML = '<header><h1>Logo</h1></header><main><p>Text</p><h1>Atta</h1></main>';
    const view = { scrollTo: vi.fn() };
    arrive(view);
    expect(view.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement?.textContent).toBe('Atta');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  it('holds focus on the main landmark until a page loaded later shows its heading, then moves it there', async () => {
    document.body.innerHTML = '<main tabindex="-1"></main>';
    arrive({ scrollTo: vi.fn() });
    expect(document.activeElement?.tagName).toBe('MAIN');
    document.querySelector('main')?.insertAdjacentHTML('beforeend', '<h1>Ghee</h1>');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Ghee'));
  });

  it("follows the heading when the page replaces it (a loading heading, then the product's own)", async () => {
    document.body.innerHTML = '<main tabindex="-1"><h1>Loading</h1></main>';
    arrive({ scrollTo: vi.fn() });
    expect(document.activeElement?.textContent).toBe('Loading');
    const main = document.querySelector('main');
    if (main) main.innerHTML = '<h1>Fresh Chakki Atta</h1>';
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Fresh Chakki Atta'));
  });

  it('stops following once the shopper presses a key', async () => {
    document.body.innerHTML = '<main tabindex="-1"><h1>Loading</h1></main>';
    arrive({ scrollTo: vi.fn() });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    const main = document.querySelector('main');
    if (main) main.innerHTML = '<h1>Fresh Chakki Atta</h1>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement?.tagName).toBe('BODY');
  });

  it('leaves focus where the shopper put it meanwhile, and stops waiting when told', async () => {
    document.body.innerHTML = '<main tabindex="-1"><input aria-label="Search"></main>';
    const stop = arrive({ scrollTo: vi.fn() });
    screen.getByLabelText('Search').focus();
    document.querySelector('main')?.insertAdjacentHTML('beforeend', '<h1>Ghee</h1>');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Search');
    stop();
    screen.getByLabelText('Search').blur();
    document.querySelector('main')?.insertAdjacentHTML('beforeend', '<h1>Atta</h1>');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement?.tagName).toBe('BODY');
  });
});

describe('a page change in the app', () => {
  it('opens the new page at its top with focus on its heading; the first page is left as the browser shows it', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { location } = renderApp({ path: '/faq' });
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement?.tagName).toBe('BODY');
    act(() => location.navigate('/about-us'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    const heading = screen.getByRole('heading', { level: 1 });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
