import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Event } from '../events';
import type { ChatMessage, ChatState } from './chat.model';
import { chatReducer, initialChatState } from './chat.reducer';
import { messageAt, messageById, messageList, messagesOf } from './message-list';
import { CHAT_MESSAGES } from '../messages/chat.messages';

const m = (id: string, conversation = 'c1', sender_type = 'customer'): ChatMessage => ({
  id,
  conversation_id: conversation,
  content: id,
  content_type: 'text',
  sender_id: 'u1',
  sender_type,
  created_at: `2026-01-01T10:00:${String(Number(id.replace(/\D/g, '') || 0) % 60).padStart(2, '0')}.000Z`,
});
const reduce = (events: readonly Event[], state: ChatState = initialChatState) => events.reduce(chatReducer, state);
const inConversation: ChatState = { ...initialChatState, conversation: { id: 'c1' } };
const ids = (state: ChatState) => messagesOf(state.messages).map((message) => message.id);

describe('chat reducer: panel and conversation', () => {
  it('opening and closing the panel clear the error; closing stops the typing indicator', () => {
    const withError = { ...inConversation, error: 'x', isTyping: true };
    expect(reduce([{ type: 'chat/openRequested' }], withError)).toMatchObject({
      isOpen: true,
      error: null,
      isTyping: true,
    });
    expect(reduce([{ type: 'chat/closeRequested' }], { ...withError, isOpen: true })).toMatchObject({
      isOpen: false,
      error: null,
      isTyping: false,
    });
  });

  it('setting a conversation clears the error and ends the start', () => {
    const state = reduce(
      [
        { type: 'chat/initiateStarted' },
        { type: 'chat/initiated', payload: { conversation: { id: 'c9' }, resumed: false } },
      ],
      { ...initialChatState, error: 'x' },
    );
    expect(state).toMatchObject({
      conversation: { id: 'c9' },
      error: null,
      isInitiating: false,
      hasMoreMessages: false,
      nextBefore: null,
    });
  });

  it('a failed start shows its message', () => {
    const state = reduce([
      { type: 'chat/initiateStarted' },
      { type: 'chat/initiateFailed', payload: { status: 500, message: CHAT_MESSAGES.startFailed } },
    ]);
    expect(state).toMatchObject({ isInitiating: false, error: CHAT_MESSAGES.startFailed });
  });

  it('the current conversation completed resets everything but the open panel and language; another one changes nothing', () => {
    const full: ChatState = {
      ...inConversation,
      isOpen: true,
      messages: messageList([m('m1')]),
      hasMoreMessages: false,
      nextBefore: 'm1',
      language: 'en',
      isTyping: true,
    };
    expect(reduce([{ type: 'chat/conversationCompleted', payload: { conversationId: 'c2' } }], full)).toBe(full);
    expect(reduce([{ type: 'chat/conversationCompleted', payload: { conversationId: 'c1' } }], full)).toEqual({
      ...initialChatState,
      isOpen: true,
      language: 'en',
      closedTranscript: [m('m1')],
    });
  });

  it('keeps the completed conversation readable until a new one starts (issue 11, defect 4)', () => {
    const full: ChatState = {
      ...inConversation,
      isOpen: true,
      messages: messageList([m('m1'), m('m2', 'c1', 'agent'), m('temp_3')]),
    };
    const closed = reduce([{ type: 'chat/conversationCompleted', payload: { conversationId: 'c1' } }], full);
    expect(closed.closedTranscript?.map((message) => message.id)).toEqual(['m1', 'm2']);
    expect(ids(closed)).toEqual([]);
    expect(closed.conversation).toBeNull();
    const next = reduce([{ type: 'chat/messagePending', payload: { message: m('temp_4') } }], closed);
    expect(next.closedTranscript).toBeNull();
    const started = reduce(
      [{ type: 'chat/initiated', payload: { conversation: { id: 'c2' }, resumed: false } }],
      closed,
    );
    expect(started.closedTranscript).toBeNull();
    expect(reduce([{ type: 'session/loggedOut', payload: { reason: 'user' } }], closed).closedTranscript).toBeNull();
    const empty = reduce([{ type: 'chat/conversationCompleted', payload: { conversationId: 'c1' } }], {
      ...inConversation,
      messages: messageList([]),
    });
    expect(empty.closedTranscript).toBeNull();
  });

  it('a 409 or 404 resets the chat with the closed message', () => {
    const state = reduce([{ type: 'chat/closedByServer', payload: { tempId: 'temp_1', content: 'hi', status: 409 } }], {
      ...inConversation,
      messages: messageList([m('m1'), m('temp_1')]),
      isSendingMessage: true,
    });
    expect(state).toEqual({ ...initialChatState, error: CHAT_MESSAGES.closed });
  });

  it('a 409 from a conversation that has already been replaced only removes its message', () => {
    const state: ChatState = {
      ...initialChatState,
      conversation: { id: 'c2' },
      messages: messageList([m('n1', 'c2'), m('temp_1')]),
      isSendingMessage: true,
    };
    const next = reduce(
      [
        {
          type: 'chat/closedByServer',
          payload: { tempId: 'temp_1', content: 'hi', status: 409, conversationId: 'c1' },
        },
      ],
      state,
    );
    expect(next).toMatchObject({ conversation: { id: 'c2' }, isSendingMessage: false, error: CHAT_MESSAGES.closed });
    expect(ids(next)).toEqual(['n1']);
  });

  it('typing applies to the current conversation only', () => {
    expect(
      reduce([{ type: 'chat/typingChanged', payload: { conversationId: 'c1', isTyping: true } }], inConversation)
        .isTyping,
    ).toBe(true);
    expect(
      reduce([{ type: 'chat/typingChanged', payload: { conversationId: 'c2', isTyping: true } }], inConversation),
    ).toBe(inConversation);
  });

  it('logout returns to the initial state', () => {
    expect(
      reduce([{ type: 'session/loggedOut', payload: { reason: 'user' } }], {
        ...inConversation,
        messages: messageList([m('m1')]),
      }),
    ).toBe(initialChatState);
  });
});

describe('chat reducer: voice and cart effects', () => {
  it('uploading audio sets the flag; the upload finishing, sent and failed clear it; a failure shows its message', () => {
    const uploading = reduce([{ type: 'voice/uploadStarted', payload: { recordingId: 'r1' } }], inConversation);
    expect(uploading.isUploadingAudio).toBe(true);
    expect(reduce([{ type: 'voice/uploaded', payload: { url: 'https://x/a.webm' } }], uploading).isUploadingAudio).toBe(
      false,
    );
    expect(reduce([{ type: 'voice/sent', payload: { url: 'https://x/a.webm' } }], uploading).isUploadingAudio).toBe(
      false,
    );
    const failed = reduce(
      [
        {
          type: 'voice/sendFailed',
          payload: { detail: 'presign 500', message: 'Failed to send voice message. Please try again.' },
        },
      ],
      uploading,
    );
    expect(failed).toMatchObject({ isUploadingAudio: false, error: 'Failed to send voice message. Please try again.' });
  });

  it('an add-to-cart failure shows in the chat only when the chat asked', () => {
    const fromChat = reduce(
      [{ type: 'cart/itemAddFailed', payload: { status: 500, message: 'No stock', origin: 'chat' } }],
      inConversation,
    );
    expect(fromChat.error).toBe('No stock');
    expect(
      reduce(
        [{ type: 'cart/itemAddFailed', payload: { status: 500, message: 'No stock', origin: 'store' } }],
        inConversation,
      ),
    ).toBe(inConversation);
  });
});

describe('chat reducer: messages', () => {
  it('a send replaces its temp message with the stored one and the reply, and clears the flag', () => {
    const pending = reduce([{ type: 'chat/messagePending', payload: { message: m('temp_1') } }], {
      ...inConversation,
      error: 'old',
    });
    expect(pending).toMatchObject({ isSendingMessage: true, error: null });
    const sent = reduce(
      [
        {
          type: 'chat/messageSent',
          payload: { tempId: 'temp_1', userMessage: m('u1'), message: m('a1', 'c1', 'assistant') },
        },
      ],
      pending,
    );
    expect(ids(sent)).toEqual(['u1', 'a1']);
    expect(sent.isSendingMessage).toBe(false);
  });

  it('a send stays in flight while another temp message waits', () => {
    const state = reduce(
      [
        { type: 'chat/messagePending', payload: { message: m('temp_1') } },
        { type: 'chat/messagePending', payload: { message: m('temp_2') } },
        { type: 'chat/messageSent', payload: { tempId: 'temp_1', userMessage: m('u1'), message: null } },
      ],
      inConversation,
    );
    expect(ids(state), 'stored messages stand above those still pending').toEqual(['u1', 'temp_2']);
    expect(state.isSendingMessage).toBe(true);
  });

  it('a failed send removes the temp message and shows the error', () => {
    const state = reduce(
      [
        { type: 'chat/messagePending', payload: { message: m('temp_1') } },
        {
          type: 'chat/sendFailed',
          payload: { tempId: 'temp_1', content: 'hi', status: 500, message: CHAT_MESSAGES.sendFailed },
        },
      ],
      inConversation,
    );
    expect(ids(state)).toEqual([]);
    expect(state).toMatchObject({ isSendingMessage: false, error: CHAT_MESSAGES.sendFailed });
  });

  it("the shopper's own echo takes the place of its pending copy, oldest first, and the answer that follows adds nothing twice", () => {
    const said = (id: string, content: string): ChatMessage => ({ ...m(id), content });
    const pending = reduce(
      [
        { type: 'chat/messagePending', payload: { message: said('temp_1', 'ok') } },
        { type: 'chat/messagePending', payload: { message: said('temp_2', 'ok') } },
        { type: 'chat/messageReceived', payload: { message: said('u1', 'ok') } },
      ],
      inConversation,
    );
    expect(ids(pending)).toEqual(['u1', 'temp_2']);
    const sent = reduce(
      [{ type: 'chat/messageSent', payload: { tempId: 'temp_1', userMessage: said('u1', 'ok'), message: null } }],
      pending,
    );
    expect(ids(sent)).toEqual(['u1', 'temp_2']);
    const other = reduce(
      [{ type: 'chat/messageReceived', payload: { message: { ...said('u9', 'ok'), sender_id: 'someone-else' } } }],
      pending,
    );
    expect(ids(other)).toEqual(['u1', 'u9', 'temp_2']);
  });

  it("an incoming message joins the list once (only the current conversation's are received: chat-realtime.epic.ts checks)", () => {
    const once = reduce(
      [{ type: 'chat/messageReceived', payload: { message: m('g1', 'c1', 'agent') } }],
      inConversation,
    );
    expect(ids(once)).toContain('g1');
    expect(reduce([{ type: 'chat/messageReceived', payload: { message: m('g1', 'c1', 'agent') } }], once)).toBe(once);
  });

  it('history: replace puts the page before what is there, prepend adds older ones, the cursor follows', () => {
    const started = reduce(
      [{ type: 'chat/messagesLoadStarted', payload: { conversationId: 'c1', mode: 'replace', before: null } }],
      {
        ...inConversation,
        messages: messageList([m('temp_1')]),
      },
    );
    expect(started.isLoadingMessages).toBe(true);
    const replaced = reduce(
      [
        {
          type: 'chat/messagesLoaded',
          payload: { conversationId: 'c1', mode: 'replace', messages: [m('m3'), m('m4')], nextBefore: 'm3' },
        },
      ],
      started,
    );
    expect(ids(replaced)).toEqual(['m3', 'm4', 'temp_1']);
    expect(replaced).toMatchObject({ isLoadingMessages: false, nextBefore: 'm3', hasMoreMessages: true });
    const prepended = reduce(
      [
        {
          type: 'chat/messagesLoaded',
          payload: { conversationId: 'c1', mode: 'prepend', messages: [m('m1'), m('m2'), m('m3')], nextBefore: null },
        },
      ],
      replaced,
    );
    expect(ids(prepended)).toEqual(['m1', 'm2', 'm3', 'm4', 'temp_1']);
    expect(prepended).toMatchObject({ nextBefore: null, hasMoreMessages: false });
  });

  it('a merge leaves the cursor and the loading flag alone; a page for another conversation is ignored', () => {
    const state: ChatState = {
      ...inConversation,
      messages: messageList([m('m1')]),
      nextBefore: 'm1',
      isLoadingMessages: true,
    };
    const merged = reduce(
      [
        {
          type: 'chat/messagesLoaded',
          payload: { conversationId: 'c1', mode: 'merge', messages: [m('m1'), m('m2')], nextBefore: null },
        },
      ],
      state,
    );
    expect(merged).toMatchObject({ nextBefore: 'm1', isLoadingMessages: true, hasMoreMessages: true });
    expect(ids(merged)).toEqual(['m1', 'm2']);
    expect(
      reduce(
        [
          {
            type: 'chat/messagesLoaded',
            payload: { conversationId: 'c2', mode: 'replace', messages: [m('x')], nextBefore: null },
          },
        ],
        state,
      ),
    ).toBe(state);
  });

  it('a failed load clears the loading flag and shows the error', () => {
    const state = reduce(
      [
        {
          type: 'chat/messagesLoadFailed',
          payload: { conversationId: 'c1', mode: 'prepend', status: 500, message: CHAT_MESSAGES.loadFailed },
        },
      ],
      {
        ...inConversation,
        isLoadingMessages: true,
      },
    );
    expect(state).toMatchObject({ isLoadingMessages: false, error: CHAT_MESSAGES.loadFailed });
  });

  it('rehydration keeps the first copy of each id and indexes the list', () => {
    const stored = {
      isOpen: true,
      conversation: { id: 'c1' },
      messages: [m('m1'), m('m2'), m('m1')],
      hasMoreMessages: false,
      nextBefore: null,
      syncedThrough: null,
      language: 'hi',
    };
    const state = reduce([
      { type: 'persist/rehydrated', payload: { state: { chat: stored }, dropped: [], fromVersion: 1 } },
    ]);
    expect(ids(state)).toEqual(['m1', 'm2']);
    expect(messageById(state.messages, 'm2')).toBe(messageAt(state.messages, 1));
  });

  it("another tab's change keeps this tab's sends in flight and never adopts that tab's pending messages", () => {
    const sending = reduce([{ type: 'chat/messagePending', payload: { message: m('temp_1') } }], {
      ...inConversation,
      messages: messageList([m('m1')]),
    });
    const stored = {
      isOpen: true,
      conversation: { id: 'c1' },
      messages: [m('m1'), m('m2'), m('temp_9')],
      hasMoreMessages: false,
      nextBefore: null,
      syncedThrough: null,
      language: 'hi',
    };
    const state = reduce(
      [{ type: 'persist/externalChange', payload: { state: { chat: stored }, stored: '1:a:b' } }],
      sending,
    );
    expect(ids(state)).toEqual(['m1', 'm2', 'temp_1']);
    expect(
      reduce([{ type: 'chat/messageSent', payload: { tempId: 'temp_1', userMessage: m('m3'), message: null } }], state),
    ).toMatchObject({
      isSendingMessage: false,
    });
  });
});

const messageIds = fc.constantFrom('m1', 'm2', 'm3', 'm4', 'm5', 'm6');
const sourceEvent: fc.Arbitrary<Event> = fc.oneof(
  messageIds.map((id): Event => ({ type: 'chat/messageReceived', payload: { message: m(id) } })),
  fc
    .tuple(fc.constantFrom('temp_1', 'temp_2'), messageIds, fc.option(messageIds))
    .map(([tempId, user, reply]): Event => ({
      type: 'chat/messageSent',
      payload: { tempId, userMessage: m(user), message: reply ? m(reply) : null },
    })),
  fc
    .constantFrom('temp_1', 'temp_2')
    .map((tempId): Event => ({ type: 'chat/messagePending', payload: { message: m(tempId) } })),
  fc
    .tuple(
      fc.constantFrom('replace', 'prepend', 'merge') as fc.Arbitrary<'replace' | 'prepend' | 'merge'>,
      fc.array(messageIds, { maxLength: 5 }),
    )
    .map(([mode, page]): Event => ({
      type: 'chat/messagesLoaded',
      payload: { conversationId: 'c1', mode, messages: page.map((id) => m(id)), nextBefore: null },
    })),
);

describe('chat reducer properties', () => {
  it('no id appears twice, and the messages by id match the ids, whatever the order of sources', () => {
    fc.assert(
      fc.property(fc.array(sourceEvent, { maxLength: 40 }), (events) => {
        let state = inConversation;
        for (const event of events) {
          state = chatReducer(state, event);
          const list = ids(state);
          expect(new Set(list).size).toBe(list.length);
          const byId = state.messages.entities.flat().reduce((count, record) => count + Object.keys(record).length, 0);
          expect(byId).toBe(list.length);
          for (const message of messagesOf(state.messages))
            expect(messageById(state.messages, message.id)).toBe(message);
        }
      }),
    );
  });

  it('reducing from an earlier state again gives the same answer', () => {
    fc.assert(
      fc.property(
        fc.array(sourceEvent, { maxLength: 20 }),
        fc.array(sourceEvent, { maxLength: 20 }),
        (prefix, rest) => {
          const middle = reduce(prefix, inConversation);
          const once = ids(reduce(rest, middle));
          reduce(prefix.slice().reverse(), middle);
          expect(ids(reduce(rest, middle))).toEqual(once);
        },
      ),
    );
  });

  it('no temp_ message is left once every send has settled', () => {
    const settle = fc.constantFrom('sent', 'failed', 'closed');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(settle, fc.option(messageIds), fc.boolean()), { minLength: 1, maxLength: 8 }),
        (sends) => {
          let state = inConversation;
          const open: string[] = [];
          sends.forEach(([, , settleEarly], i) => {
            const tempId = `temp_${i + 1}`;
            state = chatReducer(state, { type: 'chat/messagePending', payload: { message: m(tempId) } });
            open.push(tempId);
            if (settleEarly)
              state = chatReducer(state, { type: 'chat/messageReceived', payload: { message: m(`m${i + 1}`) } });
          });
          sends.forEach(([how, reply], i) => {
            const tempId = open[i]!;
            const event: Event =
              how === 'sent'
                ? {
                    type: 'chat/messageSent',
                    payload: { tempId, userMessage: m(`m${i + 1}`), message: reply ? m(reply) : null },
                  }
                : how === 'failed'
                  ? {
                      type: 'chat/sendFailed',
                      payload: { tempId, content: 'x', status: 500, message: CHAT_MESSAGES.sendFailed },
                    }
                  : { type: 'chat/closedByServer', payload: { tempId, content: 'x', status: 409 } };
            state = chatReducer(state, event);
          });
          expect(ids(state).filter((id) => id.startsWith('temp_'))).toEqual([]);
          expect(state.isSendingMessage).toBe(false);
        },
      ),
    );
  });
});

/** The one display order of stored messages: server time, then the customer's first, then id. */
const displayOrder = (a: ChatMessage, b: ChatMessage): number =>
  Date.parse(a.created_at) - Date.parse(b.created_at) ||
  Number(b.sender_type === 'customer') - Number(a.sender_type === 'customer') ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

describe('chat reducer: one message order whatever the arrival order (issue 11, defect 2)', () => {
  const stored = (id: string, second: number, sender_type: string): ChatMessage => ({
    ...m(id, 'c1', sender_type),
    created_at: `2026-01-01T10:00:0${second}.000Z`,
  });

  it("the shopper's message stays above the assistant's reply stored in the same millisecond, when the reply's echo comes first", () => {
    const question = stored('msg_z', 1, 'customer');
    const reply = stored('msg_a', 1, 'ai');
    const state = reduce(
      [
        { type: 'chat/messagePending', payload: { message: m('temp_1') } },
        { type: 'chat/messageReceived', payload: { message: reply } },
        { type: 'chat/messageSent', payload: { tempId: 'temp_1', userMessage: question, message: reply } },
      ],
      inConversation,
    );
    expect(ids(state)).toEqual(['msg_z', 'msg_a']);
  });

  const table = fc.uniqueArray(
    fc.record({
      id: fc.constantFrom('m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'),
      second: fc.integer({ min: 0, max: 3 }),
      ai: fc.boolean(),
    }),
    { selector: (row) => row.id, minLength: 1, maxLength: 7 },
  );
  const arrival = (count: number): fc.Arbitrary<Event[]> =>
    fc.array(
      fc.oneof(
        fc.nat(count - 1).map((i) => ({ kind: 'echo' as const, i, j: 0, mode: 'merge' as const })),
        fc
          .tuple(fc.nat(count - 1), fc.nat(count - 1))
          .map(([i, j]) => ({ kind: 'sent' as const, i, j, mode: 'merge' as const })),
        fc
          .tuple(fc.nat(count - 1), fc.nat(count - 1), fc.constantFrom('replace', 'prepend', 'merge'))
          .map(([i, j, mode]) => ({
            kind: 'history' as const,
            i,
            j,
            mode: mode as 'replace' | 'prepend' | 'merge',
          })),
        fc.constant({ kind: 'pending' as const, i: 0, j: 0, mode: 'merge' as const }),
      ),
      { maxLength: 14 },
    ) as unknown as fc.Arbitrary<Event[]>;

  it('stored messages are in server order (time, customer first, id) with pending ones after them, for every interleaving of answer, echo and history', () => {
    fc.assert(
      fc.property(
        table.chain((rows) => fc.tuple(fc.constant(rows), arrival(rows.length))),
        ([rows, steps]) => {
          const messages = rows.map((row) => stored(row.id, row.second, row.ai ? 'ai' : 'customer'));
          let state = inConversation;
          let temps = 0;
          const open: string[] = [];
          for (const step of steps as unknown as {
            kind: string;
            i: number;
            j: number;
            mode: 'replace' | 'prepend' | 'merge';
          }[]) {
            const [a, b] = [messages[step.i]!, messages[step.j]!];
            let event: Event;
            if (step.kind === 'echo') event = { type: 'chat/messageReceived', payload: { message: a } };
            else if (step.kind === 'pending') {
              const tempId = `temp_${++temps}`;
              open.push(tempId);
              event = { type: 'chat/messagePending', payload: { message: m(tempId) } };
            } else if (step.kind === 'sent')
              event = {
                type: 'chat/messageSent',
                payload: { tempId: open.shift() ?? 'temp_0', userMessage: a, message: b },
              };
            else
              event = {
                type: 'chat/messagesLoaded',
                payload: { conversationId: 'c1', mode: step.mode, messages: [a, b], nextBefore: null },
              };
            state = chatReducer(state, event);
          }
          const listed = messagesOf(state.messages);
          const confirmed = listed.filter((message) => !message.id.startsWith('temp_'));
          expect(ids({ ...state, messages: messageList(confirmed) })).toEqual(
            confirmed
              .slice()
              .sort(displayOrder)
              .map((message) => message.id),
          );
          const firstTemp = listed.findIndex((message) => message.id.startsWith('temp_'));
          if (firstTemp >= 0)
            expect(listed.slice(firstTemp).every((message) => message.id.startsWith('temp_'))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
