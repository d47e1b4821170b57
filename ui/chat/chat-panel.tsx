import * as m from '#ui-messages';
import { useId, useRef, type KeyboardEvent } from 'react';
import { CloseIcon } from '../shared/icons';
import { useDispatch, useSelector } from '../store';
import { ChatAnnouncer } from './chat-announcer';
import { ChatWelcomeAfterClose } from './chat-closed-transcript';
import { ChatHeader } from './chat-header';
import { ChatInput } from './chat-input';
import { ChatMessageList } from './chat-message-list';
import { useVisualViewport } from './use-visual-viewport';
import { MicrophonePermissionDialog, VoiceRecorder } from './voice-recorder';
import './chat.css';
import './chat-messages.css';
import './chat-voice.css';
import {
  selectAssistantTyping,
  selectChatEmpty,
  selectChatError,
  selectChatInitiating,
  selectMessagesLoading,
} from '../../core/chat/chat-panel.selectors';
import { selectReconnecting } from '../../core/chat/chat-session.selectors';
import { selectVoiceError } from '../../core/voice/voice.selectors';

function ChatBody() {
  const isInitiating = useSelector(selectChatInitiating);
  const isEmpty = useSelector(selectChatEmpty);
  const isLoading = useSelector(selectMessagesLoading);
  if (isEmpty && (isInitiating || isLoading)) {
    return (
      <div className="chat-starting" role="status">
        <span className="chat-spinner" aria-hidden="true" />
        <span>{isInitiating ? m.chat_starting() : m.chat_loading_messages()}</span>
      </div>
    );
  }
  if (isEmpty) return <ChatWelcomeAfterClose />;
  return (
    <>
      {isInitiating && (
        <div className="chat-notice" role="status">
          <span className="chat-spinner chat-spinner--small" aria-hidden="true" />
          {m.chat_starting()}
        </div>
      )}
      <ChatMessageList />
    </>
  );
}

function TypingIndicator() {
  const isTyping = useSelector(selectAssistantTyping);
  if (!isTyping) return null;
  return (
    <div className="chat-typing" role="status" aria-label={m.chat_typing()}>
      <span className="chat-typing__dot" />
      <span className="chat-typing__dot" />
      <span className="chat-typing__dot" />
    </div>
  );
}

function ErrorBar() {
  const chatError = useSelector(selectChatError);
  const voiceError = useSelector(selectVoiceError);
  const dispatch = useDispatch();
  return (
    <div className="chat-error" role="alert">
      {chatError !== null && (
        <ErrorLine
          message={chatError}
          dismissLabel={m.chat_dismiss_error()}
          onDismiss={() => dispatch({ type: 'chat/errorDismissRequested' })}
        />
      )}
      {voiceError !== null && (
        <ErrorLine
          message={voiceError}
          dismissLabel={m.chat_dismiss_recording_error()}
          onDismiss={() => dispatch({ type: 'voice/cancelRequested' })}
        />
      )}
    </div>
  );
}

function ErrorLine({
  message,
  dismissLabel,
  onDismiss,
}: {
  readonly message: string;
  readonly dismissLabel: string;
  readonly onDismiss: () => void;
}) {
  return (
    <p className="chat-error__line">
      <span>{message}</span>
      <button type="button" className="chat-error__dismiss" aria-label={dismissLabel} onClick={onDismiss}>
        <CloseIcon size={20} />
      </button>
    </p>
  );
}

/**
 * The support chat: fixed at the bottom right on desktop, the whole screen on phones. Loaded
 * lazily by ChatWidget the first time the chat opens.
 */
export function ChatPanel() {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useVisualViewport(panel);
  const reconnecting = useSelector(selectReconnecting);
  const dispatch = useDispatch();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !event.isDefaultPrevented()) {
      event.preventDefault();
      dispatch({ type: 'chat/closeRequested' });
    }
  };

  return (
    <div ref={panel} className="chat-panel" role="dialog" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <ChatHeader titleId={titleId} />
      {reconnecting && (
        <div className="chat-notice chat-notice--warning" role="status">
          {m.chat_reconnecting()}
        </div>
      )}
      <div className="chat-body">
        <ChatBody />
      </div>
      <TypingIndicator />
      <ChatAnnouncer />
      <ErrorBar />
      <div className="chat-footer">
        <VoiceRecorder />
        <ChatInput />
      </div>
      <MicrophonePermissionDialog />
    </div>
  );
}
