import fc from 'fast-check';
import type { ChatMessage } from '../../core/chat/chat.model';
import { newestPending } from '../../core/chat/message-list';
import { createCore, type CoreStore } from '../../core/create-core';
import type { IdsPort } from '../../core/ports';
import { encodePersisted } from '../../core/persist/persist.codec';
import { selectPersisted } from '../../core/persist/persist.epic';
import { STORAGE_KEYS } from '../../core/storage-keys';
import { createFakePorts, testEndpoints, type FakePorts, type PendingRequest } from '../fakes';
import { InstantSocketPort } from '../fakes/instant-socket.port';
import { loadNow } from '../fakes/load-now';
import { FakeChatServer, seededRandom } from './fake-chat-server';

const GUEST = 'guest_1767261600000_000000001';
const START = Date.UTC(2026, 0, 1, 10);
/** Time moves in steps this long, so a request made on the way is answered on the way. */
const STEP_MS = 1000;

/** What happens to the shopper, the connection and the agents. */
type Op =
  | { readonly kind: 'send'; readonly text: string }
  | { readonly kind: 'agentsWrite'; readonly count: number }
  | { readonly kind: 'drop' | 'restore' | 'close' | 'open' | 'older' }
  | { readonly kind: 'advance'; readonly ms: number }
  /** The page is reloaded: the store is rebuilt from storage, which may hold sends still pending. */
  | { readonly kind: 'reload'; readonly pendingInStorage: boolean };

export const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom('Ghee ka price?', 'Atta chahiye', 'Namaste').map((text): Op => ({ kind: 'send', text })),
  },
  {
    weight: 3,
    arbitrary: fc
      .oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 51, max: 60 }))
      .map((count): Op => ({ kind: 'agentsWrite', count })),
  },
  {
    weight: 4,
    arbitrary: fc.constantFrom<Op>(
      { kind: 'drop' },
      { kind: 'restore' },
      { kind: 'close' },
      { kind: 'open' },
      { kind: 'older' },
    ),
  },
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 25_000 }).map((ms): Op => ({ kind: 'advance', ms })) },
  { weight: 1, arbitrary: fc.boolean().map((pendingInStorage): Op => ({ kind: 'reload', pendingInStorage })) },
);

/** Temp ids that keep counting across reloads, as the browser's random ones never repeat. */
function lastingIds(): IdsPort {
  let temp = 0;
  return { tempId: () => `temp_${++temp}`, guestId: () => GUEST, sessionId: () => 'visit_1' };
}

/**
 * One page of the store on fake ports, talking to the fake chat server. It follows each send made
 * on it: a send ends stored on the server (an answer naming the stored message) or with its text
 * given back; `lostSends` names any that ended otherwise, `unsettled` those not ended yet.
 */
class Page {
  readonly fakes: FakePorts;
  readonly socket = new InstantSocketPort();
  readonly store: CoreStore;
  readonly lostSends: string[] = [];
  readonly unsettled = new Set<string>();

  constructor(server: FakeChatServer, ids: IdsPort, clockStart: number, storage: Record<string, string>) {
    this.fakes = createFakePorts({ clockStart, storage: { items: storage } });
    server.client = { clock: this.fakes.clock, socket: this.socket };
    this.store = createCore({
      ports: { ...this.fakes.ports, socket: this.socket, ids },
      endpoints: testEndpoints(),
      backend: 'brand',
      load: loadNow(),
      logLimit: 100,
    });
    this.store.events$.subscribe(({ event }) => {
      if (event.type === 'chat/messagePending') this.unsettled.add(event.payload.message.id);
      else if (
        event.type === 'chat/messageSent' ||
        event.type === 'chat/sendFailed' ||
        event.type === 'chat/closedByServer'
      ) {
        const { tempId } = event.payload;
        if (!this.unsettled.delete(tempId)) return;
        const kept =
          event.type === 'chat/messageSent'
            ? event.payload.userMessage !== null && server.stored(event.payload.userMessage.id)
            : event.payload.content.trim() !== '';
        if (!kept) this.lostSends.push(`${tempId}: ${event.type}`);
      }
    });
  }
}

/**
 * Plays `ops` with the server's chaos from `seed`, then lets everything settle calmly; returns the last page and the
 * server.
 */
export function play(
  seed: number,
  ops: readonly Op[],
): { page: Page; server: FakeChatServer; busyWithNothingInFlight: string[] } {
  const server = new FakeChatServer(seededRandom(seed), GUEST);
  const ids = lastingIds();
  const storage = { [STORAGE_KEYS.guestId]: GUEST, [STORAGE_KEYS.cartId]: 'cart_1' };
  let page = new Page(server, ids, START, storage);
  const busyWithNothingInFlight: string[] = [];
  /** The answers on their way, with the time each arrives. */
  let inFlight: { readonly request: PendingRequest; readonly at: number }[] = [];

  /** Answers every request made, and runs what is due now (answers without latency, and the requests they lead to). */
  const serve = () => {
    for (let request = page.fakes.http.claimNext(); request; request = page.fakes.http.claimNext()) {
      inFlight.push({ request, at: page.fakes.clock.now() + server.answer(request) });
      page.fakes.clock.runDue();
    }
  };
  const checkBusy = (at: string) => {
    const now = page.fakes.clock.now();
    inFlight = inFlight.filter(({ request, at: arrives }) => !request.cancelled && arrives > now);
    const { chat } = page.store.getState();
    if (inFlight.length === 0 && (chat.isSendingMessage || chat.isUploadingAudio)) busyWithNothingInFlight.push(at);
  };
  const advance = (ms: number) => {
    for (let left = ms; left > 0; left -= STEP_MS) {
      page.fakes.clock.advance(Math.min(STEP_MS, left));
      serve();
    }
  };
  const start = () => {
    page.store.dispatch({ type: 'app/startRequested' });
    page.fakes.clock.runDue();
    serve();
  };
  const restore = () => {
    server.connectionChanged();
    page.socket.restore();
  };

  start();
  for (const [index, step] of ops.entries()) {
    const { store } = page;
    switch (step.kind) {
      case 'send':
        store.dispatch({ type: 'chat/sendRequested', payload: { content: step.text } });
        break;
      case 'agentsWrite':
        server.agentsWrite(step.count);
        break;
      case 'drop':
        page.socket.drop();
        break;
      case 'restore':
        restore();
        break;
      case 'close':
        store.dispatch({ type: 'chat/closeRequested' });
        break;
      case 'open':
        store.dispatch({ type: 'chat/openRequested' });
        break;
      case 'older':
        store.dispatch({ type: 'chat/olderMessagesRequested' });
        break;
      case 'advance':
        advance(step.ms);
        break;
      case 'reload': {
        const state = store.getState();
        const stored = JSON.parse(encodePersisted(selectPersisted(state))) as { chat: { messages: ChatMessage[] } };
        if (step.pendingInStorage)
          stored.chat.messages.push(...newestPending(state.chat.messages, state.chat.messages.pending));
        store.dispose();
        page = new Page(server, ids, page.fakes.clock.now(), {
          ...storage,
          [STORAGE_KEYS.persistedRoot]: JSON.stringify(stored),
        });
        inFlight = [];
        server.connectionChanged();
        start();
        break;
      }
    }
    page.fakes.clock.runDue();
    serve();
    checkBusy(`after op ${index} (${step.kind})`);
  }

  server.chaos = false;
  page.store.dispatch({ type: 'chat/closeRequested' });
  restore();
  page.store.dispatch({ type: 'chat/openRequested' });
  advance(25_000);
  for (
    let i = 0;
    i < 200 && page.store.getState().chat.hasMoreMessages && page.store.getState().chat.conversation;
    i++
  ) {
    page.store.dispatch({ type: 'chat/olderMessagesRequested' });
    advance(STEP_MS);
  }
  advance(25_000);
  checkBusy('at the end');
  return { page, server, busyWithNothingInFlight };
}
