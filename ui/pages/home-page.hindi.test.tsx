// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';
import { catalogResponder } from '../testing/page-fixtures';
import { settle } from '../testing/page-test-helpers';
import { englishLeft } from '../testing/english-left';

afterEach(cleanup);

/** Words of the home page's English that a Hindi shopper must not meet. */
const ENGLISH = /Bestsellers|Shop by|New arrivals|View all|Scroll|Why |Fresh-milled|Nothing added|MRP|% off|\/kg|Add /;

describe('the home page in the Hindi store', () => {
  it('shows the hero, rails, categories and promises in Hindi', () => {
    const app = renderApp({ path: '/', respond: catalogResponder() });
    settle(app);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('हमारी चक्की से सीधे आपकी रसोई तक');
    expect(within(main).getByRole('link', { name: 'ताज़ा आटा खरीदें' })).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'अपना आटा बॉक्स बनाएँ' })).toBeTruthy();
    expect(within(main).getByRole('region', { name: 'सबसे ज़्यादा बिकने वाले' })).toBeTruthy();
    expect(within(main).getByRole('region', { name: 'श्रेणी से खरीदें' })).toBeTruthy();
    expect(within(main).getByRole('region', { name: 'नए सामान' })).toBeTruthy();
    expect(within(main).getByRole('heading', { name: 'कुछ भी मिलावट नहीं' })).toBeTruthy();
    expect(within(main).getAllByRole('button', { name: /कार्ट में डालें$/ }).length).toBeGreaterThan(0);
    expect(within(main).getAllByRole('button', { name: /बाईं ओर खिसकाएँ$/ }).length).toBeGreaterThan(0);
    expect(main.textContent).not.toMatch(ENGLISH);
    expect(englishLeft(main)).toEqual([]);
  });

  it('describes the store in Hindi to search engines', () => {
    const app = renderApp({ path: '/', respond: catalogResponder() });
    settle(app);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /दालें, चावल, प्रीमिक्स, नमक, चीनी और गिफ़्ट हैम्पर, पूरे भारत में डिलीवरी।$/,
    );
  });
});
