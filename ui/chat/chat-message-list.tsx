import * as m from '#ui-messages';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Virtualizer, type VirtualizerHandle } from 'virtua';
import { TEMP_MESSAGE_PREFIX, type ChatMessage } from '../../core/chat/chat.model';
import { useDispatch, useSelector } from '../store';
import { ChatMessageRow, isOwnMessage } from './chat-message-row';
import {
  selectChatMessages,
  selectHasConversation,
  selectHasOlderMessages,
  selectMessagesLoading,
} from '../../core/chat/chat-panel.selectors';
import { selectScrollRequest } from '../../core/chat/chat-session.selectors';

/** How close to the top (px) the list must be scrolled to load older messages. */
const LOAD_OLDER_THRESHOLD_PX = 80;
/** How close to the end (px) still counts as reading the newest messages. */
const STICK_TO_BOTTOM_PX = 48;

/** True when `next` is `previous` with older messages put in front (and nothing else changed at the end). */
export function isPrepend(previous: readonly ChatMessage[], next: readonly ChatMessage[]): boolean {
  if (previous === next || previous.length === 0 || next.length <= previous.length) return false;
  return next[0]?.id !== previous[0]?.id && next[next.length - 1]?.id === previous[previous.length - 1]?.id;
}

/**
 * The conversation, virtualized: only the messages near the viewport are in the page. Scrolling
 * to the top asks the core for the next older page, which is put in front without moving what the
 * shopper is reading; the list follows the newest message while the shopper is at the end, after
 * their own send and whenever the core asks for it.
 */
export function ChatMessageList() {
  const messages = useSelector(selectChatMessages);
  const hasMore = useSelector(selectHasOlderMessages);
  const isLoading = useSelector(selectMessagesLoading);
  const hasConversation = useSelector(selectHasConversation);
  const scrollRequest = useSelector(selectScrollRequest);
  const dispatch = useDispatch();
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<VirtualizerHandle>(null);
  const committed = useRef(messages);
  const stickToBottom = useRef(true);
  const olderRequested = useRef(false);
  const handledScrollRequest = useRef(scrollRequest);

  const shift = isPrepend(committed.current, messages);

  const scrollToEnd = () => {
    stickToBottom.current = true;
    requestAnimationFrame(() => {
      const count = committed.current.length;
      if (count > 0) list.current?.scrollToIndex(count - 1, { align: 'end' });
    });
  };

  useLayoutEffect(() => {
    const previous = committed.current;
    committed.current = messages;
    if (previous === messages) {
      scrollToEnd();
      return;
    }
    olderRequested.current = false;
    if (isPrepend(previous, messages)) return;
    const last = messages[messages.length - 1];
    if (last === undefined || last.id === previous[previous.length - 1]?.id) return;
    const ownSend = isOwnMessage(last) && last.id.startsWith(TEMP_MESSAGE_PREFIX);
    if (ownSend || stickToBottom.current) scrollToEnd();
  }, [messages]);

  useEffect(() => {
    if (scrollRequest === handledScrollRequest.current) return;
    handledScrollRequest.current = scrollRequest;
    scrollToEnd();
  }, [scrollRequest]);

  useEffect(() => {
    if (!isLoading) olderRequested.current = false;
  }, [isLoading]);

  const onScroll = (offset: number) => {
    const handle = list.current;
    if (handle !== null) stickToBottom.current = handle.scrollSize - handle.viewportSize - offset <= STICK_TO_BOTTOM_PX;
    if (offset > LOAD_OLDER_THRESHOLD_PX * 3) olderRequested.current = false;
    if (offset <= LOAD_OLDER_THRESHOLD_PX && hasMore && hasConversation && !isLoading && !olderRequested.current) {
      olderRequested.current = true;
      dispatch({ type: 'chat/olderMessagesRequested' });
    }
  };

  return (
    <div className="chat-messages-frame">
      {isLoading && messages.length > 0 && (
        <div className="chat-messages__loading" role="status">
          <span className="chat-spinner" aria-hidden="true" />
          <span className="visually-hidden">{m.chat_loading_older()}</span>
        </div>
      )}
      <div
        ref={scroller}
        className="chat-messages"
        role="region"
        aria-label={m.chat_messages_label()}
        tabIndex={0}
        aria-busy={isLoading}
      >
        <div className="chat-messages__spacer" />
        <Virtualizer ref={list} scrollRef={scroller} data={messages} shift={shift} onScroll={onScroll} bufferSize={400}>
          {(message: ChatMessage) => <ChatMessageRow key={message.id} message={message} />}
        </Virtualizer>
      </div>
    </div>
  );
}
