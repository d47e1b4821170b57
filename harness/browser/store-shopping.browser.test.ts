import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../ui/format/money';
import { VIEWPORTS, type ViewportName } from './chromium';
import {
  addToCartFromProductPage,
  CATALOG,
  escapeRegExp,
  firstVariantPrice,
  mainText,
  pathOf,
  waitForCart,
  waitForPage,
} from './store-steps';
import { useStorefront } from './use-storefront';

const store = useStorefront();

interface ServerCart {
  cart: { items: { quantity: number; variant_id: string; product_handle?: string; title?: string }[] };
}

async function serverQuantities(cartId: string): Promise<number[]> {
  const body = (await store.control('GET', `/store/carts/${cartId}`)) as ServerCart;
  return body.cart.items.map((item) => item.quantity).sort((a, b) => a - b);
}

const { product, otherProduct } = CATALOG;
const price = firstVariantPrice(product);
const otherPrice = firstVariantPrice(otherProduct);

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('shopping on a %s viewport', (viewport) => {
  it('browses a category, opens a product, adds it to the cart and sees the cart bar', async () => {
    const { page } = await store.open(viewport, '/');
    await waitForCart(page);
    await page.goto(`/categories/${CATALOG.category.handle}`);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(new RegExp(CATALOG.category.name, 'i'));
    expect(await page.getByRole('link', { name: 'View Cart' }).count()).toBe(0);

    await page.getByRole('main').getByRole('link', { name: product.title, exact: true }).first().click();
    await expect.poll(() => pathOf(page)).toBe(`/product/${product.handle}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(product.title);
    expect(await mainText(page)).toContain(formatMoney(price));

    await page
      .getByRole('main')
      .getByRole('button', { name: /^add to cart/i })
      .first()
      .click();
    const cartBar = page.getByRole('link', { name: 'View Cart' });
    await cartBar.waitFor({ state: 'visible' });
    await page.goto(`/product/${otherProduct.handle}`);
    await waitForPage(page);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^add to cart/i })
      .first()
      .click();
    await expect.poll(() => page.getByText('2 items', { exact: true }).count()).toBeGreaterThan(0);

    await cartBar.click();
    await expect.poll(() => pathOf(page)).toBe('/cart');
    expect(await page.getByRole('link', { name: 'View Cart' }).count()).toBe(0);
    await expect.poll(() => mainText(page)).toContain(formatMoney(price + otherPrice));
  });

  it('changes quantities on /cart with rapid clicks and ends with the right total, here and on the server', async () => {
    const { page } = await store.open(viewport, '/');
    const cartId = await waitForCart(page);
    await addToCartFromProductPage(page, product.handle);
    await page.goto('/cart');
    await expect.poll(() => mainText(page)).toContain(product.title);

    const increase = page.getByRole('button', {
      name: new RegExp(`^Increase quantity of ${escapeRegExp(product.title)}`),
    });
    const decrease = page.getByRole('button', {
      name: new RegExp(`^Decrease quantity of ${escapeRegExp(product.title)}`),
    });
    await store.control('POST', '/__local/faults', {
      method: 'POST',
      path: `/store/carts/${cartId}/line-items*`,
      delayMs: 400,
    });
    try {
      for (let click = 0; click < 4; click += 1) await increase.click();
      await expect.poll(() => mainText(page)).toContain(formatMoney(5 * price));
      for (let click = 0; click < 2; click += 1) await decrease.click();
      await expect.poll(() => mainText(page)).toContain(formatMoney(3 * price));
    } finally {
      await store.control('DELETE', '/__local/faults');
    }
    await expect.poll(() => serverQuantities(cartId), { timeout: 10_000 }).toEqual([3]);
    await page.waitForLoadState('networkidle');
    const stepper = page.getByRole('group', { name: new RegExp(`^Quantity of ${escapeRegExp(product.title)}`) });
    expect(await stepper.locator('output').textContent()).toBe('3');
    expect(await mainText(page)).toContain(formatMoney(3 * price));

    await page.reload();
    await expect.poll(() => mainText(page)).toContain(formatMoney(3 * price));
    await expect.poll(() => stepper.locator('output').textContent()).toBe('3');
  });
});

describe('a first fetch of the core runtime that fails (a flaky connection)', () => {
  it('is tried again: the store starts, makes a cart, and a product goes into it', async () => {
    const { page, failed } = await store.open('phone', '/', { failOnce: /\/assets\/runtime-[^/]+\.js$/ });
    await waitForCart(page);
    expect(failed).toHaveLength(1);
    await addToCartFromProductPage(page, product.handle);
    expect(await page.getByRole('link', { name: /view cart/i }).isVisible()).toBe(true);
  });
});
