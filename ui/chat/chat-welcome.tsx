import { STORE_DETAILS, telHref } from '../store-details';
import { PhoneIcon } from './chat-icons';

/** What an empty chat shows: a welcome to the store, who answers and when, and the phone number. */
export function ChatWelcome() {
  return (
    <div className="chat-welcome">
      <h3 className="chat-welcome__title">Welcome to {STORE_DETAILS.name}!</h3>
      <p className="chat-welcome__text">
        Our agents are available 10:00 AM - 8:00 PM. You can leave a message at any time and we will get back to you.
      </p>
      <section className="chat-need-support" aria-labelledby="chat-need-support-title">
        <h4 id="chat-need-support-title" className="chat-need-support__title">
          Need Support?
        </h4>
        <p className="chat-need-support__text">Talk to us on the phone during support hours.</p>
        <a className="chat-need-support__call" href={telHref(STORE_DETAILS.phone)}>
          <PhoneIcon />
          <span>Call {STORE_DETAILS.phone}</span>
        </a>
      </section>
    </div>
  );
}
