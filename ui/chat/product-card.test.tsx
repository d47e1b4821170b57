// @vitest-environment jsdom
import { messageList } from '../../core/chat/message-list';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductSuggestion } from '../../core/suggestion/suggestion.model';
import { formatMoney } from '../format/money';
import { chatMessage, renderChatPanel, setUpChatTests } from '../testing/chat-test-env';

setUpChatTests();

const ATTA: ProductSuggestion = {
  handle: 'chakki-atta',
  status: 'loaded',
  title: 'Chakki Fresh Atta',
  thumbnail: 'https://cdn.example.in/atta.jpg',
  variantId: 'variant_atta_5kg',
  variantTitle: '5 kg',
  price: 34900,
  variants: [
    { id: 'variant_atta_5kg', title: '5 kg', price: 34900 },
    { id: 'variant_atta_10kg', title: '10 kg', price: 64900 },
  ],
};

const suggestion = (handle: string | string[]) =>
  chatMessage({ sender_type: 'ai', content: 'Try this one.', metadata: { ai_response: { handle } } });

describe('Assistant product card', () => {
  it('shows the image, title, weight and price of the suggested product', async () => {
    renderChatPanel({
      state: { chat: { messages: messageList([suggestion('chakki-atta')]) }, suggestions: { 'chakki-atta': ATTA } },
    });
    const card = await screen.findByRole('article', { name: 'Chakki Fresh Atta' });
    expect(within(card).getByRole('img', { name: 'Chakki Fresh Atta' }).getAttribute('src')).toBe(
      'https://cdn.example.in/atta.jpg',
    );
    expect(within(card).getByText('5 kg')).toBeTruthy();
    expect(within(card).getByText(formatMoney(34900))).toBeTruthy();
    expect(formatMoney(34900)).toBe('₹349.00');
  });

  it('uses the first handle of a list', async () => {
    renderChatPanel({
      state: {
        chat: { messages: messageList([suggestion(['chakki-atta', 'a2-ghee'])]) },
        suggestions: { 'chakki-atta': ATTA, 'a2-ghee': { ...ATTA, handle: 'a2-ghee', title: 'A2 Ghee' } },
      },
    });
    expect(await screen.findByRole('article', { name: 'Chakki Fresh Atta' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'A2 Ghee' })).toBeNull();
  });

  it('reads the handle as the core fetches it: without surrounding spaces', async () => {
    renderChatPanel({
      state: { chat: { messages: messageList([suggestion(' chakki-atta ')]) }, suggestions: { 'chakki-atta': ATTA } },
    });
    expect(await screen.findByRole('article', { name: 'Chakki Fresh Atta' })).toBeTruthy();
  });

  it('dispatches the chat add-to-cart intent on Add to cart', async () => {
    const { intents } = renderChatPanel({
      state: { chat: { messages: messageList([suggestion('chakki-atta')]) }, suggestions: { 'chakki-atta': ATTA } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(intents()).toEqual([
      {
        type: 'cart/itemAddRequested',
        payload: {
          items: [{ variantId: 'variant_atta_5kg', quantity: 1, title: 'Chakki Fresh Atta' }],
          origin: 'chat',
        },
      },
    ]);
  });

  it('shows a placeholder while the product loads and nothing when it could not be loaded', async () => {
    renderChatPanel({
      state: {
        chat: { messages: messageList([suggestion('chakki-atta'), suggestion('gone')]) },
        suggestions: {
          'chakki-atta': { ...ATTA, status: 'loading', title: null },
          gone: { ...ATTA, handle: 'gone', status: 'failed', title: null },
        },
      },
    });
    expect(await screen.findByLabelText('Loading product')).toBeTruthy();
    expect(screen.getAllByText('Try this one.')).toHaveLength(2);
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('shows and adds the variant the assistant meant, and the first one only when it names none (issue 11, defect 3)', async () => {
    const meant = chatMessage({
      sender_type: 'ai',
      content: 'Added 1 x Chakki Fresh Atta - 10 kg.',
      metadata: {
        ai_response: {
          handle: 'chakki-atta',
          variant_id: 'variant_atta_10kg',
          items: [{ variant_id: 'variant_atta_10kg', quantity: 1, title: 'Chakki Fresh Atta - 10 kg' }],
        },
      },
    });
    const { intents } = renderChatPanel({
      state: { chat: { messages: messageList([meant]) }, suggestions: { 'chakki-atta': ATTA } },
    });
    const card = await screen.findByRole('article', { name: 'Chakki Fresh Atta' });
    expect(within(card).getByText('10 kg')).toBeTruthy();
    expect(within(card).getByText(formatMoney(64900))).toBeTruthy();
    expect(within(card).queryByText('5 kg')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Add to cart' }));
    expect(intents()).toEqual([
      {
        type: 'cart/itemAddRequested',
        payload: {
          items: [{ variantId: 'variant_atta_10kg', quantity: 1, title: 'Chakki Fresh Atta' }],
          origin: 'chat',
        },
      },
    ]);
  });

  it('takes the meant variant from the suggested lines when the answer names no variant_id, if it is one of the product', async () => {
    const lines = chatMessage({
      sender_type: 'ai',
      content: 'Added.',
      metadata: {
        ai_response: {
          handle: 'chakki-atta',
          items: [{ variant_id: 'variant_atta_10kg', quantity: 2, title: 'Chakki Fresh Atta - 10 kg' }],
        },
      },
    });
    renderChatPanel({ state: { chat: { messages: messageList([lines]) }, suggestions: { 'chakki-atta': ATTA } } });
    const card = await screen.findByRole('article', { name: 'Chakki Fresh Atta' });
    expect(within(card).getByText('10 kg')).toBeTruthy();
  });
});

describe('Assistant product card on sale (issue 25 item 1)', () => {
  const SALE: ProductSuggestion = {
    ...ATTA,
    variants: [
      { id: 'variant_atta_5kg', title: '5 kg', price: 34900, originalPrice: 39900 },
      { id: 'variant_atta_10kg', title: '10 kg', price: 64900 },
    ],
  };

  it('shows the MRP struck through and the percent off beside the price, and none for a pack at MRP', async () => {
    renderChatPanel({
      state: { chat: { messages: messageList([suggestion('chakki-atta')]) }, suggestions: { 'chakki-atta': SALE } },
    });
    const card = await screen.findByRole('article', { name: 'Chakki Fresh Atta' });
    expect(card.querySelector('s, del')?.textContent).toBe(formatMoney(39900));
    expect(card.textContent).toContain(`MRP ${formatMoney(39900)}`);
    expect(card.textContent).toContain('12% off');
  });

  it('shows no MRP for the pack its message means when that pack is at MRP', async () => {
    const meant = chatMessage({
      sender_type: 'ai',
      content: 'Try the big pack.',
      metadata: { ai_response: { handle: 'chakki-atta', variant_id: 'variant_atta_10kg' } },
    });
    renderChatPanel({ state: { chat: { messages: messageList([meant]) }, suggestions: { 'chakki-atta': SALE } } });
    const card = await screen.findByRole('article', { name: 'Chakki Fresh Atta' });
    expect(card.textContent).toContain(formatMoney(64900));
    expect(card.querySelector('s, del')).toBeNull();
    expect(card.textContent).not.toContain('MRP');
  });
});
