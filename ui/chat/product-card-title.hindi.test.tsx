// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageList } from '../../core/chat/message-list';
import type { ProductSuggestion } from '../../core/suggestion/suggestion.model';
import { chatMessage, renderChatPanel, setUpChatTests } from '../testing/chat-test-env';

setUpChatTests();

const TOOR: ProductSuggestion = {
  handle: 'toor-dal',
  status: 'loaded',
  title: 'Toor Dal',
  titleHi: 'तूर दाल (अरहर)',
  thumbnail: 'https://cdn.example.in/toor.jpg',
  variantId: 'variant_toor_1kg',
  variantTitle: '1 kg',
  price: 16900,
};

const suggestion = (handle: string) =>
  chatMessage({ sender_type: 'ai', content: 'यह लीजिए।', metadata: { ai_response: { handle } } });

describe("the assistant's product card in the Hindi store (issue 26 item 3)", () => {
  it('is named and headed by the Hindi title', async () => {
    renderChatPanel({
      state: { chat: { messages: messageList([suggestion('toor-dal')]) }, suggestions: { 'toor-dal': TOOR } },
    });
    const card = await screen.findByRole('article', { name: 'तूर दाल (अरहर)' });
    expect(within(card).getByRole('heading').textContent).toBe('तूर दाल (अरहर)');
    expect(within(card).getByRole('img', { name: 'तूर दाल (अरहर)' })).toBeTruthy();
  });

  it('keeps the title as given for a product without a Hindi title', async () => {
    const { titleHi: _none, ...english } = TOOR;
    renderChatPanel({
      state: { chat: { messages: messageList([suggestion('toor-dal')]) }, suggestions: { 'toor-dal': english } },
    });
    expect(await screen.findByRole('article', { name: 'Toor Dal' })).toBeTruthy();
  });
});
