import { describe, expect, it } from 'vitest';
import { STORE_DETAILS } from '../store-details';
import { ABOUT_US } from './about';
import { articleBySlug, BLOG_ARTICLES } from './blog-articles';
import type { ContentDocument } from './content.model';
import { COMMERCE_TRAITS } from '../../core/commerce/commerce.port';
import { faqGroups } from './faq';
import { PRIVACY_POLICY, RETURN_REFUND_POLICY, shippingPolicy, TERMS_AND_CONDITIONS } from './policies';

const FAQ_GROUPS = faqGroups(COMMERCE_TRAITS.brand.paymentFees);
const SHIPPING_POLICY = shippingPolicy(COMMERCE_TRAITS.brand.paymentFees);

const words = (document: ContentDocument) =>
  [
    document.summary,
    ...document.sections.flatMap((section) =>
      section.blocks.flatMap((block) => (block.kind === 'p' ? [block.text] : block.items)),
    ),
  ]
    .join(' ')
    .split(/\s+/).length;

describe('static content', () => {
  it('has three or four readable articles, with unique URL-safe slugs, about the store’s products', () => {
    expect(BLOG_ARTICLES.length).toBeGreaterThanOrEqual(3);
    expect(BLOG_ARTICLES.length).toBeLessThanOrEqual(4);
    const slugs = BLOG_ARTICLES.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const article of BLOG_ARTICLES) {
      expect(article.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(words(article)).toBeGreaterThan(300);
      expect(articleBySlug(article.slug)).toBe(article);
    }
    const titles = BLOG_ARTICLES.map((article) => article.title.toLowerCase()).join(' ');
    for (const topic of ['atta', 'ghee', 'oil', 'millet']) expect(titles).toContain(topic);
  });

  it('lists articles newest first', () => {
    const dates = BLOG_ARTICLES.map((article) => article.published);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('has real policies that name the company and how to reach it', () => {
    for (const policy of [SHIPPING_POLICY, PRIVACY_POLICY, TERMS_AND_CONDITIONS, RETURN_REFUND_POLICY]) {
      expect(policy.sections.length).toBeGreaterThanOrEqual(4);
      expect(words(policy)).toBeGreaterThan(150);
      expect(JSON.stringify(policy)).toContain(STORE_DETAILS.email);
    }
    expect(JSON.stringify(PRIVACY_POLICY)).toContain(STORE_DETAILS.company.legalName);
    expect(JSON.stringify(ABOUT_US)).toContain(STORE_DETAILS.name);
  });

  it('has FAQ answers on every topic, with no question twice', () => {
    const questions = FAQ_GROUPS.flatMap((group) => group.entries.map((entry) => entry.question));
    expect(new Set(questions).size).toBe(questions.length);
    expect(FAQ_GROUPS.every((group) => group.entries.length >= 2)).toBe(true);
  });
});
