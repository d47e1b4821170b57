import { concat, exhaustMap, filter, first, map, merge, mergeMap, of, type Observable } from 'rxjs';
import { ofType, type CoreDependencies, type CoreEpic } from '../epic';
import type { Event } from '../events';
import { errorMessage, isOk } from '../http/api-client';
import type { RootState } from '../root.reducer';
import { readInitiateResponse } from './chat-message';
import { chatCustomerName, chatUserId, splitCustomerName } from './chat-send';
import { CHAT_MESSAGES } from '../messages/chat.messages';

/** The body of POST {chatApi}/chats/initiate (SPEC §7). */
function initiateBody(state: RootState) {
  const customerName = chatCustomerName(state);
  return { userId: chatUserId(state), role: 'customer' as const, customerName, ...splitCustomerName(customerName) };
}

function initiate(deps: CoreDependencies, state: RootState): Observable<Event> {
  return concat(
    of<Event>({ type: 'chat/initiateStarted' }),
    deps.api.post(`${deps.endpoints.chatApi}/chats/initiate`, initiateBody(state)).pipe(
      map((response): Event => {
        const read = isOk(response) ? readInitiateResponse(response.body) : null;
        if (read) return { type: 'chat/initiated', payload: read };
        const detail =
          errorMessage(response) ??
          (isOk(response) ? 'the initiate response has no conversation id' : `HTTP ${response.status}`);
        return {
          type: 'chat/initiateFailed',
          payload: { status: response.status, message: CHAT_MESSAGES.startFailed, detail },
        };
      }),
    ),
  );
}

/**
 * Conversation start (SPEC §4): a text or voice send with no conversation starts one. One start
 * at a time: sends made while it runs wait for it (see `awaitConversation`) instead of starting another.
 * A start waits until the shopper's identity (guest id or user) is known.
 */
export const chatInitiateEpic: CoreEpic = (event$, state$, deps) =>
  merge(
    event$.pipe(
      ofType('chat/sendRequested'),
      filter((event) => event.payload.content.trim().length > 0),
    ),
    event$.pipe(ofType('voice/sendRequested')),
  ).pipe(
    filter(() => state$.value.chat.conversation === null),
    exhaustMap(() =>
      state$.pipe(
        first((state) => chatUserId(state) !== ''),
        mergeMap((state) => initiate(deps, state)),
      ),
    ),
  );
