import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../ui/format/money';
import { VIEWPORTS, type ViewportName } from './chromium';
import { addToCartOnProductPage, waitForCart } from './store-steps';
import { useStorefront } from './use-storefront';

const store = useStorefront();

/** Sharbati Wheat Atta is in the seeded sale: 1 kg for ₹90 against an MRP of ₹103 (seed-sales.ts, 12%). */
const SALE = { handle: 'sharbati-wheat-atta', title: 'Sharbati Wheat Atta', price: 9000, mrp: 10300, off: 12 };

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('MRP, saving and price per kg on a %s viewport', (viewport) => {
  it("shows the MRP struck through and '% off' on a sale card and product page, and 'You save' in the cart (issue 25)", async () => {
    const { page } = await store.open(viewport, '/categories/fresh-chakki-atta');
    await waitForCart(page);
    const card = page.getByRole('main').getByRole('article').filter({ hasText: SALE.title });
    await card.locator('s').first().waitFor();
    expect(await card.locator('s').first().textContent()).toBe(formatMoney(SALE.mrp));
    expect(await card.textContent()).toContain(`MRP ${formatMoney(SALE.mrp)}`);
    expect(await card.textContent()).toContain(`${SALE.off}% off`);
    const atta = page.getByRole('main').getByRole('article').filter({ hasText: 'Fresh Chakki Atta (Whole Wheat)' });
    expect(await atta.locator('s, del').count()).toBe(0);
    expect(await atta.textContent()).not.toContain('MRP');

    await page.goto(`/product/${SALE.handle}`);
    const price = page.getByRole('main').locator('.product-page__price');
    await price.locator('s').waitFor();
    expect(await price.textContent()).toContain(formatMoney(SALE.price));
    expect(await price.textContent()).toContain(`MRP ${formatMoney(SALE.mrp)}`);
    expect(await price.textContent()).toContain(`${SALE.off}% off`);
    expect(await page.getByTestId('product-unit-price').textContent()).toBe(`${formatMoney(SALE.price)}/kg`);
    await page.getByRole('main').getByRole('radio', { name: /^5 kg/ }).check();
    await expect.poll(() => page.getByTestId('product-unit-price').textContent()).toBe(`${formatMoney(8400)}/kg`);
    await page.getByRole('main').getByRole('radio', { name: /^1 kg/ }).check();

    await addToCartOnProductPage(page);
    await page.goto('/cart');
    await expect
      .poll(() => page.getByTestId('cart-saving').textContent())
      .toBe(`You save ${formatMoney(SALE.mrp - SALE.price)}`);
    expect(await page.getByRole('main').locator('.cart-line__price s').textContent()).toBe(formatMoney(SALE.mrp));
  });

  it("sorts a category by 'Price per kg', kept in the address, cheapest per kg first", async () => {
    const { page } = await store.open(viewport, '/categories/fresh-chakki-atta');
    await page.getByRole('main').getByRole('article').first().waitFor();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price per kg' });
    await expect.poll(() => page.url()).toBe(`${store.url}/categories/fresh-chakki-atta?sort=price_per_kg`);
    const perKg = () =>
      page
        .getByRole('main')
        .locator('.product-card__unit-price')
        .evaluateAll((units) =>
          units.map((unit) => Number(/₹([\d,.]+)/.exec(unit.textContent ?? '')?.[1]?.replace(/,/g, '') ?? NaN)),
        );
    await expect
      .poll(async () => {
        const prices = await perKg();
        return prices.length > 5 && prices.join() === [...prices].sort((a, b) => a - b).join();
      })
      .toBe(true);
    await page.reload();
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('price_per_kg');
  });
});
