import * as m from '#ui-messages';
import { memo, useState } from 'react';
import { Link } from 'wouter';
import { TEMP_MESSAGE_PREFIX, type ChatLinkAction, type ChatMessage } from '../../core/chat/chat.model';
import { useDispatch, useSelector } from '../store';
import { selectRecordedSeconds } from '../../core/voice/voice.selectors';
import { AudioBubble } from './audio-bubble';
import { safeAudioSrc } from './audio-source';
import { suggestedHandle, suggestedVariantId } from '../../core/suggestion/product-summary';
import { ProductCard } from './product-card';
import { onFirstUse } from '../format/on-first-use';
import { INTL_LOCALE } from '../i18n/language';

/** Whether the shopper wrote this message (shown on the right). */
export const isOwnMessage = (message: ChatMessage): boolean => message.sender_type === 'customer';

/**
 * Who wrote a message that is not the shopper's: the sender's name, or a plain role in the store's language (also when
 * the server names the sender by the role in English, 'Assistant' or 'Support').
 */
export function senderName(message: ChatMessage): string {
  const name = message.metadata?.sender?.name?.trim();
  if (name && !/^(assistant|support)$/i.test(name)) return name;
  const role = name || message.sender_type;
  return /^(ai|assistant|bot)$/i.test(role) ? m.chat_sender_assistant() : m.chat_sender_support();
}

const TIME = onFirstUse(() => new Intl.DateTimeFormat(INTL_LOCALE, { hour: 'numeric', minute: '2-digit' }));

function timeOf(createdAt: string): string | null {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? null : TIME().format(date);
}

function pageOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

/** A text past this many lines, or characters, shows clamped with 'Show more'. */
const CLAMP_AFTER_LINES = 12;
const CLAMP_AFTER_CHARS = 1200;

function isTall(text: string): boolean {
  if (text.length > CLAMP_AFTER_CHARS) return true;
  let lines = 1;
  for (let at = text.indexOf('\n'); at >= 0 && lines <= CLAMP_AFTER_LINES; at = text.indexOf('\n', at + 1)) lines++;
  return lines > CLAMP_AFTER_LINES;
}

/**
 * A message's text as text, its direction left to the browser (for Urdu as for English); a tall one clamped until 'Show
 * more'.
 */
function MessageText({ text }: { readonly text: string }) {
  const [expanded, setExpanded] = useState(false);
  const clamped = !expanded && isTall(text);
  return (
    <>
      <p className={`chat-message__text${clamped ? ' chat-message__text--clamped' : ''}`} dir="auto">
        {text}
      </p>
      {clamped && (
        <button type="button" className="chat-message__more" onClick={() => setExpanded(true)}>
          {m.chat_show_more()}
        </button>
      )}
    </>
  );
}

/** Whether the chat covers the page (phones), so following a link must close it to show the page. */
const chatCoversPage = (): boolean =>
  typeof window !== 'undefined' && (window.matchMedia?.('(max-width: 767.98px)').matches ?? false);

/** The links an answer offers, opened in the app (client-side); on a phone the chat closes to show the page. */
function MessageLinks({ links }: { readonly links: readonly ChatLinkAction[] }) {
  const dispatch = useDispatch();
  return (
    <div className="chat-message__links">
      {links.map((link) => (
        <Link
          key={`${link.path} ${link.label}`}
          href={link.path}
          className="chat-message__link"
          onClick={() => {
            if (chatCoversPage()) dispatch({ type: 'chat/closeRequested' });
          }}
        >
          {link.label}
        </Link>
      ))}
    </div>
  );
}

/** One message: text as text (line breaks kept), a voice note, an assistant product card, or the links it offers. */
export const ChatMessageRow = memo(function ChatMessageRow({ message }: { readonly message: ChatMessage }) {
  const own = isOwnMessage(message);
  const pending = message.id.startsWith(TEMP_MESSAGE_PREFIX);
  const handle = own ? null : suggestedHandle(message);
  const links = own ? [] : (message.metadata?.actions ?? []);
  const time = timeOf(message.created_at);
  const recordedSeconds = useSelector(selectRecordedSeconds(message.content));
  return (
    <div
      className={`chat-message ${own ? 'chat-message--own' : 'chat-message--other'}${pending ? ' chat-message--pending' : ''}`}
      data-message-id={message.id}
    >
      {!own && <span className="chat-message__sender">{senderName(message)}</span>}
      <div className="chat-message__bubble">
        {message.content_type === 'audio' ? (
          <AudioBubble
            src={safeAudioSrc(message.content, pageOrigin())}
            transcript={message.metadata?.transcription?.transcript}
            recordedSeconds={recordedSeconds}
          />
        ) : (
          <MessageText text={message.content} />
        )}
      </div>
      {handle !== null && <ProductCard handle={handle} variantId={suggestedVariantId(message)} />}
      {links.length > 0 && <MessageLinks links={links} />}
      <span className="chat-message__meta">
        {pending ? (
          <span className="visually-hidden">{m.chat_sending()}</span>
        ) : time !== null ? (
          <time dateTime={message.created_at}>{time}</time>
        ) : null}
      </span>
    </div>
  );
});
