import * as m from '#ui-messages';
import { useEffect, useRef } from 'react';
import { ErrorBoundary } from '../shell/error-boundary';
import { lazyComponent } from '../shared/lazy-component';
import { RetryNotice } from '../shared/retry-notice';
import { useDispatch, useSelector } from '../store';
import { ChatBubbleIcon } from './chat-icons';
import './chat-launcher.css';
import { selectChatOpen } from '../../core/chat/chat.selectors';

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
  const isOpen = useSelector(selectChatOpen);
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
          aria-label={m.chat_open_chat()}
          onClick={() => dispatch({ type: 'chat/openRequested' })}
          onPointerEnter={() => void preloadChatPanel()}
          onFocus={() => void preloadChatPanel()}
        >
          <ChatBubbleIcon />
        </button>
      )}
      {isOpen && (
        <ErrorBoundary
          where="ui:chat"
          fallback={(retry) => <ChatFailed onRetry={retry} onClose={() => dispatch({ type: 'chat/closeRequested' })} />}
        >
          <LazyChatPanel.Component when />
        </ErrorBoundary>
      )}
    </>
  );
}

/** In place of a chat panel that failed: says so, with 'Try again' and a way to close the chat. */
function ChatFailed({ onRetry, onClose }: { readonly onRetry: () => void; readonly onClose: () => void }) {
  return (
    <div className="chat-failed" role="dialog" aria-label={m.chat_title()}>
      <RetryNotice onRetry={onRetry}>
        <p>{m.chat_could_not_show()}</p>
      </RetryNotice>
      <button type="button" className="link-button" onClick={onClose}>
        {m.chat_close_chat()}
      </button>
    </div>
  );
}
