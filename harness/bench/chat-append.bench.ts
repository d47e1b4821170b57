import { castDraft, produce } from 'immer';
import type { ChatMessage } from '../../core/chat/chat.model';
import { chatReducer, initialChatState } from '../../core/chat/chat.reducer';
import { insertMessages, messageList, type MessageList } from '../../core/chat/message-list';
import type { Event } from '../../core/events';
import { median } from '../size/home-page-assets';

/**
 * Appends per second onto a conversation: the chat reducer (the plain message list: ids in pages,
 * messages by id in buckets, no auto-freeze), the same list under an immer recipe with auto-freeze
 * on (as a Redux Toolkit slice would hold it), a plain-array Redux-style reducer (spread, no
 * de-duplication) and the naive immer recipe the issue warns about (search the draft, auto-freeze
 * on), on 10,000 messages; and the chat reducer on 100 messages beside 10,000, since an append
 * must not grow with the conversation. Each figure is the median of RUNS runs of APPENDS appends,
 * each run from a fresh list.
 */
const BASE = 10_000;
const SHORT_BASE = 100;
const APPENDS = 2_000;
const RUNS = 7;
/** The naive recipe is slow enough that fewer appends and runs give the same figure. */
const NAIVE_APPENDS = 100;
const NAIVE_RUNS = 3;

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

/** A run's state: the list under test and its length. */
interface Bench<S> {
  readonly fresh: (messages: readonly ChatMessage[]) => S;
  readonly reduce: (state: S, event: Event) => S;
  readonly count: (state: S) => number;
}

type ArrayState = { readonly messages: readonly ChatMessage[] };

const chatReducerBench: Bench<ReturnType<typeof chatReducer>> = {
  fresh: (messages) => ({ ...initialChatState, conversation: { id: 'conv_1' }, messages: messageList(messages) }),
  reduce: chatReducer,
  count: (state) => state.messages.length,
};

const listUnderImmer: Bench<{ readonly messages: MessageList }> = {
  fresh: (messages) => ({ messages: messageList(messages) }),
  reduce: (state, event) =>
    event.type === 'chat/messageReceived'
      ? produce(state, (draft) => {
          draft.messages = castDraft(insertMessages(state.messages, [event.payload.message]));
        })
      : state,
  count: (state) => state.messages.length,
};

const plainArray: Bench<ArrayState> = {
  fresh: (messages) => ({ messages }),
  reduce: (state, event) =>
    event.type === 'chat/messageReceived' ? { ...state, messages: [...state.messages, event.payload.message] } : state,
  count: (state) => state.messages.length,
};

const naiveImmer: Bench<ArrayState> = {
  fresh: (messages) => ({ messages }),
  reduce: (state, event) =>
    event.type === 'chat/messageReceived'
      ? produce(state, (draft) => {
          if (!draft.messages.some((m) => m.id === event.payload.message.id))
            draft.messages.push(castDraft(event.payload.message));
        })
      : state,
  count: (state) => state.messages.length,
};

interface Run<S> {
  readonly bench: Bench<S>;
  readonly base?: number;
  readonly runs?: number;
  readonly appends?: number;
}

/** The median appends per second of `runs` runs, each appending `appends` new messages to `base` ones. */
function appendsPerSecond<S>({ bench, base = BASE, runs = RUNS, appends = APPENDS }: Run<S>): number {
  const incoming: Event[] = Array.from({ length: appends }, (_, i) => ({
    type: 'chat/messageReceived',
    payload: { message: message(base + i) },
  }));
  const rates: number[] = [];
  for (let run = 0; run < runs; run++) {
    let state = bench.fresh(Array.from({ length: base }, (_, i) => message(i)));
    const started = performance.now();
    for (const event of incoming) state = bench.reduce(state, event);
    const elapsed = performance.now() - started;
    if (bench.count(state) !== base + appends)
      throw new Error(`expected ${base + appends} messages, got ${bench.count(state)}`);
    rates.push(appends / (elapsed / 1000));
  }
  return median(rates);
}

appendsPerSecond({ bench: chatReducerBench, runs: 2 });
appendsPerSecond({ bench: plainArray, runs: 2 });
const chat = appendsPerSecond({ bench: chatReducerBench });
const immer = appendsPerSecond({ bench: listUnderImmer });
const plain = appendsPerSecond({ bench: plainArray });
const naive = appendsPerSecond({ bench: naiveImmer, runs: NAIVE_RUNS, appends: NAIVE_APPENDS });
const chatShort = appendsPerSecond({ bench: chatReducerBench, base: SHORT_BASE });
const immerShort = appendsPerSecond({ bench: listUnderImmer, base: SHORT_BASE });

const count = (value: number) => Math.round(value).toLocaleString('en');
const row = (name: string, rate: number) => console.log(`  ${name.padEnd(46)} ${count(rate).padStart(9)} appends/s`);
console.log(
  `chat append: ${APPENDS} appends onto ${count(BASE)} messages, median of ${RUNS} runs (naive: ${NAIVE_APPENDS} appends, ${NAIVE_RUNS} runs)`,
);
row('chat reducer (plain message list)', chat);
row('the message list under immer (auto-freeze)', immer);
row('plain-array baseline (spread, no de-dup)', plain);
row('naive immer (search the draft, auto-freeze)', naive);
console.log(
  `  chat reducer / plain array: ${(chat / plain).toFixed(2)}x; chat reducer / naive immer: ${(chat / naive).toFixed(1)}x`,
);
console.log(`chat reducer on ${count(SHORT_BASE)} messages, same appends and runs:`);
row(`chat reducer, ${count(SHORT_BASE)} messages`, chatShort);
row(`the message list under immer, ${count(SHORT_BASE)} messages`, immerShort);
console.log(
  `  ${count(BASE)} vs ${count(SHORT_BASE)} messages: ${(chat / chatShort).toFixed(2)}x the appends per second` +
    ` (under immer: ${(immer / immerShort).toFixed(2)}x)`,
);
