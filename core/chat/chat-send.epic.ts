import { concatMap, defaultIfEmpty, filter, map, merge, mergeMap, of, share, timer, type Observable } from 'rxjs';
import { ofType, type CoreDependencies, type CoreEpic } from '../epic';
import type { Event } from '../events';
import type { RootState } from '../root.reducer';
import type { StateObservable } from '../store/store';
import { assistantItemsOf } from './chat-message';
import { SCROLL_AFTER_SEND_MS } from './chat-limits';
import { buildSendPayload, postChatMessage, settledSendEvents, tempMessage } from './chat-send';
import { messageAt, newestPending, type MessageList } from './message-list';
import { awaitConversation } from './conversation-gate';
import { CHAT_MESSAGES } from '../messages/chat.messages';

interface SendJob {
  readonly tempId: string;
  readonly content: string;
}

/** The assistant's latest proposed cart lines, which a text send passes back as previousItems. */
function latestAssistantItems(messages: MessageList): readonly unknown[] {
  for (let i = messages.length - 1; i >= 0; i--) {
    const items = assistantItemsOf(messageAt(messages, i)!);
    if (items.length > 0) return items;
  }
  return [];
}

function send(
  deps: CoreDependencies,
  state$: StateObservable<RootState>,
  job: SendJob,
  conversationId: string | null,
): Observable<Event> {
  const { tempId, content } = job;
  if (conversationId === null) {
    return of({ type: 'chat/sendFailed', payload: { tempId, content, status: 0, message: CHAT_MESSAGES.startFailed } });
  }
  const state = state$.value;
  if (state.chat.conversation?.id !== conversationId) {
    return of({ type: 'chat/sendFailed', payload: { tempId, content, status: 0, message: CHAT_MESSAGES.closed } });
  }
  const payload = buildSendPayload(state, {
    conversationId,
    content,
    contentType: 'text',
    previousItems: latestAssistantItems(state.chat.messages),
  });
  return postChatMessage(deps, payload).pipe(
    mergeMap((outcome) =>
      settledSendEvents(outcome, { tempId, content, conversationId, failedMessage: CHAT_MESSAGES.sendFailed }),
    ),
  );
}

/**
 * The sends a previous page left unfinished: each pending message restored from storage fails
 * like any failed send (it leaves the list, the error shows), and the text of all of them comes
 * back to the input with the last one.
 */
function restoredSendsFailed(messages: MessageList): Event[] {
  const pending = newestPending(messages, messages.pending);
  const text = pending
    .filter((message) => message.content_type === 'text')
    .map((message) => message.content)
    .join('\n');
  return pending.map((message, index) => ({
    type: 'chat/sendFailed',
    payload: {
      tempId: message.id,
      content: index === pending.length - 1 ? text : '',
      status: 0,
      message: CHAT_MESSAGES.sendFailed,
    },
  }));
}

/**
 * Message send (SPEC §4): blank text is ignored; a temp_ message shows at once; the send waits
 * for the conversation (started by `chatInitiateEpic` when there is none) and sends go out one
 * after another in the order they were made. Success replaces the temp message; failure removes
 * it and gives the text back; 409 or 404 closes the chat. A send whose conversation could not be
 * started fails with CHAT_MESSAGES.startFailed; one still queued when its conversation
 * ended fails with the closed message. A pending message restored from storage is a failed send.
 */
export const chatSendEpic: CoreEpic = (event$, state$, deps) => {
  const jobs$ = event$.pipe(
    ofType('chat/sendRequested'),
    map((event) => event.payload.content.trim()),
    filter((content) => content.length > 0),
    map((content): SendJob => ({ tempId: deps.ports.ids.tempId(), content })),
    share(),
  );
  const pending$ = jobs$.pipe(
    map((job): Event => ({
      type: 'chat/messagePending',
      payload: {
        message: tempMessage(state$.value, job.tempId, {
          content: job.content,
          contentType: 'text',
          at: deps.ports.clock.now(),
        }),
      },
    })),
  );
  const sent$ = jobs$.pipe(
    mergeMap((job) =>
      awaitConversation(event$, state$).pipe(
        map((conversationId): [SendJob, string | null] => [job, conversationId]),
        defaultIfEmpty<[SendJob, string | null], [SendJob, string | null]>([job, null]),
      ),
    ),
    concatMap(([job, conversationId]) => send(deps, state$, job, conversationId)),
  );
  const restored$ = event$.pipe(
    ofType('persist/rehydrated'),
    mergeMap(() => restoredSendsFailed(state$.value.chat.messages)),
  );
  return merge(pending$, sent$, restored$);
};

/**
 * The list shows its end 100 ms after a send settles (SPEC §9) and when a message arrives in
 * the conversation.
 */
export const chatScrollEpic: CoreEpic = (event$, _state$, deps) =>
  event$.pipe(
    ofType('chat/messageSent', 'chat/messageReceived'),
    mergeMap((event) =>
      (event.type === 'chat/messageSent' ? timer(SCROLL_AFTER_SEND_MS, deps.ports.clock.scheduler) : of(0)).pipe(
        map((): Event => ({ type: 'chat/scrollToBottomDue' })),
      ),
    ),
  );
