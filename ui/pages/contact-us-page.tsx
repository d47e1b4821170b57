import * as m from '#ui-messages';
import { Link } from 'wouter';
import { useDocumentHead } from '../head/document-head';
import { STORE_DETAILS, telHref, whatsappHref } from '../store-details';
import '../shared/shared.css';
import '../content/content.css';

/** How to reach the store: phone, WhatsApp, email, the address with its map link, and hours. */
export function ContactUsPage() {
  useDocumentHead({
    title: m.common_contact_us(),
    description: m.common_contact_description({ name: STORE_DETAILS.name }),
  });
  const { company } = STORE_DETAILS;
  return (
    <div className="content-page">
      <h1 className="page-title">{m.common_contact_us()}</h1>
      <p className="prose__lead">{m.common_contact_lead({ hours: STORE_DETAILS.customerCareHours })}</p>
      <ul className="contact-grid">
        <li className="contact-card">
          <h2>{m.common_contact_call()}</h2>
          <p>
            <a href={telHref(STORE_DETAILS.phone)}>{STORE_DETAILS.phone}</a>
          </p>
        </li>
        <li className="contact-card">
          <h2>{m.common_contact_whatsapp()}</h2>
          <p>
            <a href={whatsappHref()} target="_blank" rel="noopener noreferrer">
              {m.common_contact_whatsapp_message()}
            </a>
          </p>
        </li>
        <li className="contact-card">
          <h2>{m.checkout_email()}</h2>
          <p>
            <a href={`mailto:${STORE_DETAILS.email}`}>{STORE_DETAILS.email}</a>
          </p>
        </li>
        <li className="contact-card">
          <h2>{m.common_contact_visit()}</h2>
          <address>
            {company.legalName}
            {company.address.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
          </address>
          <p>
            <a href={STORE_DETAILS.mapUrl} target="_blank" rel="noopener noreferrer">
              {m.common_contact_map()}
            </a>
          </p>
        </li>
      </ul>
      <p>
        {m.common_contact_faq_before()}
        <Link href="/faq">{m.common_contact_faq_link()}</Link>
        {m.common_contact_faq_after()}
      </p>
    </div>
  );
}
