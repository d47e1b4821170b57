// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderComponent } from '../testing/render-component';
import { BLOG_ARTICLES } from './blog-articles';
import { AboutBody, BlogArticleBody, BlogListBody, FaqBody, PolicyBody } from './content-bodies';

afterEach(cleanup);

it.each([
  ['a policy', () => <PolicyBody policy="shipping" />],
  ['the about page', () => <AboutBody />],
  ['the FAQ', () => <FaqBody />],
  ['the blog list', () => <BlogListBody />],
  ['an article', () => <BlogArticleBody slug={BLOG_ARTICLES[0]!.slug} />],
])('marks the English body of %s as English in the Hindi store', (_name, body) => {
  const { view } = renderComponent(body(), { path: '/' });
  const element = view.container.firstElementChild;
  expect(element?.getAttribute('lang')).toBe('en');
});
