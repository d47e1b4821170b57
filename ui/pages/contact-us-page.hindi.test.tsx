// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';
import { STORE_DETAILS } from '../store-details';
import { preloadPages } from './lazy-pages';

beforeAll(() => preloadPages());
afterEach(cleanup);

/** Words of the contact page's English that a Hindi shopper must not meet. */
const ENGLISH =
  /\b(Contact Us|happy to help|Customer care|Call us|WhatsApp|Message us|Email|Visit our store|Open in Google Maps|Looking for|frequently asked)\b/;

it('shows the ways to reach the store in Hindi, the FAQ link under the Hindi base', async () => {
  renderApp({ path: '/contact-us' });
  const main = within(screen.getByRole('main'));
  expect((await main.findByRole('heading', { level: 1 })).textContent).toBe('संपर्क करें');
  expect(document.title).toContain('संपर्क करें');
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
    `${STORE_DETAILS.name} को फ़ोन, व्हाट्सऐप या ईमेल करें, या गुरुग्राम में हमारी दुकान पर आएँ।`,
  );
  expect(main.getByText(/^ऑर्डर, सामान, थोक खरीद या किसी भी और बात में हम ख़ुशी से मदद करेंगे।/)).toBeTruthy();
  expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'फ़ोन करें',
    'व्हाट्सऐप',
    'ईमेल',
    'हमारी दुकान पर आएँ',
  ]);
  expect(main.getByRole('link', { name: STORE_DETAILS.phone }).getAttribute('href')).toMatch(/^tel:\+91/);
  expect(main.getByRole('link', { name: 'व्हाट्सऐप पर मैसेज करें' }).getAttribute('href')).toContain(
    STORE_DETAILS.whatsappNumber,
  );
  expect(main.getByRole('link', { name: 'गूगल मैप्स में खोलें' }).getAttribute('href')).toBe(STORE_DETAILS.mapUrl);
  const faq = main.getByRole('link', { name: 'अक्सर पूछे जाने वाले सवाल' });
  expect(faq.getAttribute('href')).toBe('/hi/faq');
  expect(faq.parentElement?.textContent).toBe('जल्दी जवाब चाहिए? अक्सर पूछे जाने वाले सवाल देखें।');
  expect(screen.getByRole('main').textContent).not.toMatch(ENGLISH);
});
