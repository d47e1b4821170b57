import * as m from '#ui-messages';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { ABOUT_US } from './about';
import { articleBySlug, BLOG_ARTICLES } from './blog-articles';
import type { ContentDocument, FaqEntry } from './content.model';
import { faqGroups } from './faq';
import { PRIVACY_POLICY, RETURN_REFUND_POLICY, shippingPolicy, TERMS_AND_CONDITIONS } from './policies';
import { usePaymentFees } from '../store';
import type { PaymentFees } from '../../core/checkout/checkout-policy';
import { categoryHref, POPULAR_CATEGORIES } from '../shared/store-links';
import { categoryName } from '../i18n/category-name';
import { STORE_LANGUAGE } from '../i18n/language';
import { useDocumentTitle, useMetaDescription } from '../head/document-head';
import { ChipLinks } from '../shared/chip-links';
import { ContentBlockView, ContentSections, formatDate } from './content-body';

/** Which policy a policy page shows. */
export type PolicyId = 'shipping' | 'privacy' | 'terms' | 'returns';

/** Each policy, as it reads with the fees the backend charges. */
const POLICIES: Readonly<Record<PolicyId, (fees: PaymentFees) => ContentDocument>> = {
  shipping: shippingPolicy,
  privacy: () => PRIVACY_POLICY,
  terms: () => TERMS_AND_CONDITIONS,
  returns: () => RETURN_REFUND_POLICY,
};

function DocumentBody({ document }: { readonly document: ContentDocument }) {
  useMetaDescription(document.summary);
  return (
    <div className="prose" lang="en">
      <p className="prose__lead">{document.summary}</p>
      {document.updated ? (
        <p className="prose__meta" lang={STORE_LANGUAGE}>
          {m.common_content_last_updated({ date: formatDate(document.updated) })}
        </p>
      ) : null}
      <ContentSections sections={document.sections} />
    </div>
  );
}

/** A policy's text under its page title. */
export function PolicyBody({ policy }: { readonly policy: PolicyId }) {
  return <DocumentBody document={POLICIES[policy](usePaymentFees())} />;
}

/** The about page's text under its title. */
export function AboutBody() {
  return <DocumentBody document={ABOUT_US} />;
}

function FaqItem({ entry }: { readonly entry: FaqEntry }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="faq__item">
      <h3 className="faq__question">
        <button
          type="button"
          className="faq__toggle"
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          id={`${id}-question`}
          onClick={() => setOpen(!open)}
        >
          <span>{entry.question}</span>
          <span className="faq__chevron" aria-hidden="true" />
        </button>
      </h3>
      <div className="faq__answer" id={`${id}-answer`} role="region" aria-labelledby={`${id}-question`} hidden={!open}>
        {entry.answer.map((block, index) => (
          <ContentBlockView key={index} block={block} />
        ))}
      </div>
    </div>
  );
}

/** The questions, grouped by topic, each answer opening and closing on its own. */
export function FaqBody() {
  useMetaDescription(m.common_content_faq_description());
  const groups = faqGroups(usePaymentFees());
  return (
    <div className="faq" lang="en">
      {groups.map((group) => (
        <section key={group.topic} className="faq__group">
          <h2>{group.topic}</h2>
          {group.entries.map((entry) => (
            <FaqItem key={entry.question} entry={entry} />
          ))}
        </section>
      ))}
    </div>
  );
}

/** Every article, newest first, each linking to its own page. */
export function BlogListBody() {
  useMetaDescription(m.common_content_blog_description());
  return (
    <ul className="blog-list" lang="en">
      {BLOG_ARTICLES.map((article) => (
        <li key={article.slug} className="blog-card">
          <article>
            <h2 className="blog-card__title">
              <Link href={`/blogs/${article.slug}`}>{article.title}</Link>
            </h2>
            <p className="prose__meta" lang={STORE_LANGUAGE}>
              {formatDate(article.published)} · {m.common_content_reading_time({ minutes: article.readingMinutes })}
            </p>
            <p>{article.summary}</p>
            <Link
              href={`/blogs/${article.slug}`}
              className="blog-card__more"
              lang={STORE_LANGUAGE}
              aria-label={m.common_content_read_article_label({ title: article.title })}
            >
              {m.common_content_read_article()}
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** A category's name in the build's language; the handle itself for a category the store does not list. */
const shopCategoryName = (handle: string) =>
  categoryName(handle, POPULAR_CATEGORIES.find((category) => category.handle === handle)?.name ?? handle);

/** One article at /blogs/{slug}, or a short not-found with the list. */
export function BlogArticleBody({ slug }: { readonly slug: string }) {
  const article = articleBySlug(slug);
  useDocumentTitle(article ? article.title : m.common_content_article_not_found());
  useMetaDescription(article?.summary);
  if (!article) {
    return (
      <>
        <h1 className="page-title">{m.common_content_article_not_found()}</h1>
        <p>
          {m.common_content_article_not_found_text()} <Link href="/blogs">{m.common_content_all_articles()}</Link>
        </p>
      </>
    );
  }
  return (
    <article className="prose" lang="en">
      <p className="prose__breadcrumb" lang={STORE_LANGUAGE}>
        <Link href="/blogs">{m.common_blog()}</Link>
      </p>
      <h1 className="page-title">{article.title}</h1>
      <p className="prose__meta" lang={STORE_LANGUAGE}>
        {formatDate(article.published)} · {m.common_content_reading_time({ minutes: article.readingMinutes })}
      </p>
      <p className="prose__lead">{article.summary}</p>
      <ContentSections sections={article.sections} />
      <aside className="prose__shop" lang={STORE_LANGUAGE} aria-label={m.common_content_shop_article()}>
        <h2>{m.common_content_shop_products()}</h2>
        <ChipLinks
          links={article.shopCategories.map((handle) => ({
            label: shopCategoryName(handle),
            href: categoryHref(handle),
          }))}
        />
      </aside>
    </article>
  );
}
