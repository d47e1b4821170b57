import { useEffect, useRef } from 'react';
import { lazyComponent } from '../components/lazy-component';
import { useDispatch, useSelector } from '../store';
import { ChatBubbleIcon } from './chat-icons';
import './chat-launcher.css';

const LazyChatPanel = lazyComponent<object>(() => import('./chat-panel').then((module) => module.ChatPanel));

/**
 * Starts loading the panel's code (once). Called when the shopper points at or focuses a button
 * that opens the chat, so the panel usually shows at once on the click that follows.
 */
export const preloadChatPanel = LazyChatPanel.preload;

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
          onPointerEnter={() => void preloadChatPanel()}
          onFocus={() => void preloadChatPanel()}
        >
          <ChatBubbleIcon />
        </button>
      )}
      {isOpen && <LazyChatPanel.Component when />}
    </>
  );
}
