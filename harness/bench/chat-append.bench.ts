import { castDraft, produce } from 'immer';
import type { ChatMessage, ChatState } from '../../core/chat/chat.model';
import { chatReducer, initialChatState } from '../../core/chat/chat.reducer';
import { messageIndex, messageList } from '../../core/chat/message-list';
import type { Event } from '../../core/events';

/**
 * Appends per second to a 10,000-message conversation: the chat reducer (id index, no
 * auto-freeze) against a plain-array Redux-style reducer (spread, no de-duplication) and the
 * naive immer recipe the issue warns about (search the draft, auto-freeze on). Each figure is the
 * median of RUNS runs of APPENDS appends, starting from a fresh 10,000-message list.
 */
const BASE = 10_000;
const APPENDS = 2_000;
const RUNS = 7;
/** The naive recipe is slow enough that fewer appends give the same figure. */
const NAIVE_APPENDS = 100;

const message = (i: number): ChatMessage => ({
  id: `msg_${i}`,
  conversation_id: 'conv_1',
  content: `message number ${i}`,
  content_type: 'text',
  sender_id: i % 2 ? 'guest_1' : 'assistant',
  sender_type: i % 2 ? 'customer' : 'assistant',
  created_at: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
  metadata: { sender: { name: i % 2 ? 'Guest' : 'Assistant' } },
});

type Reducer = (state: ChatState, event: Event) => ChatState;

const plainArray: Reducer = (state, event) =>
  event.type === 'chat/messageReceived' ? { ...state, messages: [...state.messages, event.payload.message] } : state;

const naiveImmer: Reducer = (state, event) =>
  event.type === 'chat/messageReceived'
    ? produce(state, (draft) => {
        if (!draft.messages.some((m) => m.id === event.payload.message.id)) draft.messages.push(castDraft(event.payload.message));
      })
    : state;

const incoming: Event[] = Array.from({ length: APPENDS }, (_, i) => ({ type: 'chat/messageReceived', payload: { message: message(BASE + i) } }));

function freshState(): ChatState {
  const messages = messageList(Array.from({ length: BASE }, (_, i) => message(i)));
  messageIndex(messages);
  return { ...initialChatState, conversation: { id: 'conv_1' }, messages };
}

function appendsPerSecond(reducer: Reducer, runs = RUNS, appends = APPENDS): number {
  const rates: number[] = [];
  for (let run = 0; run < runs; run++) {
    let state = freshState();
    const started = performance.now();
    for (const event of incoming.slice(0, appends)) state = reducer(state, event);
    const elapsed = performance.now() - started;
    if (state.messages.length !== BASE + appends) throw new Error(`expected ${BASE + appends} messages, got ${state.messages.length}`);
    rates.push(appends / (elapsed / 1000));
  }
  rates.sort((a, b) => a - b);
  return rates[Math.floor(rates.length / 2)]!;
}

appendsPerSecond(chatReducer, 2);
appendsPerSecond(plainArray, 2);
const results = [
  ['chat reducer (id index, batch insert path)', appendsPerSecond(chatReducer)],
  ['plain-array baseline (spread, no de-dup)', appendsPerSecond(plainArray)],
  ['naive immer (search the draft, auto-freeze)', appendsPerSecond(naiveImmer, 3, NAIVE_APPENDS)],
] as const;

console.log(`chat append: ${APPENDS} appends onto ${BASE.toLocaleString('en')} messages, median of ${RUNS} runs (naive: ${NAIVE_APPENDS} appends, 3 runs)`);
for (const [name, rate] of results) console.log(`  ${name.padEnd(46)} ${Math.round(rate).toLocaleString('en').padStart(9)} appends/s`);
console.log(`  chat reducer / plain array: ${(results[0][1] / results[1][1]).toFixed(2)}x`);
