import { lazy, Suspense, type ComponentType } from 'react';
import * as m from '#ui-messages';
import { useDocumentTitle } from '../head/document-head';
import '../shared/shared.css';
import '../content/content.css';
import type { PageProps } from '../routes/page-props';
import type { PolicyId } from '../content/content-bodies';

const bodies = () => import('../content/content-bodies');
const PolicyBody = lazy(() => bodies().then((m) => ({ default: m.PolicyBody })));
const AboutBody = lazy(() => bodies().then((m) => ({ default: m.AboutBody })));
const FaqBody = lazy(() => bodies().then((m) => ({ default: m.FaqBody })));
const BlogListBody = lazy(() => bodies().then((m) => ({ default: m.BlogListBody })));
const BlogArticleBody = lazy(() => bodies().then((m) => ({ default: m.BlogArticleBody })));

function Loading() {
  return (
    <div className="content-loading" role="status" aria-label={m.common_loading()}>
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line skeleton--short" />
    </div>
  );
}

function titledContent(title: string, Body: ComponentType): ComponentType<PageProps> {
  function ContentPage() {
    useDocumentTitle(title);
    return (
      <div className="content-page">
        <h1 className="page-title">{title}</h1>
        <Suspense fallback={<Loading />}>
          <Body />
        </Suspense>
      </div>
    );
  }
  ContentPage.displayName = `ContentPage(${title})`;
  return ContentPage;
}

const policyPage = (title: string, policy: PolicyId) => titledContent(title, () => <PolicyBody policy={policy} />);

export const ShippingPolicyPage = policyPage(m.common_shipping_policy(), 'shipping');
export const PrivacyPolicyPage = policyPage(m.common_privacy_policy(), 'privacy');
export const TermsAndConditionsPage = policyPage(m.common_terms(), 'terms');
export const ReturnRefundPolicyPage = policyPage(m.common_return_policy(), 'returns');
export const AboutUsPage = titledContent(m.common_about_us(), AboutBody);
export const FaqPage = titledContent(m.common_faq(), FaqBody);
export const BlogsPage = titledContent(m.common_blog(), BlogListBody);

/** /blogs/{slug}: one article, its title known once the text has loaded. */
export function BlogArticlePage({ params }: PageProps) {
  return (
    <div className="content-page">
      <Suspense fallback={<Loading />}>
        <BlogArticleBody slug={params['slug'] ?? ''} />
      </Suspense>
    </div>
  );
}
