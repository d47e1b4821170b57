import { describe, expect, it } from 'vitest';
import { parseChatMessage, readInitiateResponse, readMessagePage } from './chat-message';

const valid = {
  id: 'm1',
  conversation_id: 'c1',
  content: 'Namaste',
  content_type: 'text',
  sender_id: 'assistant',
  sender_type: 'assistant',
  created_at: '2026-01-01T10:00:00.000Z',
  metadata: {
    sender: { name: 'Assistant' },
    ai_response: {
      handle: ['ghee', 'atta'],
      items: [{ variant_id: 'v1', quantity: 3, title: 'Ghee' }, { quantity: 1 }],
    },
    extra: 1,
  },
};

describe('parseChatMessage', () => {
  it('keeps the known fields with their types and the items that name a variant', () => {
    const parsed = parseChatMessage(valid);
    expect(parsed).toEqual({
      ok: true,
      message: {
        ...valid,
        metadata: {
          sender: { name: 'Assistant' },
          ai_response: { handle: ['ghee', 'atta'], items: [{ variant_id: 'v1', quantity: 3, title: 'Ghee' }] },
        },
      },
    });
  });

  it('keeps the variant the answer means when it is a non-blank string', () => {
    const meta = (variant_id: unknown) => ({ ...valid, metadata: { ai_response: { handle: 'ghee', variant_id } } });
    expect(parseChatMessage(meta('v_1l'))).toMatchObject({
      ok: true,
      message: { metadata: { ai_response: { handle: 'ghee', variant_id: 'v_1l' } } },
    });
    for (const bad of [7, ' ', null]) {
      const parsed = parseChatMessage(meta(bad));
      expect(parsed.ok && parsed.message.metadata?.ai_response).toEqual({ handle: 'ghee' });
    }
  });

  it('keeps link actions to a path of this store, and only those', () => {
    const withActions = (actions: unknown) => parseChatMessage({ ...valid, metadata: { actions } });
    const checkout = { type: 'link', label: ' Go to checkout ', path: '/checkout' };
    expect(withActions([checkout])).toMatchObject({
      ok: true,
      message: { metadata: { actions: [{ type: 'link', label: 'Go to checkout', path: '/checkout' }] } },
    });
    const refused = [
      { ...checkout, path: 'https://evil.example/checkout' },
      { ...checkout, path: '//evil.example' },
      { ...checkout, path: '/\\evil.example' },
      { ...checkout, path: 'javascript:alert(1)' },
      { ...checkout, path: '/a b' },
      { ...checkout, label: '' },
      { ...checkout, label: 'x'.repeat(61) },
      { ...checkout, label: 7 },
      { ...checkout, type: 'html' },
      'Go to checkout',
    ];
    const parsed = withActions([...refused, { type: 'link', label: 'Order history', path: '/order-history?page=2' }]);
    expect(parsed.ok && parsed.message.metadata?.actions).toEqual([
      { type: 'link', label: 'Order history', path: '/order-history?page=2' },
    ]);
    const none = withActions(refused);
    expect(none.ok && none.message.metadata).toEqual({});
    const notAList = withActions(checkout);
    expect(notAList.ok && notAList.message.metadata).toEqual({});
  });

  it('defaults sender_type to customer and reads a numeric sender id', () => {
    const { sender_type: _omitted, metadata: _none, ...rest } = valid;
    expect(parseChatMessage({ ...rest, sender_id: 7 })).toMatchObject({
      ok: true,
      message: { sender_type: 'customer', sender_id: '7' },
    });
  });

  it.each([
    ['not an object', 'x', 'message is not an object'],
    ['a numeric id', { ...valid, id: 1 }, 'message id is not a string'],
    ['no conversation', { ...valid, conversation_id: undefined }, 'message conversation_id is not a string'],
    [
      'an unknown content type',
      { ...valid, content_type: 'video' },
      'message content_type "video" is not text or audio',
    ],
    ['no sender', { ...valid, sender_id: null }, 'message sender_id is missing'],
  ])('rejects %s', (_name, value, reason) => {
    expect(parseChatMessage(value)).toEqual({ ok: false, reason });
  });
});

describe('readMessagePage', () => {
  it('reverses the newest-first items, leaves out malformed ones, and reads the cursor', () => {
    const page = readMessagePage({ items: [{ ...valid, id: 'm2' }, { id: 3 }, valid], nextBefore: 'm1' });
    expect(page?.messages.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(page?.dropped).toHaveLength(1);
    expect(page?.nextBefore).toBe('m1');
    expect(readMessagePage({ items: {} })).toBeNull();
  });
});

describe('readInitiateResponse', () => {
  it('needs a conversation id; resumed is true only when the server says so', () => {
    expect(readInitiateResponse({ conversation: { id: 'c1', status: 'open' }, resumed: 'yes' })).toEqual({
      conversation: { id: 'c1' },
      resumed: false,
    });
    expect(readInitiateResponse({ conversation: { id: 'c1' }, resumed: true })?.resumed).toBe(true);
    expect(readInitiateResponse({ conversation: {} })).toBeNull();
  });

  it("reads '.' or '..' as no conversation id: a URL drops such a path segment, so /chats/./messages is another route (the API fuzz's counterexample: the next send said the chat was closed)", () => {
    expect(readInitiateResponse({ conversation: { id: '.', status: 'open' }, resumed: false })).toBeNull();
    expect(readInitiateResponse({ conversation: { id: '..' } })).toBeNull();
    expect(readInitiateResponse({ conversation: { id: '...' } })?.conversation.id).toBe('...');
  });
});
