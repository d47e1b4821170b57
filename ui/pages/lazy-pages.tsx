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
  return <PagePlaceholder title={`Customize your ${handleToWords(params['product'] ?? '')} box`} />;
}

/** Every page but home: fetched when first shown. */
export const CategoryPage = lazyPage(() => import('./category-page').then((m) => m.CategoryPage), HandlePlaceholder);
export const ProductPage = lazyPage(() => import('./product-page').then((m) => m.ProductPage), HandlePlaceholder);
export const BoxPage = lazyPage(() => import('./box-page').then((m) => m.BoxPage), BoxPlaceholder);
export const CartPage = lazyPage(() => import('./cart-page').then((m) => m.CartPage), titled('Cart'));
export const LoginPage = lazyPage(() => import('./login-page').then((m) => m.LoginPage), titled('Log in'));
export const MyAccountPage = lazyPage(
  () => import('./my-account-page').then((m) => m.MyAccountPage),
  titled('My Account'),
);
export const ProfilePage = lazyPage(() => import('./profile-page').then((m) => m.ProfilePage), titled('Profile'));
export const OrderHistoryPage = lazyPage(
  () => import('./order-history-page').then((m) => m.OrderHistoryPage),
  titled('Order History'),
);
export const CheckoutPage = lazyPage(() => import('./checkout-page').then((m) => m.CheckoutPage), titled('Checkout'));
export const OrderPage = lazyPage(() => import('./order-page').then((m) => m.OrderPage), titled('Order'));
export const SearchPage = lazyPage(() => import('./search-page').then((m) => m.SearchPage), titled('Search'));
export const NotFoundPage = lazyPage(
  () => import('./not-found-page').then((m) => m.NotFoundPage),
  titled('Page not found'),
);
export const ContactUsPage = lazyPage(
  () => import('./contact-us-page').then((m) => m.ContactUsPage),
  titled('Contact Us'),
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
