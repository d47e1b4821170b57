import type { ComponentType } from 'react';
import type { PageProps } from './page-props';
import {
  AboutUsPage,
  BlogArticlePage,
  BlogsPage,
  BoxPage,
  CartPage,
  CategoryPage,
  CheckoutPage,
  OrderPage,
  ContactUsPage,
  FaqPage,
  HomePage,
  LoginPage,
  MyAccountPage,
  NotFoundPage,
  OrderHistoryPage,
  PrivacyPolicyPage,
  ProductPage,
  ProfilePage,
  ReturnRefundPolicyPage,
  SearchPage,
  ShippingPolicyPage,
  TermsAndConditionsPage,
} from '../pages/static-pages';

/** `default`: header, footer, chat widget and floating cart bar. `empty`: bare, no chrome. */
export type LayoutKind = 'default' | 'empty';

export interface AppRoute {
  /** A stable name for the route (tests, analytics, keys). */
  readonly id: string;
  /** A wouter pattern (`/product/:handle`) or a regular expression whose named groups become params. */
  readonly path: string | RegExp;
  readonly layout: LayoutKind;
  readonly page: ComponentType<PageProps>;
}

/** Matches /{product}-box, with the product in `params.product`. */
const BOX_ROUTE_PATTERN = /^\/(?<product>[^/]+)-box\/?$/;

/** Every route of the storefront, matched in order; the first match wins. */
export const ROUTES: readonly AppRoute[] = [
  { id: 'home', path: '/', layout: 'default', page: HomePage },
  { id: 'login', path: '/login', layout: 'empty', page: LoginPage },
  { id: 'profile', path: '/profile', layout: 'default', page: ProfilePage },
  { id: 'my-account', path: '/my-account', layout: 'default', page: MyAccountPage },
  { id: 'order-history', path: '/order-history', layout: 'default', page: OrderHistoryPage },
  { id: 'cart', path: '/cart', layout: 'default', page: CartPage },
  { id: 'checkout', path: '/checkout', layout: 'default', page: CheckoutPage },
  { id: 'order', path: '/order/:id', layout: 'default', page: OrderPage },
  { id: 'blogs', path: '/blogs', layout: 'default', page: BlogsPage },
  { id: 'blog-article', path: '/blogs/:slug', layout: 'default', page: BlogArticlePage },
  { id: 'about-us', path: '/about-us', layout: 'default', page: AboutUsPage },
  { id: 'contact-us', path: '/contact-us', layout: 'default', page: ContactUsPage },
  { id: 'faq', path: '/faq', layout: 'default', page: FaqPage },
  { id: 'shipping-policy', path: '/shipping-policy', layout: 'default', page: ShippingPolicyPage },
  { id: 'privacy-policy', path: '/privacy-policy', layout: 'default', page: PrivacyPolicyPage },
  { id: 'terms-and-conditions', path: '/terms-and-conditions', layout: 'default', page: TermsAndConditionsPage },
  { id: 'return-refund-policy', path: '/return-refund-policy', layout: 'default', page: ReturnRefundPolicyPage },
  { id: 'category', path: '/categories/:handle', layout: 'default', page: CategoryPage },
  { id: 'product', path: '/product/:handle', layout: 'default', page: ProductPage },
  { id: 'search', path: '/search', layout: 'default', page: SearchPage },
  { id: 'box', path: BOX_ROUTE_PATTERN, layout: 'default', page: BoxPage },
];

/** What is shown when no route matches. */
export const NOT_FOUND_ROUTE: AppRoute = { id: 'not-found', path: /^/, layout: 'default', page: NotFoundPage };
