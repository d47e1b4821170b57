import { lazy, Suspense, type ComponentType } from 'react';
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
    <div className="content-loading" role="status" aria-label="Loading">
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

export const ShippingPolicyPage = policyPage('Shipping Policy', 'shipping');
export const PrivacyPolicyPage = policyPage('Privacy Policy', 'privacy');
export const TermsAndConditionsPage = policyPage('Terms and Conditions', 'terms');
export const ReturnRefundPolicyPage = policyPage('Return and Refund Policy', 'returns');
export const AboutUsPage = titledContent('About Us', AboutBody);
export const FaqPage = titledContent('FAQ', FaqBody);
export const BlogsPage = titledContent('Blog', BlogListBody);

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
