import * as m from '#ui-messages';
import { STORE_DETAILS, telHref } from '../store-details';
import { PhoneIcon } from './chat-icons';

/** What an empty chat shows: a welcome to the store, who answers and when, and the phone number. */
export function ChatWelcome() {
  return (
    <div className="chat-welcome">
      <h3 className="chat-welcome__title">{m.chat_welcome_title({ name: STORE_DETAILS.name })}</h3>
      <p className="chat-welcome__text">{m.chat_welcome_text()}</p>
      <section className="chat-need-support" aria-labelledby="chat-need-support-title">
        <h4 id="chat-need-support-title" className="chat-need-support__title">
          {m.chat_need_support()}
        </h4>
        <p className="chat-need-support__text">{m.chat_need_support_text()}</p>
        <a className="chat-need-support__call" href={telHref(STORE_DETAILS.phone)}>
          <PhoneIcon />
          <span>{m.cart_call_phone({ phone: STORE_DETAILS.phone })}</span>
        </a>
      </section>
    </div>
  );
}
