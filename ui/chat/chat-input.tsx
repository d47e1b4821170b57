import * as m from '#ui-messages';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX_CHARS } from '../../core/chat/chat-limits';
import { useDispatch, useSelector } from '../store';
import { MicIcon, SendIcon } from './chat-icons';
import { selectAudioUploading, selectChatBusy } from '../../core/chat/chat-panel.selectors';
import { selectReturnedText } from '../../core/chat/chat-session.selectors';
import { selectVoiceIdle } from '../../core/voice/voice.selectors';

/** The textarea grows with its text up to this height (px), then scrolls. */
const INPUT_MAX_HEIGHT_PX = 120;
/** The character counter shows once the text is longer than this. */
const COUNTER_AFTER_CHARS = 100;

/**
 * The message box: Enter sends, Shift+Enter adds a line, blank text is never sent. A message sent
 * while another is sending shows at once and goes after it, in order. Voice is disabled while a send
 * or a voice upload is in flight; send while a voice note uploads, and while the box is empty.
 * Text whose send failed comes back into the box. The box takes at most 4000 characters, and the
 * counter says so. The box takes the focus when the chat opens,
 * except on phones, where that would throw the keyboard up at once.
 */
export function ChatInput() {
  const busy = useSelector(selectChatBusy);
  const uploading = useSelector(selectAudioUploading);
  const returned = useSelector(selectReturnedText);
  const voiceIdle = useSelector(selectVoiceIdle);
  const dispatch = useDispatch();
  const [text, setText] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const restored = useRef(returned);

  useEffect(() => {
    if (returned.count === restored.current.count) return;
    restored.current = returned;
    if (returned.text.trim() !== '') {
      setText((current) =>
        (current.trim() === '' ? returned.text : `${returned.text}\n${current}`).slice(0, CHAT_MESSAGE_MAX_CHARS),
      );
    }
  }, [returned]);

  useLayoutEffect(() => {
    const element = textarea.current;
    if (element === null) return;
    element.style.height = 'auto';
    const height = Math.min(element.scrollHeight, INPUT_MAX_HEIGHT_PX);
    if (height > 0) element.style.height = `${height}px`;
    element.style.overflowY = element.scrollHeight > INPUT_MAX_HEIGHT_PX ? 'auto' : 'hidden';
  }, [text]);

  useEffect(() => {
    const phone = window.matchMedia?.('(max-width: 767.98px)').matches ?? false;
    if (!phone) textarea.current?.focus({ preventScroll: true });
  }, []);

  const blank = text.trim() === '';

  const send = () => {
    if (blank || uploading) return;
    dispatch({ type: 'chat/sendRequested', payload: { content: text.trim() } });
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className="chat-input"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="chat-input__field">
        <textarea
          ref={textarea}
          className="chat-input__textarea"
          aria-label={m.chat_input_label()}
          placeholder={m.chat_input_placeholder()}
          rows={1}
          value={text}
          maxLength={CHAT_MESSAGE_MAX_CHARS}
          onChange={(event) => setText(event.target.value.slice(0, CHAT_MESSAGE_MAX_CHARS))}
          onKeyDown={onKeyDown}
        />
        {text.length > COUNTER_AFTER_CHARS && (
          <span className="chat-input__counter" aria-live="polite">
            {(text.length >= CHAT_MESSAGE_MAX_CHARS ? m.chat_input_counter_at_limit : m.chat_input_counter)({
              count: text.length,
              max: CHAT_MESSAGE_MAX_CHARS,
            })}
          </span>
        )}
      </div>
      <button
        type="button"
        className="chat-input__button chat-input__button--voice"
        aria-label={m.chat_record_voice()}
        disabled={busy || !voiceIdle}
        onClick={() => dispatch({ type: 'voice/recordRequested' })}
      >
        <MicIcon />
      </button>
      <button
        type="submit"
        className="chat-input__button chat-input__button--send"
        aria-label={m.chat_send_message()}
        disabled={uploading || blank}
      >
        <SendIcon />
      </button>
    </form>
  );
}
