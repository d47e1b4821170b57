// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORE_DETAILS, telHref, whatsappHref } from '../store-details';
import { renderComponent } from '../testing/render-component';
import { MENU_CATEGORIES } from '../shared/store-links';
import { Footer } from './footer';
import { WhatsAppButton } from './whatsapp-button';

afterEach(cleanup);

const column = (name: string) => screen.getByRole('region', { name });

describe('Footer', () => {
  it('names the FSSAI licence number, 14 digits, beside the copyright line (issue 25 item 8)', () => {
    renderComponent(<Footer />);
    const line = document.querySelector('.site-footer__copyright')?.textContent ?? '';
    expect(line).toMatch(/FSSAI Lic\. No\. \d{14}$/);
    expect(line).toContain(`FSSAI Lic. No. ${STORE_DETAILS.company.fssaiLicence}`);
  });

  it('has the five columns', () => {
    renderComponent(<Footer />);
    for (const name of ['Popular Categories', 'Popular Searches', 'Important Links', 'Reach out to us', 'Follow']) {
      expect(column(name)).toBeTruthy();
    }
  });

  it('lists 16 popular searches, each opening a product page', () => {
    renderComponent(<Footer />);
    const links = within(column('Popular Searches')).getAllByRole('link');
    expect(links).toHaveLength(16);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/product\/[a-z0-9-]+$/);
    expect(new Set(links.map((l) => l.getAttribute('href'))).size).toBe(16);
  });

  it('links popular categories to their listings', () => {
    renderComponent(<Footer />);
    const links = within(column('Popular Categories')).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(8);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/categories\/[a-z-]+$/);
  });

  it('lists every menu category and the health ones among its popular categories, Diabetic Friendly too (issue 22.12)', () => {
    renderComponent(<Footer />);
    const names = within(column('Popular Categories'))
      .getAllByRole('link')
      .map((link) => link.textContent);
    for (const name of [...MENU_CATEGORIES.map((category) => category.name), 'Heart Friendly', 'Weight Loss', 'Kids'])
      expect(names).toContain(name);
    expect(
      within(column('Popular Categories')).getByRole('link', { name: 'Diabetic Friendly' }).getAttribute('href'),
    ).toBe('/categories/diabetic-friendly');
  });

  it('links the four policies, FAQ, about, contact and the blog', () => {
    renderComponent(<Footer />);
    const hrefs = within(column('Important Links'))
      .getAllByRole('link')
      .map((l) => l.getAttribute('href'));
    expect(hrefs).toEqual([
      '/shipping-policy',
      '/privacy-policy',
      '/terms-and-conditions',
      '/return-refund-policy',
      '/faq',
      '/about-us',
      '/contact-us',
      '/blogs',
    ]);
  });

  it('shows customer care, the email, the phone and the registered address in Gurugram, Haryana', () => {
    renderComponent(<Footer />);
    const reach = column('Reach out to us');
    expect(reach.textContent).toContain('Customer care');
    expect(within(reach).getByRole('link', { name: STORE_DETAILS.email }).getAttribute('href')).toBe(
      `mailto:${STORE_DETAILS.email}`,
    );
    expect(within(reach).getByRole('link', { name: STORE_DETAILS.phone }).getAttribute('href')).toBe(
      telHref(STORE_DETAILS.phone),
    );
    expect(reach.textContent).toContain('Gurugram, Haryana');
    expect(reach.textContent).toContain(STORE_DETAILS.company.legalName);
  });

  it('links Facebook, Instagram, WhatsApp, Google and YouTube by name, in new tabs', () => {
    renderComponent(<Footer />);
    const follow = column('Follow');
    const expected = {
      Facebook: STORE_DETAILS.social.facebook,
      Instagram: STORE_DETAILS.social.instagram,
      WhatsApp: STORE_DETAILS.social.whatsapp,
      Google: STORE_DETAILS.social.google,
      YouTube: STORE_DETAILS.social.youtube,
    };
    for (const [name, href] of Object.entries(expected)) {
      const link = within(follow).getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('says © 2024 on the copyright line', () => {
    renderComponent(<Footer />);
    expect(screen.getByRole('contentinfo').textContent).toMatch(/© 2024 \S/);
  });
});

describe('WhatsAppButton', () => {
  it('is a link named Chat on WhatsApp with the enquiry text filled in', () => {
    renderComponent(<WhatsAppButton />);
    const link = screen.getByRole('link', { name: 'Chat on WhatsApp' });
    expect(link.getAttribute('href')).toBe(whatsappHref());
    expect(link.getAttribute('href')).toContain(encodeURIComponent(STORE_DETAILS.whatsappEnquiry));
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
