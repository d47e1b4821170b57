import { describe, expect, it } from 'vitest';
import { CUSTOMER, logIn, pathOf } from './store-steps';
import { useStorefront } from './use-storefront';

const store = useStorefront();

const HOME_TITLE = 'Fresh from our chakki to your kitchen';

describe('the store holds against hostile links', () => {
  it.each([
    ['a tab', '%09'],
    ['a newline', '%0A'],
  ])('a login link hiding //evil.example behind %s logs the shopper in and lands on the home page, not a blank one', async (_name, escape) => {
    const { page } = await store.open('desktop', `/login?from=%2F${escape}%2Fevil.example`);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await logIn(store, page, CUSTOMER.phone);
    await expect.poll(() => pathOf(page)).toBe('/');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(HOME_TITLE);
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
