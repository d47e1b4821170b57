import { useId } from 'react';
import { useSelector } from '../store';
import { ChatMessageRow } from './chat-message-row';
import { ChatWelcome } from './chat-welcome';
import { CHAT_MESSAGES } from '../../core/messages/chat.messages';
import { selectClosedTranscript } from '../../core/chat/chat-panel.selectors';

/**
 * The welcome view, with the conversation an agent just completed above it: readable, marked
 * closed, until the shopper starts a new one.
 */
export function ChatWelcomeAfterClose() {
  const transcript = useSelector(selectClosedTranscript);
  const titleId = useId();
  if (transcript === null) return <ChatWelcome />;
  return (
    <div className="chat-closed-view">
      <section className="chat-closed" aria-labelledby={titleId}>
        {transcript.map((message) => (
          <ChatMessageRow key={message.id} message={message} />
        ))}
        <p id={titleId} className="chat-closed__notice" role="note">
          {CHAT_MESSAGES.closedNotice}
        </p>
      </section>
      <ChatWelcome />
    </div>
  );
}
