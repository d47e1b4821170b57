import * as m from '#ui-messages';
import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../../core/chat/chat.model';
import { useSelector } from '../store';
import { isOwnMessage, senderName } from './chat-message-row';
import { selectChatMessages, selectMessagesLoading } from '../../core/chat/chat-panel.selectors';

/** How many of the newest messages one update may announce. */
const MAX_ANNOUNCED = 3;

function announcement(message: ChatMessage): string {
  const body = message.content_type === 'audio' ? m.chat_voice_message() : message.content;
  return `${senderName(message)}: ${body}`;
}

/**
 * A polite live region, outside the virtualized list, that reads out messages from support and
 * the assistant as they arrive. Messages already there when the chat opened, and pages of history
 * loaded later, are not announced.
 */
export function ChatAnnouncer() {
  const messages = useSelector(selectChatMessages);
  const isLoading = useSelector(selectMessagesLoading);
  const seen = useRef<Set<string> | null>(null);
  const wasLoading = useRef(isLoading);
  const [text, setText] = useState('');

  useEffect(() => {
    const loadFinished = wasLoading.current && !isLoading;
    wasLoading.current = isLoading;
    if (seen.current === null) {
      seen.current = new Set(messages.map((message) => message.id));
      return;
    }
    const known = seen.current;
    const fresh: ChatMessage[] = [];
    for (let index = messages.length - 1; index >= 0; index -= 1) {
      const message = messages[index];
      if (message === undefined || known.has(message.id)) break;
      fresh.unshift(message);
    }
    if (loadFinished) {
      for (const message of messages) known.add(message.id);
      return;
    }
    for (const message of fresh) known.add(message.id);
    const incoming = fresh.filter((message) => !isOwnMessage(message)).slice(-MAX_ANNOUNCED);
    if (incoming.length > 0) setText(incoming.map(announcement).join('\n'));
  }, [messages, isLoading]);

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="chat-announcer">
      {text}
    </div>
  );
}
