import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CartItem } from '../../core/cart/cart.model';
import type { ChatMessage } from '../../core/chat/chat.model';
import type { Event } from '../../core/events';
import type { RootState } from '../../core/root.reducer';
import { findScenarioFiles, loadScenario } from '../scenario/scenario-files';
import { buildState, runScenario } from '../scenario/scenario-runner';

/** A recorded stream: the state it starts from and the events, as the store's log holds them. */
export interface Workload {
  readonly name: string;
  readonly runs: readonly { readonly initialState?: RootState; readonly events: readonly Event[] }[];
}

/** Deterministic numbers in [0, 1) (mulberry32), so every run and both stores see the same stream. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const START = Date.UTC(2026, 0, 1, 10);

/**
 * 100,000 chat events over 200 conversations of 500 events each (so a conversation reaches about a thousand messages;
 * the plain-array RTK store slows with the list): answers from the assistant and an agent, socket repeats of recent
 * messages, the shopper's sends (pending message, socket echo of it, then the send's answer with the reply), pages of
 * older history put in front, typing, and messages for another conversation.
 */
export function chatWorkload(total = 100_000, perConversation = 500): Workload {
  const next = random(14);
  const events: Event[] = [];
  let serial = 0;
  let clock = START;
  let oldest = START;
  let conversation = '';
  const recent: ChatMessage[] = [];
  const message = (sender: 'customer' | 'assistant' | 'agent', at: number, content?: string): ChatMessage => {
    serial += 1;
    return {
      id: `msg_${serial}`,
      conversation_id: conversation,
      content: content ?? `Reply ${serial}: the chakki atta is milled fresh every week.`,
      content_type: 'text',
      sender_id: sender === 'customer' ? 'guest_bench' : sender,
      sender_type: sender,
      created_at: new Date(at).toISOString(),
      metadata: { sender: { name: sender === 'agent' ? 'Priya' : sender === 'assistant' ? 'Assistant' : 'Guest' } },
    };
  };
  const arrive = (stored: ChatMessage) => {
    recent.push(stored);
    if (recent.length > 50) recent.shift();
  };
  while (events.length < total) {
    if (events.length % perConversation === 0) {
      if (conversation) events.push({ type: 'chat/conversationCompleted', payload: { conversationId: conversation } });
      conversation = `conv_${events.length / perConversation + 1}`;
      oldest = clock;
      recent.length = 0;
      events.push({ type: 'chat/initiated', payload: { conversation: { id: conversation }, resumed: true } });
      continue;
    }
    const roll = next();
    clock += 1_000;
    if (roll < 0.4) {
      const stored = message(roll < 0.3 ? 'assistant' : 'agent', clock);
      arrive(stored);
      events.push({ type: 'chat/messageReceived', payload: { message: stored } });
    } else if (roll < 0.5 && recent.length > 0) {
      events.push({ type: 'chat/messageReceived', payload: { message: recent[Math.floor(next() * recent.length)]! } });
    } else if (roll < 0.8) {
      const content = `Question ${serial}: do you deliver to 560001?`;
      const tempId = `temp_${serial}`;
      const pending: ChatMessage = { ...message('customer', clock, content), id: tempId };
      const echo = message('customer', clock, content);
      const reply = message('assistant', clock + 500);
      arrive(echo);
      arrive(reply);
      events.push(
        { type: 'chat/messagePending', payload: { message: pending } },
        { type: 'chat/messageReceived', payload: { message: echo } },
        { type: 'chat/messageSent', payload: { tempId, userMessage: echo, message: reply } },
      );
    } else if (roll < 0.85) {
      const page: ChatMessage[] = [];
      for (let i = 20; i > 0; i--) page.push(message(i % 2 ? 'customer' : 'assistant', oldest - i * 1_000));
      oldest -= 20_000;
      events.push(
        {
          type: 'chat/messagesLoadStarted',
          payload: { conversationId: conversation, mode: 'prepend', before: `cursor_${serial}` },
        },
        {
          type: 'chat/messagesLoaded',
          payload: {
            conversationId: conversation,
            mode: 'prepend',
            messages: page,
            nextBefore: `cursor_${serial + 1}`,
          },
        },
      );
    } else if (roll < 0.95) {
      events.push({ type: 'chat/typingChanged', payload: { conversationId: conversation, isTyping: roll < 0.9 } });
    } else {
      events.push({
        type: 'chat/messageReceived',
        payload: { message: { ...message('agent', clock), conversation_id: 'conv_elsewhere' } },
      });
    }
  }
  return { name: `${total.toLocaleString('en')} chat events`, runs: [{ events: events.slice(0, total) }] };
}

/**
 * 10,000 cart operations as the log records them: adds answered by the server's lines, quantity
 * changes and removals shown at once and then synced with the server's lines, the reconciling
 * flag around them, and a refresh now and then; the cart holds up to 40 lines.
 */
export function cartWorkload(total = 10_000): Workload {
  const next = random(10);
  const events: Event[] = [{ type: 'cart/created', payload: { cartId: 'cart_bench' } }];
  let lines: CartItem[] = [];
  let serial = 0;
  const line = (): CartItem => {
    serial += 1;
    const price = 4_500 + (serial % 30) * 1_000;
    return {
      id: `line_${serial}`,
      title: `Chakki atta ${serial}`,
      thumbnail: null,
      quantity: 1,
      price,
      total: price,
      variant_id: `variant_${serial}`,
    };
  };
  while (events.length < total) {
    const roll = next();
    if (roll < 0.35 && lines.length < 40) {
      const added = line();
      lines = [...lines, added];
      events.push(
        {
          type: 'cart/itemAddRequested',
          payload: { items: [{ variantId: added.variant_id, quantity: 1 }], origin: 'store' },
        },
        { type: 'cart/reconcilingChanged', payload: { reconciling: true } },
        {
          type: 'cart/itemAddSucceeded',
          payload: { items: lines, added: [{ variantId: added.variant_id, quantity: 1 }], origin: 'store' },
        },
        { type: 'cart/reconcilingChanged', payload: { reconciling: false } },
      );
    } else if (roll < 0.8 && lines.length > 0) {
      const at = Math.floor(next() * lines.length);
      const target = lines[at]!;
      const quantity = roll < 0.7 ? 1 + Math.floor(next() * 9) : 0;
      lines =
        quantity === 0
          ? lines.filter((item) => item.id !== target.id)
          : lines.map((item) => (item.id === target.id ? { ...item, quantity, total: item.price * quantity } : item));
      events.push(
        quantity === 0
          ? { type: 'cart/lineRemoveRequested', payload: { lineId: target.id } }
          : { type: 'cart/lineQuantityRequested', payload: { lineId: target.id, quantity } },
        { type: 'cart/reconcilingChanged', payload: { reconciling: true } },
        { type: 'cart/linesSynced', payload: { lineId: target.id, quantity, items: lines } },
        { type: 'cart/reconcilingChanged', payload: { reconciling: false } },
      );
    } else {
      events.push({ type: 'cart/refreshed', payload: { items: lines } });
    }
  }
  return { name: `${total.toLocaleString('en')} cart operations`, runs: [{ events: events.slice(0, total) }] };
}

const SCENARIOS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scenarios');

/**
 * Every scenario of the suite run once as `npm run scenarios` runs it; each run's event log (what
 * its store's reducer saw, in order) is replayed from the scenario's starting state.
 */
export async function scenarioWorkload(): Promise<Workload> {
  const runs = [];
  for (const file of await findScenarioFiles([], process.cwd(), SCENARIOS)) {
    const scenario = await loadScenario(file);
    const result = await runScenario(scenario, file);
    if (!result.passed) throw new Error(`scenario ${file} failed: ${result.failures[0]}`);
    runs.push({
      initialState: buildState(scenario.given?.state),
      events: result.trace.events.map((entry) => entry.event),
    });
  }
  const count = runs.reduce((sum, run) => sum + run.events.length, 0);
  return { name: `scenario suite replay (${runs.length} scenarios, ${count.toLocaleString('en')} events)`, runs };
}
