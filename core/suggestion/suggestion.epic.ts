import { errorText } from '../error-text';
import { catchError, merge, mergeMap, of, type Observable } from 'rxjs';
import type { CommerceFailure } from '../commerce/commerce.port';
import { inPriceRegion } from '../region/price-region';
import type { RootState } from '../root-state';
import type { StateObservable } from '../store/store';
import type { ChatMessage } from '../chat/chat.model';
import { ofType, type CoreDependencies, type CoreEpic } from '../epic';
import type { Event, EventOf } from '../events';
import { suggestedHandle } from './product-summary';
import { needsFetch, type SuggestionsState } from './suggestion.model';

/** At most this many product fetches run at once (a history page may name many products). */
const SUGGESTION_FETCH_CONCURRENCY = 4;

type Arrival = EventOf<'chat/messageSent' | 'chat/messageReceived' | 'chat/messagesLoaded'>;

/** The messages an event puts in the chat list (a socket message is only ever the current conversation's). */
function arrivingMessages(event: Arrival): readonly ChatMessage[] {
  switch (event.type) {
    case 'chat/messageSent':
      return [event.payload.userMessage, event.payload.message].filter(
        (message): message is ChatMessage => message !== null,
      );
    case 'chat/messageReceived':
      return [event.payload.message];
    case 'chat/messagesLoaded':
      return event.payload.messages;
  }
}

/**
 * The 'suggestion/loadStarted' facts for the messages of an arrival: one per handle that needs a fetch, for its first
 * message.
 */
function requestsFor(event: Arrival, suggestions: SuggestionsState): Event[] {
  const named = arrivingMessages(event).flatMap((message) => {
    const handle = suggestedHandle(message);
    return handle !== null && needsFetch(suggestions, handle) ? [{ handle, messageId: message.id }] : [];
  });
  return named
    .filter(({ handle }, index) => named.findIndex((first) => first.handle === handle) === index)
    .map((payload): Event => ({ type: 'suggestion/loadStarted', payload }));
}

/** The card data of the product a message names, or why there is none. */
function fetchSuggestion(
  event$: Observable<Event>,
  state$: StateObservable<RootState>,
  { commerce }: CoreDependencies,
  handle: string,
): Observable<Event> {
  const fetchFailed = (failure: CommerceFailure): Observable<Event> => {
    const message =
      failure.message ?? (failure.kind === 'unreadable' ? 'The answer has no product' : `HTTP ${failure.status}`);
    return of({ type: 'suggestion/failed', payload: { handle, status: failure.status, message } });
  };
  return inPriceRegion(
    event$,
    state$,
    commerce,
    (regionId) =>
      commerce
        .productSummary(handle, regionId)
        .pipe(
          mergeMap((result) =>
            result.ok
              ? of<Event>({ type: 'suggestion/loaded', payload: { product: result.value } })
              : fetchFailed(result),
          ),
        ),
    fetchFailed,
  ).pipe(
    catchError((error: unknown) =>
      of<Event>({
        type: 'suggestion/failed',
        payload: { handle, status: 0, message: errorText(error) },
      }),
    ),
  );
}

/**
 * Product cards for the assistant: when a message naming a product (`metadata.ai_response.handle`,
 * the first of a list) enters the chat, the product is fetched once per handle: the suggestions
 * slice says which handles have a card loading or loaded. A failed fetch is tried again only when
 * a later message names it again.
 */
export const suggestionEpic: CoreEpic = (event$, state$, deps) =>
  merge(
    event$.pipe(
      ofType('chat/messageSent', 'chat/messageReceived', 'chat/messagesLoaded'),
      mergeMap((event) => requestsFor(event, state$.value.suggestions)),
    ),
    event$.pipe(
      ofType('suggestion/loadStarted'),
      mergeMap(({ payload }) => fetchSuggestion(event$, state$, deps, payload.handle), SUGGESTION_FETCH_CONCURRENCY),
    ),
  );
