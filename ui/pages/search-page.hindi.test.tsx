// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';
import { catalogResponder } from '../testing/page-fixtures';
import { settle } from '../testing/page-test-helpers';
import { englishLeft } from '../testing/english-left';
import { preloadPages } from './lazy-pages';

beforeAll(() => preloadPages());
afterEach(cleanup);

const ENGLISH = /Search results|Best match|Sort by|products|No products|Popular searches|Browse the categories|Type a/;

const open = (path: string) => {
  const app = renderApp({ path, respond: catalogResponder() });
  settle(app);
  return screen.getByRole('main');
};

describe('the search page in the Hindi store', () => {
  it('heads the matches and sorts them in Hindi', () => {
    const main = open('/search?q=atta');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('“atta” के लिए खोज के नतीजे');
    expect(document.title).toContain('“atta” के लिए खोज के नतीजे');
    const sort = within(main).getByRole('combobox', { name: 'क्रम' });
    expect(sort.querySelector('option')?.textContent).toBe('सबसे सही मेल');
    expect(within(main).getByRole('list', { name: 'atta से मिलते सामान' })).toBeTruthy();
    expect(main.textContent).not.toMatch(ENGLISH);
    expect(englishLeft(main)).toEqual([]);
  });

  it('helps in Hindi when nothing matches', () => {
    const main = open('/search?q=xyzzy');
    expect(within(main).getByRole('status').textContent).toMatch(/^“xyzzy” से कोई सामान नहीं मिला।/);
    const popular = within(within(main).getByRole('region', { name: 'लोकप्रिय खोजें' }));
    expect(popular.getByRole('link', { name: 'देसी घी' }).getAttribute('href')).toBe('/hi/product/desi-cow-ghee');
    expect(within(main).getByRole('region', { name: 'श्रेणियाँ देखें' })).toBeTruthy();
    expect(main.textContent).not.toMatch(ENGLISH);
    expect(englishLeft(main)).toEqual([]);
  });

  it('helps in Hindi when nothing was typed', () => {
    const main = open('/search');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('खोजें');
    expect(main.querySelector('.search-page__lead')?.textContent).toMatch(/^खोज बॉक्स में सामान का नाम लिखें/);
    expect(englishLeft(main)).toEqual([]);
  });
});
