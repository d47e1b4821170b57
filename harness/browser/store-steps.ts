import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { SEEDED_CUSTOMER } from '../local-backend/auth/customer-seed';
import { FLOUR_SEEDS } from '../local-backend/catalog/seed-flours';
import { GHEE_SEEDS } from '../local-backend/catalog/seed-ghee-oils';
import type { ProductSeed } from '../local-backend/catalog/catalog.model';
import { BLOG_ARTICLES } from '../../ui/content/blog-articles';
import type { TestStorefront } from './use-storefront';

function first<T>(items: readonly T[], what: string): T {
  const found = items[0];
  if (found === undefined) throw new Error(`no ${what}`);
  return found;
}

/** Real catalogue entries the store tests browse. */
export const CATALOG = {
  category: { handle: 'fresh-chakki-atta', name: 'Fresh Chakki Atta' },
  product: first(FLOUR_SEEDS, 'seeded flour'),
  otherProduct: first(GHEE_SEEDS, 'seeded ghee'),
  boxPath: '/atta-box',
  blogSlug: first(BLOG_ARTICLES, 'blog article').slug,
} as const;

/** Price in paise of a seeded product's first (default) variant. */
export function firstVariantPrice(product: ProductSeed): number {
  return first(product.variants, `variant of ${product.handle}`)[1];
}

export const CUSTOMER = SEEDED_CUSTOMER;

/**
 * A path for every route of `ui/routes/route-table.ts` (by route id) and for the not-found page.
 * `needs` says what the page needs to be worth checking: items in the cart or a logged-in shopper;
 * 'own-test' pages are checked, with axe, in their own file (checkout.browser.test.ts), where they have content.
 */
export const ROUTE_PATHS: readonly {
  readonly id: string;
  readonly path: string;
  readonly needs?: 'cart-items' | 'login' | 'own-test';
}[] = [
  { id: 'home', path: '/' },
  { id: 'category', path: `/categories/${CATALOG.category.handle}` },
  { id: 'product', path: `/product/${CATALOG.product.handle}` },
  { id: 'search', path: '/search?q=ghee' },
  { id: 'cart', path: '/cart', needs: 'cart-items' },
  { id: 'checkout', path: '/checkout', needs: 'own-test' },
  { id: 'login', path: '/login' },
  { id: 'blogs', path: '/blogs' },
  { id: 'blog-article', path: `/blogs/${CATALOG.blogSlug}` },
  { id: 'about-us', path: '/about-us' },
  { id: 'contact-us', path: '/contact-us' },
  { id: 'faq', path: '/faq' },
  { id: 'shipping-policy', path: '/shipping-policy' },
  { id: 'privacy-policy', path: '/privacy-policy' },
  { id: 'terms-and-conditions', path: '/terms-and-conditions' },
  { id: 'return-refund-policy', path: '/return-refund-policy' },
  { id: 'box', path: CATALOG.boxPath },
  { id: 'not-found', path: '/no-such-page' },
  { id: 'my-account', path: '/my-account', needs: 'login' },
  { id: 'profile', path: '/profile', needs: 'login' },
  { id: 'order-history', path: '/order-history', needs: 'login' },
  { id: 'order', path: '/order/order_local_1003', needs: 'own-test' },
];

/** A literal string as a regular expression source. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The path of the page's URL. */
/** A suggestion of the local search service, as the search box lists it. */
export interface Suggestion {
  readonly handle: string;
  readonly title: string;
}

/** What the local search service suggests for a query (its first 20 rows). */
export async function suggestionsFor(store: TestStorefront, query: string): Promise<Suggestion[]> {
  const answer = (await store.control('POST', '/product_search/autosuggest', { query, start: 0, rows: 20 })) as {
    suggestions: Suggestion[];
  };
  return answer.suggestions;
}

export const pathOf = (page: Page): string => new URL(page.url()).pathname;

/** The text of the page's main landmark. */
export async function mainText(page: Page): Promise<string> {
  return (await page.getByRole('main').textContent()) ?? '';
}

/** Opens the side menu with its 'Open menu' button and answers the menu dialog once visible. */
export async function openMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.waitFor({ state: 'visible' });
  return menu;
}

/** Waits until the page shows its main heading (the route has rendered). */
export async function waitForPage(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ state: 'visible' });
}

/** Waits until the store has created or restored a cart and returns its id. */
export async function waitForCart(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => localStorage.getItem('cart_id'));
  return String(await handle.jsonValue());
}

/** Presses the product page's 'Add to cart' (the page is open); waits for the cart bar. */
export async function addToCartOnProductPage(page: Page): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('button', { name: /^add to cart/i })
    .first()
    .click();
  await page.getByRole('link', { name: /view cart/i }).waitFor({ state: 'visible' });
}

/** Opens a product page and adds its default variant to the cart; waits for the cart bar. */
export async function addToCartFromProductPage(page: Page, handle: string): Promise<void> {
  await waitForCart(page);
  await page.goto(`/product/${handle}`);
  await addToCartOnProductPage(page);
}

/** Who orders and where to, for {@link placeCashOnDeliveryOrder}. */
export interface GuestOrderDetails {
  readonly phone: string;
  readonly pinCode: string;
  readonly line1: string;
  /** The delivery option to find offered (default: any standard delivery). */
  readonly delivery?: RegExp;
}

/**
 * Places the cart's order as a guest through /checkout (contact, an address in Gurugram, standard delivery, cash on
 * delivery, which is chosen already) and waits for the confirmation.
 */
export async function placeCashOnDeliveryOrder(
  page: Page,
  { phone, pinCode, line1, delivery = /Standard/ }: GuestOrderDetails = {
    phone: '9123456780',
    pinCode: '122002',
    line1: '12 MG Road, DLF Phase 2',
  },
): Promise<void> {
  await page.goto('/checkout');
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Full name').fill('Asha Verma');
  await page.getByLabel('Pin code').fill(pinCode);
  await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Gurugram');
  await page.getByLabel('Address line 1').fill(line1);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: delivery }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /Cash on delivery/, checked: true }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor({ timeout: 15_000 });
}

/** Logs in through /login with the OTP the local backend sent; waits until the page leaves /login. */
export async function logIn(store: Pick<TestStorefront, 'control'>, page: Page, phone: string): Promise<void> {
  if (!pathOf(page).startsWith('/login')) await page.goto('/login');
  await page.getByRole('textbox', { name: /phone|mobile/i }).fill(phone);
  await page.getByRole('button', { name: /^(send|get) otp/i }).click();
  await page.getByRole('textbox', { name: /otp|code/i }).waitFor({ state: 'visible' });
  const sent = (await store.control('GET', `/__local/auth/last-otp?phone=${phone}`)) as { otp: string };
  await page.getByRole('textbox', { name: /otp|code/i }).fill(sent.otp);
  await page.getByRole('button', { name: /verify|log in/i }).click();
  await expect.poll(() => pathOf(page), { timeout: 10_000 }).not.toBe('/login');
}

/** How many pixels the page scrolls sideways (0 when it does not). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The rendered images lacking a width or height attribute, by their source. */
export function imagesWithoutSize(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('img')]
      .filter((image) => !image.getAttribute('width') || !image.getAttribute('height'))
      .map((image) => image.getAttribute('src') ?? '(no src)'),
  );
}
