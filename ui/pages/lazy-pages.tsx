import * as m from '#ui-messages';
import { whenIdle } from '../shared/lazy-component';
import { handleToWords } from '../catalog/handle-words';
import { lazyPage, PagePlaceholder, type LazyPage } from '../routes/lazy-page';
import type { PageProps } from '../routes/page-props';

const titled = (title: string) =>
  function TitledPlaceholder() {
    return <PagePlaceholder title={title} />;
  };

function HandlePlaceholder({ params }: PageProps) {
  return <PagePlaceholder title={handleToWords(params['handle'] ?? '')} />;
}

function BoxPlaceholder({ params }: PageProps) {
  return <PagePlaceholder title={m.catalog_box_title({ name: handleToWords(params['product'] ?? '') })} />;
}

/** Every page but home: fetched when first shown. */
export const CategoryPage = lazyPage(
  () => import('./category-page').then((page) => page.CategoryPage),
  HandlePlaceholder,
);
export const ProductPage = lazyPage(() => import('./product-page').then((page) => page.ProductPage), HandlePlaceholder);
export const BoxPage = lazyPage(() => import('./box-page').then((page) => page.BoxPage), BoxPlaceholder);
export const CartPage = lazyPage(() => import('./cart-page').then((page) => page.CartPage), titled(m.cart_title()));
export const LoginPage = lazyPage(
  () => import('./login-page').then((page) => page.LoginPage),
  titled(m.shell_log_in()),
);
export const MyAccountPage = lazyPage(
  () => import('./my-account-page').then((page) => page.MyAccountPage),
  titled(m.shell_my_account()),
);
export const ProfilePage = lazyPage(
  () => import('./profile-page').then((page) => page.ProfilePage),
  titled(m.shell_profile()),
);
export const OrderHistoryPage = lazyPage(
  () => import('./order-history-page').then((page) => page.OrderHistoryPage),
  titled(m.shell_order_history()),
);
export const CheckoutPage = lazyPage(
  () => import('./checkout-page').then((page) => page.CheckoutPage),
  titled(m.checkout_title()),
);
export const OrderPage = lazyPage(
  () => import('./order-page').then((page) => page.OrderPage),
  titled(m.account_order()),
);
export const SearchPage = lazyPage(
  () => import('./search-page').then((page) => page.SearchPage),
  titled(m.catalog_search_title()),
);
export const NotFoundPage = lazyPage(
  () => import('./not-found-page').then((page) => page.NotFoundPage),
  titled(m.common_not_found_title()),
);
export const ContactUsPage = lazyPage(
  () => import('./contact-us-page').then((page) => page.ContactUsPage),
  titled(m.common_contact_us()),
);

/** A written page (policies, about, FAQ, the blog), its title shown while its code loads. */
const contentPage = (name: Exclude<keyof typeof import('./content-pages'), 'BlogArticlePage'>, title: string) =>
  lazyPage(() => import('./content-pages').then((page) => page[name]), titled(title));

export const ShippingPolicyPage = contentPage('ShippingPolicyPage', m.common_shipping_policy());
export const PrivacyPolicyPage = contentPage('PrivacyPolicyPage', m.common_privacy_policy());
export const TermsAndConditionsPage = contentPage('TermsAndConditionsPage', m.common_terms());
export const ReturnRefundPolicyPage = contentPage('ReturnRefundPolicyPage', m.common_return_policy());
export const AboutUsPage = contentPage('AboutUsPage', m.common_about_us());
export const FaqPage = contentPage('FaqPage', m.common_faq());
export const BlogsPage = contentPage('BlogsPage', m.common_blog());
export const BlogArticlePage = lazyPage(
  () => import('./content-pages').then((page) => page.BlogArticlePage),
  titled(m.common_blog()),
);

const ALL: readonly LazyPage[] = [
  CategoryPage,
  ProductPage,
  BoxPage,
  CartPage,
  LoginPage,
  MyAccountPage,
  ProfilePage,
  OrderHistoryPage,
  ContactUsPage,
  CheckoutPage,
  OrderPage,
  SearchPage,
  NotFoundPage,
  ShippingPolicyPage,
  PrivacyPolicyPage,
  TermsAndConditionsPage,
  ReturnRefundPolicyPage,
  AboutUsPage,
  FaqPage,
  BlogsPage,
  BlogArticlePage,
];

/** Fetches the code of every on-demand page (tests, or idle time after the home page is up). */
export function preloadPages(): Promise<unknown> {
  return Promise.all(ALL.map((page) => page.preload()));
}

/**
 * Fetches the code of every on-demand page once the browser is idle, one page per idle period, so
 * that no single task adds them all (each brings its modules and styles); returns a cancel.
 */
export function preloadPagesWhenIdle(): () => void {
  const state = { cancel: () => {}, stopped: false };
  const preloadFrom = (index: number) => {
    const page = ALL[index];
    if (!page || state.stopped) return;
    const next = () => preloadFrom(index + 1);
    state.cancel = whenIdle(() => void page.preload().then(next, next));
  };
  preloadFrom(0);
  return () => {
    state.stopped = true;
    state.cancel();
  };
}
