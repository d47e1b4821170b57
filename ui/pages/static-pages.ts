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
  ContactUsPage,
  LoginPage,
  MyAccountPage,
  OrderHistoryPage,
  ProductPage,
  ProfilePage,
} from './lazy-pages';
