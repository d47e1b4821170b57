import * as m from '#ui-messages';
import { whatsappHref } from '../store-details';
import { WhatsAppIcon } from '../shared/icons';

/** The round WhatsApp button floating at the bottom left, opening a chat with the enquiry text filled in. */
export function WhatsAppButton() {
  return (
    <a
      className="whatsapp-button"
      href={whatsappHref()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={m.shell_chat_on_whatsapp()}
    >
      <WhatsAppIcon />
    </a>
  );
}
