import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import * as hi from '../../ui/i18n/generated/messages/hi.js';
import { compareWithBaseline } from '../screenshot/screenshot-baseline';
import { SCREENSHOT_CLOCK, settle } from './screen-settle';
import { CATALOG, openMenu, waitForCart } from './store-steps';
import { useScreenStorefront } from './use-screen-storefront';

const store = useScreenStorefront();

/** The page's language, and whether its main heading is written in Devanagari. */
async function inHindi(page: Page): Promise<{ lang: string; heading: string }> {
  const lang = await page.evaluate(() => document.documentElement.lang);
  const heading = (await page.locator('h1').first().textContent()) ?? '';
  return { lang, heading };
}

const DEVANAGARI = /[\u0900-\u097F]/;

/** Words of the English store's shopping path that must not be on a Hindi screen. */
const ENGLISH_WORDS =
  /\b(Add to cart|View cart|Checkout|Continue|Place order|Order placed|Mobile number|Full name|Pin code|Cash on delivery|Bestsellers|Delivery|Subtotal|Total)\b/;

/**
 * A shopper on a phone chooses Hindi, browses, adds, checks out with cash on delivery, sees the confirmation in Hindi
 * and reloads it: still Hindi (docs/product-spec.md §18). The journey's screens are compared with their baselines
 * (`npm run screenshots:update` re-takes them).
 */
describe('the Hindi store on a phone (docs/product-spec.md §18)', () => {
  it('is chosen with the switch, and stays Hindi through checkout and a reload', { timeout: 180_000 }, async () => {
    await store.control('POST', '/__local/reset');
    await store.control('POST', '/__local/clock', { now: SCREENSHOT_CLOCK });
    const { page } = await store.open('phone', '/', { clock: SCREENSHOT_CLOCK });
    const differences: string[] = [];
    const shoot = async (name: string) => {
      await settle(page);
      const result = compareWithBaseline(
        `hindi-${name}-phone`,
        await page.screenshot({ animations: 'disabled', caret: 'hide' }),
      );
      if (result.status === 'different') differences.push(result.message);
    };
    const englishLeft = async () => ENGLISH_WORDS.exec((await page.locator('body').innerText()) ?? '')?.[0] ?? null;

    await waitForCart(page);
    const menu = await openMenu(page);
    await menu.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL((url) => url.pathname === '/hi/');
    await page.getByRole('heading', { level: 2, name: hi.catalog_home_bestsellers() }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await page.evaluate(() => localStorage.getItem('persist:root'))).toContain('"language":"hi"');
    expect(await englishLeft()).toBeNull();
    await shoot('home');

    await page.goto(`/hi/categories/${CATALOG.category.handle}`);
    await page.locator('h1').first().waitFor();
    expect(await inHindi(page)).toMatchObject({ lang: 'hi' });
    await shoot('category');

    await page.goto(`/hi/product/${CATALOG.product.handle}`);
    const product = await inHindi(page);
    expect(product.lang).toBe('hi');
    expect(product.heading).toMatch(DEVANAGARI);
    await page.getByRole('main').getByRole('button', { name: hi.catalog_add_to_cart() }).first().click();
    await page
      .getByRole('link', { name: new RegExp(hi.cart_view_cart()) })
      .first()
      .waitFor();
    expect(await englishLeft()).toBeNull();
    await shoot('product');

    await page.goto('/hi/checkout');
    await page.getByRole('heading', { level: 1, name: hi.checkout_title() }).waitFor();
    await page.getByLabel(hi.checkout_mobile_number()).fill('9123456780');
    await page.getByRole('button', { name: hi.checkout_continue() }).click();
    await page.getByLabel(hi.checkout_full_name()).fill('आशा वर्मा');
    await page.getByLabel(hi.checkout_pin_code()).fill('122002');
    await expect.poll(() => page.getByLabel(hi.checkout_city()).inputValue()).toBe('Gurugram');
    await page.getByLabel(hi.checkout_address_line1()).fill('12 MG Road, DLF Phase 2');
    expect(await englishLeft()).toBeNull();
    await shoot('checkout-address');
    await page.getByRole('button', { name: hi.checkout_continue() }).click();
    await page.getByRole('radio').first().waitFor();
    await page.getByRole('button', { name: hi.checkout_continue() }).click();
    await page.getByRole('radio', { name: new RegExp(hi.checkout_payment_cod()), checked: true }).waitFor();
    await page.getByRole('button', { name: hi.checkout_continue() }).click();
    await page.getByRole('button', { name: hi.checkout_place_order() }).click();
    await page.waitForURL(/\/hi\/order\//, { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: hi.account_order_placed() }).waitFor({ timeout: 15_000 });
    const confirmation = await inHindi(page);
    expect(confirmation.lang).toBe('hi');
    expect(confirmation.heading).toMatch(DEVANAGARI);
    expect(await englishLeft()).toBeNull();
    await page.evaluate(() => scrollTo(0, 0));
    await shoot('order-confirmation');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: hi.account_order_placed() }).waitFor();
    expect(await inHindi(page)).toEqual(confirmation);
    expect(new URL(page.url()).pathname).toMatch(/^\/hi\/order\//);

    expect(differences, differences.join('\n')).toEqual([]);
  });

  it('opens an English address in Hindi for a shopper who chose Hindi, and the header switch stays off the phone', async () => {
    const { page } = await store.open('phone', '/hi/');
    await page.getByRole('heading', { level: 2, name: hi.catalog_home_bestsellers() }).waitFor();
    expect(await page.locator('header .language-switch').isVisible()).toBe(false);
    await page.getByRole('button', { name: hi.shell_open_menu() }).click();
    const menu = page.getByRole('dialog', { name: hi.shell_menu() });
    await menu.getByRole('link', { name: 'हिन्दी' }).click();
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain('store_language=hi');
    await page.goto('/cart');
    expect(new URL(page.url()).pathname).toBe('/hi/cart');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  });
});
