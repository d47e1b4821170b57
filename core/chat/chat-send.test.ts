import { messageList } from './message-list';
import { describe, expect, it } from 'vitest';
import { initialRootState, type RootState } from '../root.reducer';
import {
  buildSendPayload,
  chatCustomerName,
  chatUserId,
  readSendResponse,
  settledSendEvents,
  splitCustomerName,
  tempMessage,
} from './chat-send';
import type { ChatMessage } from './chat.model';

const guest: RootState = { ...initialRootState, identity: { guestId: 'guest_1_a', sessionId: null } };
const asha: RootState = {
  ...guest,
  user: {
    ...initialRootState.user,
    isLoggedIn: true,
    id: 'cus_1',
    userData: { id: 'cus_1', first_name: 'Asha', name: 'Asha Verma', email: '', phone: '', phone_country_code: '' },
  },
};
const message = (id: string, sender_type = 'customer'): ChatMessage => ({
  id,
  conversation_id: 'c1',
  content: id,
  content_type: 'text',
  sender_id: 's',
  sender_type,
  created_at: '2026-01-01T10:00:00.000Z',
});

describe('who is chatting', () => {
  it('is the user id and name when logged in, else the guest id and Guest', () => {
    expect([chatUserId(guest), chatCustomerName(guest)]).toEqual(['guest_1_a', 'Guest']);
    expect([chatUserId(asha), chatCustomerName(asha)]).toEqual(['cus_1', 'Asha Verma']);
  });

  it('splits the name on whitespace: the first word, then the rest', () => {
    expect(splitCustomerName('  Asha   Rani Verma ')).toEqual({ firstName: 'Asha', lastName: 'Rani Verma' });
    expect(splitCustomerName('Guest')).toEqual({ firstName: 'Guest', lastName: '' });
  });
});

describe('buildSendPayload', () => {
  it('carries the spec fields, cart lines with quantity 1 by default, and empty previousItems unless given', () => {
    const state: RootState = {
      ...guest,
      cart: {
        ...guest.cart,
        id: 'cart_1',
        totalCartItems: 2,
        cartItems: [
          {
            id: 'li_1',
            title: 'Atta 5 kg',
            thumbnail: null,
            quantity: 2,
            price: 34900,
            total: 69800,
            variant_id: 'v1',
          },
          { id: 'li_2', title: 'Ghee 1 L', thumbnail: null, quantity: 0, price: 99900, total: 0, variant_id: 'v2' },
        ],
      },
    };
    expect(buildSendPayload(state, { conversationId: 'c1', content: 'hi', contentType: 'text' })).toEqual({
      conversationId: 'c1',
      content: 'hi',
      senderId: 'guest_1_a',
      senderType: 'customer',
      contentType: 'text',
      processWithAI: true,
      language: 'hi',
      cartItems: [
        { id: 'li_1', name: 'Atta 5 kg', quantity: 2, price: 34900 },
        { id: 'li_2', name: 'Ghee 1 L', quantity: 1, price: 99900 },
      ],
      previousItems: [],
    });
  });

  it('turns the assistant off once a live agent has written', () => {
    const state: RootState = {
      ...asha,
      chat: { ...asha.chat, messages: messageList([message('a', 'agent'), message('b')]) },
    };
    expect(
      buildSendPayload(state, { conversationId: 'c1', content: 'x', contentType: 'audio', previousItems: [1] }),
    ).toMatchObject({
      processWithAI: false,
      senderId: 'cus_1',
      contentType: 'audio',
      previousItems: [1],
    });
  });
});

describe('tempMessage', () => {
  it('is a customer message of the current conversation with the given temp id and time', () => {
    const state: RootState = { ...guest, chat: { ...guest.chat, conversation: { id: 'c1' } } };
    expect(
      tempMessage(state, 'temp_3', { content: 'https://x/a.webm', contentType: 'audio', at: Date.UTC(2026, 0, 1) }),
    ).toEqual({
      id: 'temp_3',
      conversation_id: 'c1',
      content: 'https://x/a.webm',
      content_type: 'audio',
      sender_id: 'guest_1_a',
      sender_type: 'customer',
      created_at: '2026-01-01T00:00:00.000Z',
      metadata: { sender: { name: 'Guest' } },
    });
  });
});

describe('readSendResponse', () => {
  it('reads both messages, null for an absent reply, and names a malformed one', () => {
    expect(readSendResponse({ userMessage: message('u1'), message: null })).toEqual({
      userMessage: message('u1'),
      message: null,
      dropped: [],
    });
    expect(readSendResponse({ userMessage: message('u1'), message: { id: 'x' } })).toMatchObject({
      message: null,
      dropped: [expect.stringMatching(/^message: /)],
    });
  });

  it('is null for an answer without a stored userMessage: it settles no send', () => {
    expect(readSendResponse({})).toBeNull();
    expect(readSendResponse({ nonJson: '<html>502</html>' })).toBeNull();
    expect(readSendResponse({ userMessage: null, message: message('r1', 'assistant') })).toBeNull();
    expect(readSendResponse({ userMessage: { id: 'u1' }, message: message('r1', 'assistant') })).toBeNull();
  });

  it('is null for a body that is not an object', () => {
    expect(readSendResponse('ok')).toBeNull();
    expect(readSendResponse(null)).toBeNull();
    expect(readSendResponse([message('u1')])).toBeNull();
  });
});

describe('settledSendEvents', () => {
  const send = {
    tempId: 'temp_1',
    content: 'hi',
    conversationId: 'c1',
    failedMessage: 'Failed to send message. Please try again.',
  };

  it('replaces the temp message, after naming each malformed message of the answer', () => {
    expect(
      settledSendEvents({ kind: 'sent', userMessage: message('u1'), message: null, dropped: ['message: bad'] }, send),
    ).toEqual([
      { type: 'chat/messageDropped', payload: { origin: 'send', reason: 'message: bad' } },
      { type: 'chat/messageSent', payload: { tempId: 'temp_1', userMessage: message('u1'), message: null } },
    ]);
  });

  it('closes the conversation the send went to on 409 or 404, and fails any other way with the given text', () => {
    expect(settledSendEvents({ kind: 'closed', status: 404 }, send)).toEqual([
      { type: 'chat/closedByServer', payload: { tempId: 'temp_1', content: 'hi', status: 404, conversationId: 'c1' } },
    ]);
    expect(
      settledSendEvents(
        { kind: 'failed', status: 500, message: 'boom' },
        { ...send, content: '', failedMessage: 'voice text' },
      ),
    ).toEqual([
      { type: 'chat/sendFailed', payload: { tempId: 'temp_1', content: '', status: 500, message: 'voice text' } },
    ]);
  });
});
