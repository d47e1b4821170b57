// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';
import { catalogResponder } from '../testing/page-fixtures';
import { settle } from '../testing/page-test-helpers';
import { englishLeft } from '../testing/english-left';
import { preloadPages } from './lazy-pages';

beforeAll(() => preloadPages());
afterEach(cleanup);

/** Words of a listing's English that a Hindi shopper must not meet. */
const ENGLISH =
  /Sort by|Popularity|low to high|Pack size|Any price|Availability|In stock|Clear all|Filters|products|MRP|% off|\/kg|Under ₹|and above|Diabetic friendly| kg\b/;

const open = (path: string) => {
  const app = renderApp({ path, respond: catalogResponder() });
  settle(app);
  return app;
};

describe('a category page in the Hindi store', () => {
  it('shows its count, sorts, filters and cards in Hindi', () => {
    open('/categories/fresh-chakki-atta');
    const main = screen.getByRole('main');
    const sort = within(main).getByRole('combobox', { name: 'क्रम' });
    expect([...sort.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'सबसे ज़्यादा पसंद किए गए',
      'दाम: कम से ज़्यादा',
      'दाम: ज़्यादा से कम',
      'प्रति किलो दाम',
    ]);
    expect(main.querySelector('.listing-toolbar__count')?.textContent).toMatch(/^\d+ सामान$/);
    const side = within(within(main).getByRole('complementary', { name: 'फ़िल्टर' }));
    expect(side.getByRole('group', { name: 'पैक का साइज़' })).toBeTruthy();
    expect(side.getByRole('checkbox', { name: '1 किलो' })).toBeTruthy();
    expect(side.getByRole('radio', { name: 'कोई भी दाम' })).toBeTruthy();
    expect(side.getByRole('radio', { name: '₹200 से कम' })).toBeTruthy();
    expect(side.getByRole('radio', { name: '₹1000 या उससे ज़्यादा' })).toBeTruthy();
    expect(side.getByRole('checkbox', { name: 'स्टॉक में' })).toBeTruthy();
    expect(within(main).getAllByRole('button', { name: /कार्ट में डालें$/ }).length).toBeGreaterThan(0);
    expect(main.textContent).not.toMatch(ENGLISH);
    expect(englishLeft(main)).toEqual([]);
  });

  it('names the diets, the filters sheet, its count and Clear all in Hindi', () => {
    open('/categories/fresh-chakki-atta?diet=kids');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('checkbox', { name: 'बच्चों के लिए' })).toBeTruthy();
    expect(main.querySelector('.listing-filters__clear')?.textContent).toBe('सब हटाएँ');
    act(() => fireEvent.click(within(main).getByRole('button', { name: 'फ़िल्टर (1)' })));
    const sheet = screen.getByRole('dialog', { name: 'फ़िल्टर' });
    expect(within(sheet).getByRole('button', { name: /^\d+ सामान दिखाएँ$/ })).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'फ़िल्टर बंद करें' })).toBeTruthy();
    expect(englishLeft(sheet)).toEqual([]);
    expect(englishLeft(main)).toEqual([]);
  });

  it('says in Hindi when no product passes the filters', () => {
    open('/categories/fresh-chakki-atta?price=5000-5001');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'इन फ़िल्टर से कोई सामान नहीं मिला' })).toBeTruthy();
    expect(within(main).getByRole('button', { name: 'सारे फ़िल्टर हटाएँ' })).toBeTruthy();
    expect(englishLeft(main)).toEqual([]);
  });
});
