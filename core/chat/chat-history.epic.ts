import { concat, defer, EMPTY, exhaustMap, from, filter, map, merge, mergeMap, of, type Observable } from 'rxjs';
import { ofType, type CoreDependencies, type CoreEpic } from '../epic';
import type { Event } from '../events';
import { isOk } from '../http/api-client';
import type { RootState } from '../root.reducer';
import type { StateObservable } from '../store/store';
import { readMessagePage } from './chat-message';
import { HISTORY_PAGE_SIZE } from './chat-limits';
import type { MessagesLoadMode } from './chat.events';
import { TEMP_MESSAGE_PREFIX, type ChatMessage } from './chat.model';
import { compareMessages, messageById, messagesOf } from './message-list';
import { CHAT_MESSAGES } from '../messages/chat.messages';

/**
 * GET {chatApi}/chats/{id}/messages?limit=50[&before=cursor]. The page comes newest first and
 * is stored oldest first; a page shorter than the limit, or a null cursor, means nothing older.
 * `finish` decides what follows a page that loaded: more pages, whether the list is now synced,
 * and (`mode`) how the page enters the list when that changed meanwhile.
 */
function loadMessages(
  deps: CoreDependencies,
  conversationId: string,
  mode: MessagesLoadMode,
  before: string | null,
  finish: (page: { readonly messages: readonly ChatMessage[]; readonly nextBefore: string | null }) => {
    readonly syncedThrough?: string;
    readonly more?: Observable<Event>;
    readonly mode?: MessagesLoadMode;
  } = () => ({}),
): Observable<Event> {
  const url = `${deps.endpoints.chatApi}/chats/${encodeURIComponent(conversationId)}/messages`;
  return concat(
    of<Event>({ type: 'chat/messagesLoadStarted', payload: { conversationId, mode, before } }),
    deps.api.get(url, { query: { limit: HISTORY_PAGE_SIZE, before: before ?? undefined } }).pipe(
      mergeMap((response): Observable<Event> => {
        const page = isOk(response) ? readMessagePage(response.body) : null;
        if (!page) {
          return of({
            type: 'chat/messagesLoadFailed',
            payload: { conversationId, mode, status: response.status, message: CHAT_MESSAGES.loadFailed },
          });
        }
        const received = page.messages.length + page.dropped.length;
        const nextBefore = received >= HISTORY_PAGE_SIZE ? page.nextBefore : null;
        const done = finish({ messages: page.messages, nextBefore });
        const { syncedThrough, more } = done;
        const loaded: Event[] = [
          ...page.dropped.map((reason): Event => ({
            type: 'chat/messageDropped',
            payload: { origin: 'history', reason },
          })),
          {
            type: 'chat/messagesLoaded',
            payload: {
              conversationId,
              mode: done.mode ?? mode,
              messages: page.messages,
              nextBefore,
              ...(syncedThrough ? { syncedThrough } : {}),
            },
          },
        ];
        return concat(from(loaded), more ?? EMPTY);
      }),
    ),
  );
}

/**
 * The newest page: the list then holds everything up to its newest message. Its cursor becomes
 * the list's unless a newer newest-page load started meanwhile (the chat session slice counts
 * them, `newestPageLoads`); then the page is only merged in, so a late answer computed earlier
 * never puts back a cursor the newer one moved on from.
 */
const newestPage = (
  state$: StateObservable<RootState>,
  deps: CoreDependencies,
  conversationId: string,
): Observable<Event> =>
  defer(() => {
    const load = state$.value.chatSession.newestPageLoads + 1;
    return loadMessages(deps, conversationId, 'replace', null, ({ messages }) =>
      load === state$.value.chatSession.newestPageLoads ? { syncedThrough: messages.at(-1)?.id } : { mode: 'merge' },
    );
  });

/**
 * What a (re)joined room missed: the newest page merged in, then older pages (with each page's
 * cursor) until one reaches the message the list was synced through (when that is unknown: its
 * oldest message if older ones are still to page, else the conversation's start), so no gap is
 * left however many were missed, whatever arrived out of order meanwhile; the list is then synced
 * through the newest page's newest message. The list's own cursor is left alone, so older history
 * stays pageable. With nothing held, the newest page loads as a resumed conversation's does.
 */
function catchUp(
  state$: StateObservable<RootState>,
  deps: CoreDependencies,
  conversationId: string,
): Observable<Event> {
  const chat = state$.value.chat;
  const held = messagesOf(chat.messages).filter((message) => !message.id.startsWith(TEMP_MESSAGE_PREFIX));
  if (held.length === 0) return newestPage(state$, deps, conversationId);
  const synced = chat.syncedThrough !== null ? messageById(chat.messages, chat.syncedThrough) : undefined;
  const anchor = synced ?? (chat.hasMoreMessages ? held[0]! : null);
  /** `newest`: the newest message of the catch-up's first page, once it has loaded. */
  const page = (before: string | null, newest: string | undefined): Observable<Event> =>
    loadMessages(deps, conversationId, 'merge', before, ({ messages, nextBefore }) => {
      const through = newest ?? messages.at(-1)?.id;
      const reached = anchor !== null && messages.length > 0 && compareMessages(messages[0]!, anchor) <= 0;
      if (nextBefore !== null && nextBefore !== before && !reached) return { more: page(nextBefore, through) };
      return through ? { syncedThrough: through } : {};
    });
  return page(null, undefined);
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
      mergeMap((event) => newestPage(state$, deps, event.payload.conversation.id)),
    ),
    event$.pipe(
      ofType('chat/olderMessagesRequested'),
      map(() => state$.value.chat),
      filter((chat) => chat.conversation !== null && chat.hasMoreMessages && !chat.isLoadingMessages),
      exhaustMap((chat) =>
        chat.nextBefore === null
          ? newestPage(state$, deps, chat.conversation!.id)
          : loadMessages(deps, chat.conversation!.id, 'prepend', chat.nextBefore),
      ),
    ),
    event$.pipe(
      ofType('chat/roomJoined'),
      filter((event) => event.payload.catchUp),
      mergeMap((event) => catchUp(state$, deps, event.payload.conversationId)),
    ),
  );
