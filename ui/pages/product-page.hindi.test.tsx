// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../format/money';
import { renderApp } from '../testing/render-app';
import { catalogResponder, testCatalogProduct } from '../testing/page-fixtures';
import { settle } from '../testing/page-test-helpers';
import { englishLeft } from '../testing/english-left';
import { preloadPages } from './lazy-pages';

beforeAll(() => preloadPages());
afterEach(cleanup);

const ATTA = testCatalogProduct('fresh-chakki-atta-whole-wheat');

/** Words of the product page's English that a Hindi shopper must not meet. */
const ENGLISH =
  /Weight|Add to cart|incl\. of all taxes|Description|Ingredients|Nutrition|Typical values|Protein|More from|View all|Shipping policy|Marketed by|Delivered in|MRP|% off|\/kg| kg\b/;

const open = (handle: string) => {
  const app = renderApp({ path: `/product/${handle}`, respond: catalogResponder() });
  settle(app);
  return screen.getByRole('main');
};

describe('the product page in the Hindi store', () => {
  it('shows the pack picker, price, add to cart, trust lines and sections in Hindi', () => {
    const main = open(ATTA.handle);
    const picker = within(main).getByRole('group', { name: 'वज़न' });
    expect(within(picker).getAllByRole('radio')).toHaveLength(ATTA.variants.length);
    expect(picker.textContent).toMatch(/किलो/);
    expect(main.querySelector('.product-page__tax')?.textContent).toBe(' (सभी टैक्स सहित)');
    expect(within(main).getByRole('button', { name: 'कार्ट में डालें' })).toBeTruthy();
    const trust = within(within(main).getByRole('region', { name: 'डिलीवरी, वापसी और विक्रेता' }));
    expect(
      trust.getByText(/^पूरे भारत में \d+-\d+ दिन में डिलीवरी, ₹[\d,]+ या उससे ज़्यादा के ऑर्डर पर मुफ़्त डिलीवरी।/),
    ).toBeTruthy();
    expect(trust.getByRole('link', { name: 'डिलीवरी की नीति' }).getAttribute('href')).toBe('/hi/shipping-policy');
    expect(trust.getByRole('link', { name: 'वापसी और रिफ़ंड की नीति' })).toBeTruthy();
    expect(within(main).getByRole('heading', { name: 'सामग्री' })).toBeTruthy();
    const table = within(main).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'प्रोटीन' })).toBeTruthy();
    expect(table.querySelector('caption')?.textContent).toBe('प्रति 100 ग्राम औसत मात्रा');
    expect(within(main).getByRole('navigation', { name: 'आप यहाँ हैं' }).textContent).toMatch(/^होम/);
    expect(main.textContent).not.toMatch(ENGLISH);
    expect(englishLeft(main)).toEqual([]);
  });

  it("shows a sale pack's MRP, percent off and price per kg in Hindi", () => {
    open('multigrain-atta');
    const price = screen.getByText(/सभी टैक्स सहित/).parentElement?.textContent ?? '';
    expect(price).toContain(`एमआरपी ${formatMoney(13500)}`);
    expect(price).toContain('11% छूट');
    expect(screen.getByTestId('product-unit-price').textContent).toBe(`${formatMoney(11900)}/किलो`);
    act(() => fireEvent.click(screen.getByRole('radio', { name: /^5 किलो/ })));
    expect(screen.getByTestId('product-unit-price').textContent).toBe(`${formatMoney(10980)}/किलो`);
  });

  it('says in Hindi when the product is not found', () => {
    const main = open('no-such-product');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('सामान नहीं मिला');
    expect(within(main).getByText(/^यह सामान नहीं मिला। हो सकता है इसका नाम बदल गया हो/)).toBeTruthy();
    expect(document.title).toContain('सामान नहीं मिला');
  });
});
