export {
  AboutUsPage,
  BlogArticlePage,
  BlogsPage,
  FaqPage,
  PrivacyPolicyPage,
  ReturnRefundPolicyPage,
  ShippingPolicyPage,
  TermsAndConditionsPage,
} from './content-pages';
export { HomePage } from './home-page';
export {
  BoxPage,
  CartPage,
  CategoryPage,
  CheckoutPage,
  ContactUsPage,
  LoginPage,
  MyAccountPage,
  NotFoundPage,
  OrderHistoryPage,
  OrderPage,
  ProductPage,
  ProfilePage,
  SearchPage,
} from './lazy-pages';
