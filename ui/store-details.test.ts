import { describe, expect, it } from 'vitest';
import { STORE_DETAILS, telHref, whatsappHref } from './store-details';

describe('store details', () => {
  it('dials the phone number without spaces', () => {
    expect(telHref(STORE_DETAILS.phone)).toBe('tel:+919876543210');
  });

  it('opens WhatsApp with the enquiry text encoded', () => {
    expect(whatsappHref('Atta & ghee?')).toBe(
      `https://wa.me/${STORE_DETAILS.whatsappNumber}?text=Atta%20%26%20ghee%3F`,
    );
  });

  it('names a 14-digit FSSAI licence number (issue 25 item 8)', () => {
    expect(STORE_DETAILS.company.fssaiLicence).toMatch(/^[1-2]\d{13}$/);
  });

  it('gives a registered address in Gurugram, Haryana', () => {
    expect(STORE_DETAILS.company.address.join(' ')).toContain('Gurugram, Haryana');
  });
});
