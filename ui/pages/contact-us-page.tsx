import { Link } from 'wouter';
import { useDocumentHead } from '../head/document-head';
import { STORE_DETAILS, telHref, whatsappHref } from '../store-details';
import '../shared/shared.css';
import '../content/content.css';

/** How to reach the store: phone, WhatsApp, email, the address with its map link, and hours. */
export function ContactUsPage() {
  useDocumentHead({
    title: 'Contact Us',
    description: `Call, WhatsApp or email ${STORE_DETAILS.name}, or visit our store in Gurugram.`,
  });
  const { company } = STORE_DETAILS;
  return (
    <div className="content-page">
      <h1 className="page-title">Contact Us</h1>
      <p className="prose__lead">
        We are happy to help with orders, products, bulk enquiries or anything else. Customer care is open{' '}
        {STORE_DETAILS.customerCareHours}.
      </p>
      <ul className="contact-grid">
        <li className="contact-card">
          <h2>Call us</h2>
          <p>
            <a href={telHref(STORE_DETAILS.phone)}>{STORE_DETAILS.phone}</a>
          </p>
        </li>
        <li className="contact-card">
          <h2>WhatsApp</h2>
          <p>
            <a href={whatsappHref()} target="_blank" rel="noopener noreferrer">
              Message us on WhatsApp
            </a>
          </p>
        </li>
        <li className="contact-card">
          <h2>Email</h2>
          <p>
            <a href={`mailto:${STORE_DETAILS.email}`}>{STORE_DETAILS.email}</a>
          </p>
        </li>
        <li className="contact-card">
          <h2>Visit our store</h2>
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
              Open in Google Maps
            </a>
          </p>
        </li>
      </ul>
      <p>
        Looking for a quick answer? See our <Link href="/faq">frequently asked questions</Link>.
      </p>
    </div>
  );
}
