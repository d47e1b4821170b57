import { describe, expect, it } from 'vitest';
import { CHECKOUT_POLICY } from '../../core/checkout/checkout-policy';
import { groupIndian } from '../../core/format/indian-digits';
import { STORE_DETAILS } from '../../ui/store-details';
import { VIEWPORTS, type ViewportName } from './chromium';
import { expectNoCoveredControls } from './screen-checks';
import {
  addToCartOnProductPage,
  CATALOG,
  escapeRegExp,
  firstVariantPrice,
  waitForCart,
  waitForPage,
} from './store-steps';
import { useStorefront } from './use-storefront';

const store = useStorefront();
const { product } = CATALOG;
const price = firstVariantPrice(product);

/** '₹449' or '₹0.50': what the shopper reads for an amount in paise. */
const rupees = (paise: number) =>
  `₹${groupIndian(Math.floor(paise / 100))}${paise % 100 ? `.${String(paise % 100).padStart(2, '0')}` : ''}`;

describe.each(Object.keys(VIEWPORTS) as ViewportName[])(
  'the delivery promise, free-delivery nudge and FSSAI licence on a %s viewport (issue 25 items 4, 5, 8)',
  (viewport) => {
    it('promises delivery to 122001, nudges to ₹999, says Free delivery once reached, keeps the pin on reload and at checkout', async () => {
      expect(price).toBeLessThan(CHECKOUT_POLICY.freeDeliveryFrom);
      const { page } = await store.open(viewport, '/');
      await waitForCart(page);
      await page.goto(`/product/${product.handle}`);
      await waitForPage(page);

      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: 'Check delivery to your pin code' }).fill('122001');
      await main.getByRole('button', { name: 'Check', exact: true }).click();
      await main.getByText('Deliver to 122001: in 1-2 days').waitFor({ state: 'visible' });
      await main.getByRole('textbox', { name: 'Check delivery to your pin code' }).fill('175001');
      await main.getByRole('button', { name: 'Check', exact: true }).click();
      await main.getByText('We do not deliver to 175001 yet.').waitFor({ state: 'visible' });
      await main.getByRole('textbox', { name: 'Check delivery to your pin code' }).fill('122001');
      await main.getByRole('button', { name: 'Check', exact: true }).click();
      await main.getByText('Deliver to 122001: in 1-2 days').waitFor({ state: 'visible' });
      const seller = await page.locator('.product-trust__seller').innerText();
      expect(seller).toContain(`Marketed by ${STORE_DETAILS.company.legalName}`);
      expect(seller).toContain(`FSSAI Lic. No. ${STORE_DETAILS.company.fssaiLicence}`);
      expect(await main.getByRole('link', { name: 'Shipping policy' }).getAttribute('href')).toBe('/shipping-policy');
      expect(await main.getByRole('link', { name: 'Return and refund policy' }).getAttribute('href')).toBe(
        '/return-refund-policy',
      );

      await addToCartOnProductPage(page);
      const nudge = `Add ${rupees(CHECKOUT_POLICY.freeDeliveryFrom - price)} more for free delivery`;
      const cartBar = page.getByRole('link', { name: /^View Cart/ });
      await expect.poll(() => cartBar.innerText()).toContain(nudge);
      await expectNoCoveredControls(page);
      await page.getByRole('button', { name: 'Close notification' }).click();
      await page.locator('.snackbar').waitFor({ state: 'detached' });
      await page.locator('.site-footer').scrollIntoViewIfNeeded();
      expect(await page.locator('.site-footer').innerText()).toMatch(
        new RegExp(`FSSAI Lic\\. No\\. ${STORE_DETAILS.company.fssaiLicence}`),
      );
      await expectNoCoveredControls(page);

      await page.reload();
      await waitForPage(page);
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Check delivery to your pin code' }).inputValue())
        .toBe('122001');
      await page.getByRole('main').getByText('Deliver to 122001: in 1-2 days').waitFor({ state: 'visible' });

      await page.goto('/cart');
      const summary = page.getByRole('complementary', { name: 'Order summary' });
      await summary.getByText(nudge).waitFor({ state: 'visible' });
      expect(await summary.innerText()).toContain('Cash on delivery is available on orders up to Rs 5,000.');
      const increase = page.getByRole('button', {
        name: new RegExp(`^Increase quantity of ${escapeRegExp(product.title)}`),
      });
      const needed = Math.ceil(CHECKOUT_POLICY.freeDeliveryFrom / price);
      for (let quantity = 1; quantity < needed; quantity += 1) {
        if (quantity < needed - 1) {
          const left = CHECKOUT_POLICY.freeDeliveryFrom - price * quantity;
          await summary.getByText(`Add ${rupees(left)} more for free delivery`).waitFor({ state: 'visible' });
        }
        await increase.click();
      }
      await summary.getByText('Free delivery', { exact: true }).waitFor({ state: 'visible' });
      expect(await summary.getByRole('textbox', { name: 'Check delivery to your pin code' }).inputValue()).toBe(
        '122001',
      );

      await summary.getByRole('link', { name: 'Checkout' }).click();
      await page.getByLabel('Mobile number').fill('9123456780');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(() => page.getByLabel('Pin code').inputValue()).toBe('122001');
      await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Gurugram');
    });
  },
);
