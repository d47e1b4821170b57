import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seededOrders } from '../local-backend/auth/customer-seed';
import { formatMoney } from '../../ui/format/money';
import { VIEWPORTS, type ViewportName } from './chromium';
import {
  CATALOG,
  CUSTOMER,
  logIn,
  mainText,
  openMenu,
  pathOf,
  suggestionsFor,
  waitForCart,
  waitForPage,
} from './store-steps';
import { useStorefront } from './use-storefront';

const store = useStorefront();

async function selectedIndex(page: Page): Promise<number> {
  return page
    .getByRole('listbox', { name: 'Suggestions' })
    .getByRole('option')
    .evaluateAll((options) => options.findIndex((option) => option.getAttribute('aria-selected') === 'true'));
}

/** Numbers the local backend does not know yet: their login creates a customer. */
const NEW_SHOPPER_PHONE: Record<ViewportName, string> = { desktop: '9812345670', phone: '9812345671' };

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('search and account on a %s viewport', (viewport) => {
  it('searches with the keyboard: one trimmed, deferred call, arrows wrap around, Enter opens the product', async () => {
    const expected = await suggestionsFor(store, 'ghee');
    expect(expected.length).toBeGreaterThan(1);
    const { page } = await store.open(viewport, '/');
    await waitForPage(page);
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/product_search/autosuggest')) sent.push(request.postDataJSON());
    });
    if (viewport === 'phone') await page.getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByPlaceholder('Try searching chakki atta');
    await box.waitFor({ state: 'visible' });
    expect(await box.getAttribute('role')).toBe('combobox');
    await box.focus();
    await page.keyboard.type(' ghee ', { delay: 20 });

    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect.poll(() => options.count()).toBe(expected.length);
    expect(sent).toEqual([{ query: 'ghee', start: 0, rows: 20 }]);
    expect(await options.first().textContent()).toContain(expected[0]?.title);
    expect(await box.getAttribute('aria-expanded')).toBe('true');

    expect(await selectedIndex(page)).toBe(-1);
    await page.keyboard.press('ArrowDown');
    expect(await selectedIndex(page)).toBe(0);
    await page.keyboard.press('ArrowUp');
    expect(await selectedIndex(page)).toBe(expected.length - 1);
    await page.keyboard.press('ArrowDown');
    expect(await selectedIndex(page)).toBe(0);

    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe(`/product/${expected[0]?.handle}`);
    await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
    await expect.poll(() => page.locator('h1').textContent()).toBe(expected[0]?.title);
  });

  it('sends the shopper back to the page they opened the login from in the side menu', async () => {
    const { page } = await store.open(viewport, `/product/${CATALOG.product.handle}`);
    await waitForCart(page);
    const menu = await openMenu(page);
    expect(await menu.textContent()).toContain('Guest');
    expect(await menu.getByRole('button', { name: 'My Account' }).count()).toBe(0);
    await menu.getByRole('link', { name: 'Log in' }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    expect(await page.locator('header').count()).toBe(0);

    await logIn(store, page, NEW_SHOPPER_PHONE[viewport]);
    await expect.poll(() => pathOf(page)).toBe(`/product/${CATALOG.product.handle}`);
  });

  it('logs in with an OTP, shows the account pages of the seeded customer, and logs out to /login', async () => {
    const { page } = await store.open(viewport, '/login');
    await waitForCart(page);
    await logIn(store, page, CUSTOMER.phone);
    await waitForPage(page);

    let menu = await openMenu(page);
    expect(await menu.textContent()).toContain(`Hi, ${CUSTOMER.first_name}`);
    const account = menu.getByRole('button', { name: 'My Account' });
    const categories = menu.getByRole('button', { name: 'Categories' });
    const categoriesBefore = await categories.getAttribute('aria-expanded');
    const accountBefore = await account.getAttribute('aria-expanded');
    await account.click();
    expect(await account.getAttribute('aria-expanded')).toBe(accountBefore === 'true' ? 'false' : 'true');
    expect(await categories.getAttribute('aria-expanded')).toBe(categoriesBefore);
    if ((await account.getAttribute('aria-expanded')) === 'false') await account.click();
    await menu.getByRole('link', { name: 'Order History' }).click();
    await expect.poll(() => pathOf(page)).toBe('/order-history');
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
    for (const order of seededOrders()) {
      await expect.poll(() => mainText(page)).toContain(formatMoney(order.total));
      for (const item of order.items) expect(await mainText(page)).toContain(item.title);
    }

    await page.goto('/profile');
    const name = page.getByRole('textbox', { name: /name/i }).first();
    await expect.poll(() => name.inputValue()).toMatch(new RegExp(CUSTOMER.first_name));
    await expect.poll(() => page.getByRole('textbox', { name: /email/i }).inputValue()).toBe(CUSTOMER.email);
    const phone = page.getByRole('textbox', { name: /phone|mobile/i });
    expect(await phone.inputValue()).toContain(CUSTOMER.phone);
    expect(await phone.isEditable()).toBe(false);

    await page.goto('/my-account');
    await expect.poll(() => mainText(page)).toContain(CUSTOMER.first_name);
    if (viewport === 'phone') {
      const quickMenu = page
        .getByRole('navigation', { name: 'Quick navigation' })
        .getByRole('link', { name: 'Menu', exact: true });
      expect(await quickMenu.getAttribute('href')).toBe('/my-account');
    }

    menu = await openMenu(page);
    await menu
      .getByRole('button', { name: 'Log out' })
      .or(menu.getByRole('link', { name: 'Log out' }))
      .click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('persist:root') ?? ''))
      .not.toContain(CUSTOMER.first_name);
    await page.goto('/');
    menu = await openMenu(page);
    expect(await menu.textContent()).toContain('Guest');
  });
});
