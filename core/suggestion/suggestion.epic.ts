import { catchError, EMPTY, from, map, merge, mergeMap, of, type Observable } from 'rxjs';
import type { ChatMessage } from '../chat/chat.model';
import { ofType, type CoreDependencies, type CoreEpic } from '../epic';
import type { Event, EventOf } from '../events';
import type { RootState } from '../root.reducer';
import { suggestedHandle } from './product-summary';

/** At most this many product fetches run at once (a history page may name many products). */
const SUGGESTION_FETCH_CONCURRENCY = 4;

type Arrival = EventOf<'chat/messageSent' | 'chat/messageReceived' | 'chat/messagesLoaded'>;

/** The messages an event puts in the chat list: a socket message only when it is for the current conversation. */
function arrivingMessages(event: Arrival, state: RootState): readonly ChatMessage[] {
  switch (event.type) {
    case 'chat/messageSent':
      return [event.payload.userMessage, event.payload.message].filter((message): message is ChatMessage => message !== null);
    case 'chat/messageReceived':
      return event.payload.message.conversation_id === state.chat.conversation?.id ? [event.payload.message] : [];
    case 'chat/messagesLoaded':
      return event.payload.messages;
  }
}

/** The card data of the product a message names, or why there is none. */
function fetchSuggestion({ commerce }: CoreDependencies, handle: string): Observable<Event> {
  return commerce.productSummary(handle).pipe(
    map((result): Event => {
      if (result.ok) return { type: 'suggestion/loaded', payload: { product: result.value } };
      const message = result.message ?? (result.kind === 'unreadable' ? 'The answer has no product' : `HTTP ${result.status}`);
      return { type: 'suggestion/failed', payload: { handle, status: result.status, message } };
    }),
    catchError((error: unknown) =>
      of<Event>({ type: 'suggestion/failed', payload: { handle, status: 0, message: error instanceof Error ? error.message : String(error) } }),
    ),
  );
}

/**
 * Product cards for the assistant: when a message naming a product (`metadata.ai_response.handle`,
 * the first of a list) enters the chat, the product is fetched once per handle; a failed fetch
 * is tried again only when a later message names it again.
 */
export const suggestionEpic: CoreEpic = (event$, state$, deps) => {
  const asked = new Set<string>();
  const requests$ = event$.pipe(
    ofType('chat/messageSent', 'chat/messageReceived', 'chat/messagesLoaded'),
    mergeMap((event) => {
      const fresh: Event[] = [];
      for (const message of arrivingMessages(event, state$.value)) {
        const handle = suggestedHandle(message);
        if (handle === null || asked.has(handle)) continue;
        asked.add(handle);
        fresh.push({ type: 'suggestion/requested', payload: { handle, messageId: message.id } });
      }
      return fresh.length > 0 ? from(fresh) : EMPTY;
    }),
  );
  const fetches$ = event$.pipe(
    ofType('suggestion/requested'),
    mergeMap(({ payload }) => fetchSuggestion(deps, payload.handle), SUGGESTION_FETCH_CONCURRENCY),
  );
  const retries$ = event$.pipe(
    ofType('suggestion/failed'),
    mergeMap(({ payload }) => {
      asked.delete(payload.handle);
      return EMPTY;
    }),
  );
  return merge(requests$, fetches$, retries$);
};
