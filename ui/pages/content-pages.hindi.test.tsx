// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';
import { BLOG_ARTICLES } from '../content/blog-articles';
import { preloadPages } from './lazy-pages';

beforeAll(() => preloadPages());
afterEach(cleanup);

const main = () => within(screen.getByRole('main'));
const OILS = BLOG_ARTICLES.find((article) => article.shopCategories.includes('cold-pressed-oils'))!;

/** The store's own words around an article that a Hindi shopper must not meet in English. */
const ENGLISH = /\b(Blog|min read|Read the article|Shop this article|Shop the products|Last updated|Oils|Heart)\b/;

describe('a blog article in the Hindi store', () => {
  it('keeps the article English and the store’s words around it in Hindi, its links under the Hindi base', async () => {
    renderApp({ path: `/blogs/${OILS.slug}` });
    expect((await main().findByRole('heading', { level: 1 })).textContent).toBe(OILS.title);
    expect(screen.getByRole('main').querySelector('article')?.getAttribute('lang')).toBe('en');
    const breadcrumb = main().getByRole('link', { name: 'ब्लॉग' });
    expect(breadcrumb.getAttribute('href')).toBe('/hi/blogs');
    expect(breadcrumb.closest('p')?.getAttribute('lang')).toBe('hi');
    const meta = screen.getByRole('main').querySelector('.prose__meta');
    expect(meta?.getAttribute('lang')).toBe('hi');
    expect(meta?.textContent).toMatch(new RegExp(` · पढ़ने में ${OILS.readingMinutes} मिनट$`));
    const shop = main().getByRole('complementary', { name: 'इस लेख का सामान खरीदें' });
    expect(shop.getAttribute('lang')).toBe('hi');
    expect(within(shop).getByRole('heading', { name: 'ये सामान खरीदें' })).toBeTruthy();
    expect(within(shop).getByRole('link', { name: 'कोल्ड प्रेस्ड तेल' }).getAttribute('href')).toBe(
      '/hi/categories/cold-pressed-oils',
    );
    const chrome = [breadcrumb.textContent, meta?.textContent, shop.textContent].join(' ');
    expect(chrome).not.toMatch(ENGLISH);
  });

  it('says in Hindi when the article is not found, with a link to all articles', async () => {
    renderApp({ path: '/blogs/no-such-article' });
    expect((await main().findByRole('heading', { level: 1 })).textContent).toBe('लेख नहीं मिला');
    expect(document.title).toContain('लेख नहीं मिला');
    expect(main().getByText(/^यह लेख हमें नहीं मिला।/)).toBeTruthy();
    expect(main().getByRole('link', { name: 'सारे लेख देखें' }).getAttribute('href')).toBe('/hi/blogs');
  });

  it('the blog list offers each article with a Hindi link to read it', async () => {
    renderApp({ path: '/blogs' });
    const read = await main().findAllByRole('link', { name: /^लेख पढ़ें: / });
    expect(read.map((link) => link.getAttribute('aria-label'))).toEqual(
      BLOG_ARTICLES.map((article) => `लेख पढ़ें: ${article.title}`),
    );
    expect(read[0]?.textContent).toBe('लेख पढ़ें');
    expect(read[0]?.getAttribute('href')).toBe(`/hi/blogs/${BLOG_ARTICLES[0]!.slug}`);
    expect(screen.getByRole('main').textContent).not.toMatch(/min read|Read the article/);
  });

  it('a policy says in Hindi when it was last updated', async () => {
    renderApp({ path: '/shipping-policy' });
    expect((await main().findByText(/^आख़िरी बदलाव: /)).getAttribute('lang')).toBe('hi');
    expect(screen.getByRole('main').textContent).not.toMatch(/Last updated/);
  });
});
