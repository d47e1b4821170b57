import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addToCartFromProductPage, CATALOG } from './store-steps';
import { useStorefront } from './use-storefront';

const store = useStorefront();

/** The focused element's label (its id's label text), and whether it is wholly inside the viewport. */
function focusedField(page: Page): Promise<{ label: string | null; inView: boolean }> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const label = active?.id ? (document.querySelector(`label[for="${active.id}"]`)?.textContent ?? null) : null;
    const box = active?.getBoundingClientRect();
    return { label, inView: !!box && box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0 };
  });
}

async function pressContinue(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Continue' });
  await button.scrollIntoViewIfNeeded();
  await button.click();
}

describe('checkout on a phone: a refused Continue takes the shopper to the first error (issue 22 item 12)', () => {
  it('focuses the first invalid address field and scrolls it into view, each time', { timeout: 90_000 }, async () => {
    const { page } = await store.open('phone', '/');
    await addToCartFromProductPage(page, CATALOG.product.handle);
    await page.goto('/checkout');
    await page.getByLabel('Mobile number').fill('9123456780');
    await pressContinue(page);
    await page.getByLabel('Full name').waitFor();

    await pressContinue(page);
    await expect.poll(() => focusedField(page)).toEqual({ label: 'Full name', inView: true });

    await page.getByLabel('Full name').fill('Asha Verma');
    await page.getByLabel('Pin code').fill('122 002');
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Gurugram');
    expect(await page.getByLabel('Pin code').inputValue()).toBe('122002');
    await pressContinue(page);
    await expect.poll(() => focusedField(page)).toEqual({ label: 'Address line 1', inView: true });

    await page.evaluate(() => window.scrollTo(0, 0));
    await pressContinue(page);
    await expect.poll(() => focusedField(page)).toEqual({ label: 'Address line 1', inView: true });
  });
});
