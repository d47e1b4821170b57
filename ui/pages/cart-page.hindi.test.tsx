// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '../../core/cart/cart.model';
import { CHECKOUT_MESSAGES } from '../../core/messages/checkout.messages';
import { renderApp } from '../testing/render-app';
import { settledState } from '../testing/page-fixtures';
import { hasDevanagari, shopperText, SHOPPING_PATH_ENGLISH } from '../testing/hindi-screen';
import { preloadPages } from './lazy-pages';

beforeAll(() => preloadPages());
afterEach(cleanup);

const LINES: CartItem[] = [
  {
    id: 'line_1',
    title: 'चक्की आटा',
    thumbnail: null,
    quantity: 2,
    price: 7500,
    total: 15000,
    variant_id: 'variant_atta_1kg',
    variant_title: '1 किलो',
    product_handle: 'fresh-chakki-atta-whole-wheat',
  },
];

/** The cart page as the shopper reads it, without the core catalogue's texts (core/messages has its own tests). */
function cartPageText(): string {
  const page = document.querySelector('.cart-page');
  expect(page).not.toBeNull();
  return shopperText(page!).replace(CHECKOUT_MESSAGES.codLimit, '');
}

describe('the cart page in Hindi (issue 26)', () => {
  it('shows the lines, summary, coupon field, delivery terms and Checkout in Hindi, no English left', () => {
    renderApp({ path: '/cart', initialState: settledState({ cartItems: LINES }) });
    expect(document.title).toContain('कार्ट');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('कार्ट');
    expect(screen.getByRole('group', { name: 'चक्की आटा (1 किलो) की मात्रा' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'चक्की आटा (1 किलो) की मात्रा बढ़ाएँ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'चक्की आटा (1 किलो) हटाएँ' }).textContent).toBe('हटाएँ');
    expect(screen.getByText('₹75.00 प्रति पैक')).toBeTruthy();
    expect(screen.getByLabelText('कूपन कोड')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'लगाएँ' })).toBeTruthy();
    expect(screen.getByTestId('free-delivery').textContent).toBe('मुफ़्त डिलीवरी के लिए ₹849 का सामान और डालें');
    expect(screen.getByRole('link', { name: 'चेकआउट' }).getAttribute('href')).toBe('/hi/checkout');
    expect(screen.getByRole('textbox', { name: 'अपने पिन कोड पर डिलीवरी जाँचें' }).getAttribute('placeholder')).toBe(
      'जैसे 122001',
    );
    const text = cartPageText();
    expect(hasDevanagari(text)).toBe(true);
    expect(text).not.toMatch(SHOPPING_PATH_ENGLISH);
  });

  it('names an applied coupon, what it saves and the total in Hindi, and an order over the limit offers a call', () => {
    const big: CartItem = { ...LINES[0]!, quantity: 80, total: 600000, promo_codes: ['GHAR10'], discount_total: 1500 };
    renderApp({ path: '/cart', initialState: settledState({ cartItems: [big] }) });
    const applied = screen.getByRole('list', { name: 'लगे हुए कूपन' });
    expect(applied.textContent).toBe('GHAR10 लग गया: आपकी बचत ₹15.00हटाएँ');
    expect(within(applied).getByRole('button', { name: 'कूपन GHAR10 हटाएँ' })).toBeTruthy();
    expect(screen.getByText('कूपन GHAR10')).toBeTruthy();
    expect(screen.getByText('कुल')).toBeTruthy();
    const whatsapp = screen.getByRole('link', { name: 'व्हाट्सऐप करें' });
    expect(new URL(whatsapp.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      'नमस्ते! मुझे यह ऑर्डर करना है: 80 × चक्की आटा (1 किलो)।',
    );
    expect(screen.getByRole('link', { name: /^\+91 .* पर कॉल करें$/ })).toBeTruthy();
    const text = cartPageText()
      .replace(CHECKOUT_MESSAGES.overCodLimitTitle, '')
      .replace(CHECKOUT_MESSAGES.overCodLimit(600000), '');
    expect(text).not.toMatch(SHOPPING_PATH_ENGLISH);
  });

  it('says what a pin code check answers in Hindi', () => {
    renderApp({ path: '/cart', initialState: settledState({ cartItems: LINES }) });
    const check = screen.getByRole('form', { name: 'अपने पिन कोड पर डिलीवरी जाँचें' });
    act(() => fireEvent.change(within(check).getByRole('textbox'), { target: { value: '122001' } }));
    act(() => fireEvent.click(within(check).getByRole('button', { name: 'जाँचें' })));
    expect(within(check).getByRole('status').textContent).toBe('पिन कोड जाँच रहे हैं…');
  });

  it('an empty cart says so in Hindi and offers to keep shopping', () => {
    renderApp({ path: '/cart', initialState: settledState() });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('आपका कार्ट खाली है');
    expect(screen.getByRole('link', { name: 'खरीदारी जारी रखें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'चेकआउट' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('चेकआउट के लिए कार्ट में कुछ सामान डालें।')).toBeTruthy();
    const categories = screen.getByRole('list', { name: 'श्रेणी के हिसाब से खरीदें' });
    // The category names are the catalogue's (ui/i18n/catalog/catalog), checked with the category pages.
    categories.remove();
    expect(cartPageText()).not.toMatch(SHOPPING_PATH_ENGLISH);
  });
});
