// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_ARTICLES } from '../content/blog-articles';
import { CHECKOUT_POLICY } from '../../core/checkout/checkout-policy';
import { brandCommerce } from '../../core/commerce/brand/brand.commerce';
import { COMMERCE_TRAITS, type CommerceFactory } from '../../core/commerce/commerce.port';
import { formatMoney } from '../format/money';
import { faqGroups } from '../content/faq';
import { STORE_DETAILS } from '../store-details';
import { renderApp } from '../testing/render-app';
import { preloadPages } from './lazy-pages';

beforeAll(() => preloadPages());

const FAQ_GROUPS = faqGroups(COMMERCE_TRAITS.brand.paymentFees);
afterEach(cleanup);

const main = () => within(screen.getByRole('main'));

describe('FAQ page', () => {
  it('is an accordion: each answer opens and closes on its own button', async () => {
    renderApp({ path: '/faq' });
    const first = FAQ_GROUPS[0]?.entries[0];
    const second = FAQ_GROUPS[0]?.entries[1];
    const toggle = await main().findByRole('button', { name: first?.question });
    const other = main().getByRole('button', { name: second?.question });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const answer = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(answer.hidden).toBe(true);

    act(() => fireEvent.click(toggle));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(answer.hidden).toBe(false);
    const firstBlock = first?.answer[0];
    const firstText = firstBlock?.kind === 'list' ? firstBlock.items[0] : firstBlock?.text;
    expect(firstText).toBeTruthy();
    expect(main().getByRole('region', { name: first?.question }).textContent).toContain(firstText);
    expect(other.getAttribute('aria-expanded')).toBe('false');

    act(() => fireEvent.click(toggle));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(answer.hidden).toBe(true);
  });

  it('covers delivery, freshness, returns, payment and bulk orders', async () => {
    renderApp({ path: '/faq' });
    for (const topic of ['Delivery', 'Freshness', 'Returns and refunds', 'Payment', 'Bulk and corporate orders']) {
      expect(await main().findByRole('heading', { level: 2, name: topic })).toBeTruthy();
    }
  });
});

describe('blog', () => {
  it('/blogs lists every article, each linking to its own page', async () => {
    renderApp({ path: '/blogs' });
    expect(BLOG_ARTICLES.length).toBeGreaterThanOrEqual(3);
    for (const article of BLOG_ARTICLES) {
      expect((await main().findByRole('link', { name: article.title })).getAttribute('href')).toBe(
        `/blogs/${article.slug}`,
      );
    }
  });

  it('an article is readable at its own address, with its sections and links to shop', async () => {
    const article = BLOG_ARTICLES[0];
    const app = renderApp({ path: `/blogs/${article?.slug}` });
    expect((await main().findByRole('heading', { level: 1 })).textContent).toBe(article?.title);
    for (const section of article?.sections ?? [])
      expect(main().getByRole('heading', { level: 2, name: section.heading })).toBeTruthy();
    expect(document.title).toContain(article?.title);
    act(() => fireEvent.click(main().getByRole('link', { name: 'Blog' })));
    expect(app.location.history.at(-1)).toBe('/blogs');
  });

  it('an unknown article says so and links to the list', async () => {
    renderApp({ path: '/blogs/no-such-article' });
    expect((await main().findByRole('heading', { level: 1 })).textContent).toBe('Article not found');
    expect(main().getByRole('link', { name: 'See all articles' }).getAttribute('href')).toBe('/blogs');
  });
});

describe('policy and about pages', () => {
  it.each([
    ['/shipping-policy', 'Delivery charges'],
    ['/privacy-policy', 'Your rights'],
    ['/terms-and-conditions', 'Governing law'],
    ['/return-refund-policy', 'Refunds'],
    ['/about-us', 'Our story'],
  ])('%s shows its text', async (path, section) => {
    renderApp({ path });
    expect(await main().findByRole('heading', { level: 2, name: section })).toBeTruthy();
  });
});

/** A backend that says of itself what stock Medusa says: no payment fees. */
const noFeeBackend: CommerceFactory = (context) => ({ ...brandCommerce(context), ...COMMERCE_TRAITS.medusa });
const codFee = formatMoney(CHECKOUT_POLICY.codFee).replace('.00', '');

describe('the pages name only the COD fee the backend charges (issue 22)', () => {
  it('the shipping policy names the handling fee on the brand backend, none on stock Medusa', async () => {
    renderApp({ path: '/shipping-policy' });
    expect(await main().findByText(/handling fee of/)).toBeTruthy();
    expect(main().getByText(/handling fee of/).textContent).toContain(codFee);
    cleanup();
    renderApp({ path: '/shipping-policy', commerce: noFeeBackend });
    await main().findByText(/Delivery is free on orders of/);
    expect(screen.getByRole('main').textContent).not.toMatch(/handling fee/i);
  });

  it('the FAQ’s cash-on-delivery answers name no handling fee on stock Medusa', async () => {
    renderApp({ path: '/faq', commerce: noFeeBackend });
    await main().findByRole('button', { name: 'Is Cash on Delivery available?' });
    expect(screen.getByRole('main').textContent).not.toMatch(/handling fee/i);
    expect(screen.getByRole('main').textContent).toContain('wherever we deliver');
  });
});

describe('contact page', () => {
  it('shows how to reach the store from the store details, with the map link', () => {
    renderApp({ path: '/contact-us' });
    expect(main().getByRole('link', { name: STORE_DETAILS.phone }).getAttribute('href')).toMatch(/^tel:\+91/);
    expect(main().getByRole('link', { name: STORE_DETAILS.email }).getAttribute('href')).toBe(
      `mailto:${STORE_DETAILS.email}`,
    );
    expect(main().getByRole('link', { name: 'Open in Google Maps' }).getAttribute('href')).toBe(STORE_DETAILS.mapUrl);
    expect(main().getByRole('link', { name: 'Message us on WhatsApp' }).getAttribute('href')).toContain(
      STORE_DETAILS.whatsappNumber,
    );
    expect(main().getByText(/Gurugram, Haryana/)).toBeTruthy();
  });
});

describe('not-found page', () => {
  it('offers search, popular products and the categories', () => {
    renderApp({ path: '/no-such-page' });
    expect(main().getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(screen.getByRole('combobox', { name: /search/i }).getAttribute('placeholder')).toBe(
      'Try searching chakki atta',
    );
    const search = main().getByRole('region', { name: 'Search the store' });
    expect(within(search).getByRole('link', { name: 'Chakki atta' }).getAttribute('href')).toBe(
      '/product/fresh-chakki-atta-whole-wheat',
    );
    const categories = main().getByRole('region', { name: 'Browse the categories' });
    expect(within(categories).getByRole('link', { name: 'Fresh Chakki Atta' }).getAttribute('href')).toBe(
      '/categories/fresh-chakki-atta',
    );
    expect(main().getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
