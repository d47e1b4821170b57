import { concat, exhaustMap, filter, map, merge, mergeMap, of, type Observable } from 'rxjs';
import { ofType, type CoreDependencies, type CoreEpic } from '../epic';
import type { Event } from '../events';
import { isOk } from '../http/api-client';
import { readMessagePage } from './chat-message';
import { CHAT_ERRORS, HISTORY_PAGE_SIZE } from './chat-errors';
import type { MessagesLoadMode } from './chat.events';

/**
 * GET {chatApi}/chats/{id}/messages?limit=50[&before=cursor]. The page comes newest first and
 * is stored oldest first; a page shorter than the limit, or a null cursor, means nothing older.
 */
function loadMessages(deps: CoreDependencies, conversationId: string, mode: MessagesLoadMode, before: string | null): Observable<Event> {
  const url = `${deps.endpoints.chatApi}/chats/${encodeURIComponent(conversationId)}/messages`;
  return concat(
    of<Event>({ type: 'chat/messagesLoadStarted', payload: { conversationId, mode, before } }),
    deps.api.get(url, { query: { limit: HISTORY_PAGE_SIZE, before: before ?? undefined } }).pipe(
      mergeMap((response): Event[] => {
        const page = isOk(response) ? readMessagePage(response.body) : null;
        if (!page) {
          return [{ type: 'chat/messagesLoadFailed', payload: { conversationId, mode, status: response.status, message: CHAT_ERRORS.loadFailed } }];
        }
        const received = page.messages.length + page.dropped.length;
        const nextBefore = received >= HISTORY_PAGE_SIZE ? page.nextBefore : null;
        return [
          ...page.dropped.map((reason): Event => ({ type: 'chat/messageDropped', payload: { origin: 'history', reason } })),
          { type: 'chat/messagesLoaded', payload: { conversationId, mode, messages: page.messages, nextBefore } },
        ];
      }),
    ),
  );
}

/**
 * History (SPEC §4, §7): a resumed conversation loads its last 50 messages; scrolling to the
 * top loads the next older page with the cursor (one load at a time, none once the server has no
 * more); a (re)joined room fetches the newest page and merges in what was missed.
 */
export const chatHistoryEpic: CoreEpic = (event$, state$, deps) =>
  merge(
    event$.pipe(
      ofType('chat/initiated'),
      filter((event) => event.payload.resumed),
      mergeMap((event) => loadMessages(deps, event.payload.conversation.id, 'replace', null)),
    ),
    event$.pipe(
      ofType('chat/olderMessagesRequested'),
      map(() => state$.value.chat),
      filter((chat) => chat.conversation !== null && chat.hasMoreMessages && !chat.isLoadingMessages),
      exhaustMap((chat) =>
        chat.nextBefore === null
          ? loadMessages(deps, chat.conversation!.id, 'replace', null)
          : loadMessages(deps, chat.conversation!.id, 'prepend', chat.nextBefore),
      ),
    ),
    event$.pipe(
      ofType('chat/roomJoined'),
      filter((event) => event.payload.catchUp),
      mergeMap((event) => loadMessages(deps, event.payload.conversationId, 'merge', null)),
    ),
  );
