import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '../local-backend/catalog/catalog.model';
import { formatMoney } from '../../ui/format/money';
import { CHAT_NAMES, chatDialog, openChat, persistedRoot, replyAfter, sendText } from './chat-helpers';
import { waitForCart } from './store-steps';
import { useStorefront } from './use-storefront';

const store = useStorefront();

interface CartLine {
  readonly variant_id: string;
  readonly quantity: number;
}

async function product(handle: string): Promise<CatalogProduct> {
  return ((await store.control('GET', `/store/products/${handle}`)) as { product: CatalogProduct }).product;
}

/** A page whose cart exists (created on the first visit), with the chat open. */
async function shopperWithChat(): Promise<Page> {
  const { page } = await store.open('desktop', '/');
  await waitForCart(page);
  await openChat(page);
  return page;
}

/** The persisted cart's lines and the server's lines of the same cart. */
async function cartLines(page: Page): Promise<{ persisted: CartLine[]; server: CartLine[] }> {
  const root = await persistedRoot(page);
  const cart = (root?.['cart'] ?? {}) as { id?: string | null; cartItems?: CartLine[] };
  if (!cart.id) return { persisted: cart.cartItems ?? [], server: [] };
  const response = await fetch(`${store.url}/store/carts/${cart.id}`);
  const server = response.ok ? ((await response.json()) as { cart: { items: CartLine[] } }).cart.items : [];
  return { persisted: cart.cartItems ?? [], server };
}

const linesOf = (lines: readonly CartLine[], variantIds: readonly string[]) =>
  lines
    .filter((line) => variantIds.includes(line.variant_id))
    .map((line) => ({ variant_id: line.variant_id, quantity: line.quantity }));

describe('the assistant and the cart in Chromium', () => {
  it('shows the product the assistant suggests as a card with its price, and its Add to cart puts it in the cart', async () => {
    const page = await shopperWithChat();
    const question = 'do you have mustard oil';
    await sendText(page, question);
    const reply = await replyAfter(store, question);
    expect(reply.metadata.ai_response?.handle).toBe('cold-pressed-mustard-oil');
    const oil = await product('cold-pressed-mustard-oil');
    const variantIds = oil.variants.map((variant) => variant.id);
    const prices = oil.variants.map((variant) =>
      formatMoney(variant.calculated_price?.calculated_amount ?? Number.NaN),
    );

    const add = chatDialog(page).getByRole('button', { name: CHAT_NAMES.addToCart, exact: true });
    await expect.poll(() => add.count(), { timeout: 10_000 }).toBe(1);
    const card = chatDialog(page)
      .locator('*')
      .filter({ has: page.getByRole('button', { name: CHAT_NAMES.addToCart, exact: true }), hasText: oil.title })
      .last();
    const cardText = (await card.textContent()) ?? '';
    expect(cardText).toContain(oil.title);
    expect(
      prices.some((price) => cardText.includes(price)),
      `the card shows one of ${prices.join(', ')}: ${cardText}`,
    ).toBe(true);
    expect((await cartLines(page)).persisted).toEqual([]);

    await add.click();
    await expect
      .poll(async () => linesOf((await cartLines(page)).persisted, variantIds).length, {
        timeout: 10_000,
        message: 'persist:root holds the oil',
      })
      .toBe(1);
    const { persisted, server } = await cartLines(page);
    expect(linesOf(server, variantIds)).toEqual(linesOf(persisted, variantIds));
    expect(linesOf(persisted, variantIds)[0]?.quantity).toBe(1);
  });

  it('adds the items the assistant is asked to add, with their quantity', async () => {
    const page = await shopperWithChat();
    const request = 'add 2 kg atta';
    await sendText(page, request);
    const reply = await replyAfter(store, request);
    const items = reply.metadata.ai_response?.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    const expected = items.map((item) => ({ variant_id: item.variant_id, quantity: item.quantity }));
    const variantIds = expected.map((item) => item.variant_id);

    await expect
      .poll(async () => linesOf((await cartLines(page)).persisted, variantIds), {
        timeout: 10_000,
        message: 'persist:root holds the atta',
      })
      .toEqual(expected);
    expect(linesOf((await cartLines(page)).server, variantIds)).toEqual(expected);
  });

  it("answers 'ghee chahiye 1 kg' with one card in the 1 L pack, naming only that product, and a link to every ghee (issue 22.11)", async () => {
    const page = await shopperWithChat();
    const question = 'ghee chahiye 1 kg';
    await sendText(page, question);
    const reply = await replyAfter(store, question);
    const handle = reply.metadata.ai_response?.handle;
    expect(typeof handle).toBe('string');
    const ghee = await product(handle as string);
    const litre = ghee.variants.find((variant) => variant.title === '1 L');
    expect(reply.metadata.ai_response?.variant_id).toBe(litre?.id);

    const dialog = chatDialog(page);
    const add = dialog.getByRole('button', { name: CHAT_NAMES.addToCart, exact: true });
    await expect.poll(() => add.count(), { timeout: 10_000 }).toBe(1);
    const card = dialog.getByRole('article', { name: ghee.title });
    expect(await card.textContent()).toContain('1 L');
    expect(await card.textContent()).toContain(formatMoney(litre?.calculated_price?.calculated_amount ?? Number.NaN));
    expect(await dialog.getByText(reply.content, { exact: true }).textContent()).not.toContain('250 ml');
    const all = dialog.getByRole('link', { name: 'See all ghee' });
    expect(await all.getAttribute('href')).toBe('/search?q=ghee');
  });
});
