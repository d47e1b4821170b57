import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  agentSays,
  chatDialog,
  conversationWith,
  ensureChatOpen,
  messageText,
  openChat,
  replyAfter,
  sendText,
} from './chat-helpers';
import { addToCartFromProductPage } from './store-steps';
import { useStorefront } from './use-storefront';

const store = useStorefront({ closeContextsAfterEach: false });

/** The socket.io URLs the page opened, in order. */
const socketUrls: string[] = [];
let shared: Page | undefined;

/** One desktop page for the whole file, as a guest. */
async function guestPage(): Promise<Page> {
  if (shared) return shared;
  const { page } = await store.open('desktop', '/');
  page.on('websocket', (socket) => socketUrls.push(socket.url()));
  shared = page;
  return page;
}

describe('the desktop header (issue 11, cart and account in the header)', () => {
  it('shows a cart link to /cart with the count in units, and an account link to login for a guest', async () => {
    const page = await guestPage();
    const header = page.getByRole('banner');
    const cart = header.getByRole('link', { name: /^Cart/ });
    await cart.waitFor({ state: 'visible' });
    expect(await cart.getAttribute('href')).toBe('/cart');
    expect(await cart.getAttribute('aria-label')).toBe('Cart, 0 items');
    const account = header.getByRole('link', { name: 'Log in' });
    expect(await account.isVisible()).toBe(true);
    expect(await account.getAttribute('href')).toMatch(/^\/login/);

    await addToCartFromProductPage(page, 'a2-desi-cow-ghee');
    await expect.poll(() => cart.getAttribute('aria-label')).toBe('Cart, 1 item');
    await cart.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cart');
    await page.goto('/');
  });
});

describe('a guest shopper in the support chat (issue 11)', () => {
  it('keeps a live chat after a reload: the restored panel connects as the guest and an agent reply arrives', async () => {
    const page = await guestPage();
    await openChat(page);
    const hello = 'hello (guest reload test)';
    await sendText(page, hello);
    const conversation = await conversationWith(store, hello);
    await replyAfter(store, hello);

    socketUrls.length = 0;
    await page.reload();
    await ensureChatOpen(page);
    await expect.poll(() => messageText(page, hello).count()).toBe(1);
    await expect.poll(() => socketUrls.length, { message: 'the restored panel opens a socket' }).toBeGreaterThan(0);
    for (const url of socketUrls) expect(new URL(url).searchParams.get('userId'), url).toMatch(/^guest_\d+_/);

    const answer = 'Priya here: your chat survived the reload.';
    await agentSays(store, conversation.id, answer);
    await expect.poll(() => messageText(page, answer).count(), { timeout: 10_000 }).toBe(1);
    expect(await chatDialog(page).getByText('Reconnecting...').count()).toBe(0);
  });
});
