import { lazy, Suspense, useEffect, useRef } from 'react';
import { useDispatch, useSelector } from '../store';
import { ChatBubbleIcon } from './chat-icons';
import './chat-launcher.css';

const ChatPanel = lazy(() => import('./chat-panel').then((module) => ({ default: module.ChatPanel })));

/**
 * The chat as the page always carries it: the round 'Open chat' button (desktop only; phones open
 * the chat from the bottom bar's Support item), hidden while the chat is open, and the panel,
 * whose code (and the socket library behind it) is only downloaded when the chat first opens.
 */
export function ChatWidget() {
  const isOpen = useSelector((state) => state.chat.isOpen);
  const dispatch = useDispatch();
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(isOpen);

  useEffect(() => {
    if (wasOpen.current && !isOpen) {
      const active = document.activeElement;
      if (active === null || active === document.body) launcher.current?.focus();
    }
    wasOpen.current = isOpen;
  }, [isOpen]);

  return (
    <>
      {!isOpen && (
        <button
          ref={launcher}
          type="button"
          className="chat-launcher"
          aria-label="Open chat"
          onClick={() => dispatch({ type: 'chat/openRequested' })}
        >
          <ChatBubbleIcon />
        </button>
      )}
      {isOpen && (
        <Suspense fallback={null}>
          <ChatPanel />
        </Suspense>
      )}
    </>
  );
}
