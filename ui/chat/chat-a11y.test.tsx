// @vitest-environment jsdom
import { messageList } from '../../core/chat/message-list';
import { act, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { chatMessage, renderChatPanel, setUpChatTests } from '../testing/chat-test-env';

setUpChatTests();

async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

describe('Chat accessibility (axe)', () => {
  it('has no violations in the welcome view', async () => {
    renderChatPanel({ state: { chat: { error: 'Failed to load messages.' } } });
    expect(await violations()).toEqual([]);
  });

  it('has no violations with messages, a voice note, a product card, the recorder and the permission dialog', async () => {
    const { store } = renderChatPanel({
      state: {
        chat: {
          messages: messageList([
            chatMessage({ sender_type: 'customer', content: 'Hi' }),
            chatMessage({
              content: 'https://cdn.example.in/a.webm',
              content_type: 'audio',
              metadata: { transcription: { transcript: 'Hello' } },
            }),
            chatMessage({ sender_type: 'ai', content: 'Try this', metadata: { ai_response: { handle: 'atta' } } }),
          ]),
          isTyping: true,
        },
        suggestions: {
          atta: {
            handle: 'atta',
            status: 'loaded',
            title: 'Atta',
            thumbnail: 'https://cdn.example.in/a.jpg',
            variantId: 'v1',
            variantTitle: '5 kg',
            price: 34900,
          },
        },
        voice: { phase: 'review', recording: { id: 'rec_1', mimeType: 'audio/webm', durationMs: 2000, size: 10 } },
      },
    });
    await screen.findByText('Try this');
    expect(await violations()).toEqual([]);
    act(() => store.dispatch({ type: 'voice/permissionDenied', payload: { reason: 'denied' } }));
    expect(await violations()).toEqual([]);
  });
});
