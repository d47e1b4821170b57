import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHAT_NAMES, chatDialog, conversations, openChat, sendText } from './chat-helpers';
import { addToCartFromProductPage, CATALOG, waitForPage } from './store-steps';
import { useStorefront } from './use-storefront';

const store = useStorefront();

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Keeps every Content-Security-Policy violation the page reports. */
function watchViolations(): void {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
  });
}

/** The violations the page reported and the console's CSP complaints, since the page loaded. */
async function violations(page: Page, console: readonly string[]): Promise<string[]> {
  const reported = await page.evaluate(() => window.__cspViolations ?? []);
  return [...reported, ...console];
}

async function audioMessageCount(): Promise<number> {
  return (await conversations(store)).flatMap((conversation) =>
    conversation.messages.filter((message) => message.content_type === 'audio'),
  ).length;
}

describe('the store under its Content-Security-Policy (issue 23 item 9)', () => {
  it('home, category, product, cart, checkout, chat over the socket and a voice note break no rule', async () => {
    const { context, page } = await store.open('desktop', '/__local/clock');
    await context.addInitScript(watchViolations);
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) complaints.push(message.text());
    });

    const home = await page.goto('/');
    expect(home?.headers()['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    await waitForPage(page);
    expect(await violations(page, complaints)).toEqual([]);

    await page.goto(`/categories/${CATALOG.category.handle}`);
    await waitForPage(page);
    expect(await violations(page, complaints)).toEqual([]);

    await addToCartFromProductPage(page, CATALOG.product.handle);
    expect(await violations(page, complaints)).toEqual([]);

    await page.goto('/cart');
    await waitForPage(page);
    expect(await violations(page, complaints)).toEqual([]);

    await page.goto('/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByLabel('Mobile number').fill('9876543210');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Pin code').fill('122002');
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Gurugram');
    expect(await violations(page, complaints)).toEqual([]);

    await page.goto('/');
    await waitForPage(page);
    await openChat(page);
    await sendText(page, 'Do you have ghee?');
    await expect
      .poll(async () =>
        (await conversations(store)).some((c) => c.messages.some((m) => m.content === 'Do you have ghee?')),
      )
      .toBe(true);
    const before = await audioMessageCount();
    await chatDialog(page).getByRole('button', { name: CHAT_NAMES.record, exact: true }).click();
    const stop = page.getByRole('button', { name: /^stop/i });
    await stop.waitFor({ state: 'visible' });
    await page.waitForTimeout(1_200);
    await stop.click();
    await page.getByRole('button', { name: CHAT_NAMES.reviewSend, exact: true }).click();
    await expect.poll(audioMessageCount, { timeout: 15_000 }).toBe(before + 1);
    expect(await violations(page, complaints)).toEqual([]);

    // The watch sees a violation when there is one: an injected inline script is refused.
    await page.evaluate(() => {
      const injected = document.createElement('script');
      injected.textContent = 'window.__injected = true';
      document.body.append(injected);
    });
    await expect
      .poll(() => page.evaluate(() => window.__cspViolations ?? []))
      .toContainEqual(expect.stringMatching(/^script-src/));
  });

  it('a page on another origin cannot frame the cart', async () => {
    const other = store.url.replace('127.0.0.1', 'localhost');
    const { page } = await store.open('desktop', '/__local/clock');
    await page.goto(`${other}/__local/clock`);
    await page.setContent(`<iframe src="${store.url}/cart" width="800" height="600"></iframe>`);
    const framed = () => page.frames().find((candidate) => candidate !== page.mainFrame());
    // Chromium puts its error page where a frame-ancestors rule refused the page; otherwise the cart loads there.
    await expect.poll(() => framed()?.url(), { timeout: 10_000 }).toMatch(/^chrome-error:/);
    expect(await framed()!.locator('button').count()).toBe(0);
  });
});
