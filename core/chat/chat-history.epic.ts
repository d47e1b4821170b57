import { concat, exhaustMap, filter, map, merge, mergeMap, of, type Observable } from 'rxjs';
import { ofType, type CoreDependencies, type CoreEpic } from '../epic';
import type { Event } from '../events';
import { isOk } from '../http/api-client';
import { readMessagePage } from './chat-message';
import { CHAT_ERRORS, HISTORY_PAGE_SIZE } from './chat-errors';
import type { MessagesLoadMode } from './chat.events';
import { TEMP_MESSAGE_PREFIX, type ChatMessage } from './chat.model';
import { compareMessages } from './message-list';

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
 * How many messages the list already held a catch-up page must end with (at its old end) for the
 * gap to count as closed: room for pushes and send answers that arrived out of order before a drop.
 */
const CATCH_UP_OVERLAP = 10;

/**
 * What a (re)joined room missed: the newest page merged in, then older pages (with each page's
 * cursor) until one overlaps what the list held, from the oldest message it held on, by
 * {@link CATCH_UP_OVERLAP} messages (or all of them, when it held fewer), so no gap is left however
 * many were missed; the list's own cursor is left alone, so older history stays pageable. With
 * nothing held, the newest page loads as a resumed conversation's does.
 */
function catchUp(deps: CoreDependencies, conversationId: string, list: readonly ChatMessage[]): Observable<Event> {
  const held = list.filter((message) => !message.id.startsWith(TEMP_MESSAGE_PREFIX));
  if (held.length === 0) return loadMessages(deps, conversationId, 'replace', null);
  const ids = new Set(held.map((message) => message.id));
  const oldest = held[0]!;
  const need = Math.min(CATCH_UP_OVERLAP, held.length);
  const overlaps = (messages: readonly ChatMessage[]): boolean => {
    let count = 0;
    for (const message of messages) {
      if (compareMessages(message, oldest) < 0) continue;
      if (!ids.has(message.id)) break;
      if (++count >= need) return true;
    }
    return false;
  };
  const page = (before: string | null): Observable<Event> =>
    loadMessages(deps, conversationId, 'merge', before).pipe(
      mergeMap((event) => {
        if (event.type !== 'chat/messagesLoaded') return of(event);
        const { messages, nextBefore } = event.payload;
        const gapOpen = nextBefore !== null && nextBefore !== before && !overlaps(messages);
        return gapOpen ? concat(of(event), page(nextBefore)) : of(event);
      }),
    );
  return page(null);
}

/**
 * History (SPEC §4, §7): a resumed conversation loads its last 50 messages; scrolling to the
 * top loads the next older page with the cursor (one load at a time, none once the server has no
 * more); a (re)joined room merges in everything it missed (see `catchUp`).
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
      mergeMap((event) => catchUp(deps, event.payload.conversationId, state$.value.chat.messages)),
    ),
  );
