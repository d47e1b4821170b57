import { useId } from 'react';
import { useSelector } from '../store';
import { ChatMessageRow } from './chat-message-row';
import { ChatWelcome } from './chat-welcome';

/** The notice over a conversation an agent completed. */
export const CLOSED_CHAT_NOTICE = 'This chat was closed';

/**
 * The welcome view, with the conversation an agent just completed above it: readable, marked
 * closed, until the shopper starts a new one.
 */
export function ChatWelcomeAfterClose() {
  const transcript = useSelector((state) => state.chat.closedTranscript);
  const titleId = useId();
  if (transcript === null) return <ChatWelcome />;
  return (
    <div className="chat-closed-view">
      <section className="chat-closed" aria-labelledby={titleId}>
        {transcript.map((message) => (
          <ChatMessageRow key={message.id} message={message} />
        ))}
        <p id={titleId} className="chat-closed__notice" role="note">
          {CLOSED_CHAT_NOTICE}
        </p>
      </section>
      <ChatWelcome />
    </div>
  );
}
