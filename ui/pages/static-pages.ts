import { titledPage } from './titled-page';

export const HomePage = titledPage('Home');
export const LoginPage = titledPage('Log in');
export const ProfilePage = titledPage('Profile');
export const MyAccountPage = titledPage('My Account');
export const OrderHistoryPage = titledPage('Order History');
export const CartPage = titledPage('Cart');
export const BlogsPage = titledPage('Blog');
export const AboutUsPage = titledPage('About Us');
export const ContactUsPage = titledPage('Contact Us');
export const FaqPage = titledPage('FAQ');
export const ShippingPolicyPage = titledPage('Shipping Policy');
export const PrivacyPolicyPage = titledPage('Privacy Policy');
export const TermsAndConditionsPage = titledPage('Terms and Conditions');
export const ReturnRefundPolicyPage = titledPage('Return and Refund Policy');
