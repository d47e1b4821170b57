import * as m from '#ui-messages';
import { CloseIcon } from '../shared/icons';
import { useDispatch } from '../store';
import { STORE_DETAILS, telHref } from '../store-details';
import { PhoneIcon } from './chat-icons';

/** The line under the chat title, exactly as the specification writes it. */
export const SUPPORT_HOURS_LINE = m.chat_support_hours();

/** The chat's title bar: the title (which names the dialog), support hours, call and close. */
export function ChatHeader({ titleId }: { readonly titleId: string }) {
  const dispatch = useDispatch();
  return (
    <header className="chat-header">
      <div className="chat-header__text">
        <h2 id={titleId} className="chat-header__title">
          {m.chat_title()}
        </h2>
        <p className="chat-header__hours">{SUPPORT_HOURS_LINE}</p>
      </div>
      <a
        className="chat-icon-button"
        href={telHref(STORE_DETAILS.phone)}
        aria-label={m.chat_call_support()}
        title={STORE_DETAILS.phone}
      >
        <PhoneIcon />
      </a>
      <button
        type="button"
        className="chat-icon-button"
        aria-label={m.chat_close_chat()}
        onClick={() => dispatch({ type: 'chat/closeRequested' })}
      >
        <CloseIcon size={20} />
      </button>
    </header>
  );
}
