import { codFeeText, DELIVERY_FEE_TEXT, DELIVERY_TIME_LINES } from '../../core/checkout/checkout-promises';
import type { PaymentFees } from '../../core/checkout/checkout-policy';
import { STORE_DETAILS } from '../store-details';
import { list, p, type ContentDocument } from './content.model';

const company = STORE_DETAILS.company.legalName;
const address = STORE_DETAILS.company.address.join(', ');
const contact = `${STORE_DETAILS.email} or ${STORE_DETAILS.phone} (${STORE_DETAILS.customerCareHours})`;
const UPDATED = '2024-07-01';

/** The shipping policy; its charges name a COD fee only where the backend charges one. */
export const shippingPolicy = (fees: PaymentFees): ContentDocument => ({
  title: 'Shipping Policy',
  summary: 'Where we deliver, how quickly, and what delivery costs.',
  updated: UPDATED,
  sections: [
    {
      heading: 'Processing time',
      blocks: [
        p(
          'Flours are milled after you order. Orders placed before 2 PM (IST) on a working day are milled, packed and handed to our courier partner the next working day. Orders placed on Sundays and public holidays are processed on the next working day.',
        ),
      ],
    },
    {
      heading: 'Delivery times',
      blocks: [
        p('After dispatch, by where the order goes:'),
        list(...DELIVERY_TIME_LINES),
        p(
          'These are estimates. Weather, festivals and local restrictions can cause delays; we will keep you informed by SMS and WhatsApp.',
        ),
      ],
    },
    {
      heading: 'Delivery charges',
      blocks: [p(`${DELIVERY_FEE_TEXT}${codFeeText(fees)}`)],
    },
    {
      heading: 'Tracking and delivery attempts',
      blocks: [
        p(
          'You will receive a tracking link once your order ships. Our courier partner makes up to three delivery attempts. If the order cannot be delivered after that, it returns to us and we refund the amount paid, less the shipping charges.',
        ),
      ],
    },
    {
      heading: 'Damaged packages',
      blocks: [
        p(
          'Please do not accept a package that is visibly damaged or tampered with. If you find damage after opening, tell us within 48 hours with photos, and we will replace the product free of charge.',
        ),
      ],
    },
    { heading: 'Questions', blocks: [p(`Write to us at ${contact}.`)] },
  ],
});

export const PRIVACY_POLICY: ContentDocument = {
  title: 'Privacy Policy',
  summary: `How ${company} collects, uses and protects your personal data.`,
  updated: UPDATED,
  sections: [
    {
      heading: 'Who we are',
      blocks: [
        p(
          `This website is operated by ${company}, ${address} ("we", "us"). This policy explains how we handle your personal data under the Information Technology Act, 2000, its rules, and the Digital Personal Data Protection Act, 2023.`,
        ),
      ],
    },
    {
      heading: 'What we collect',
      blocks: [
        list(
          'Account details: your name, mobile number and email address.',
          'Order details: delivery addresses, the products you buy and your order history.',
          'Payment status: we receive confirmation of payment from our payment gateway; we never receive or store your full card or bank details.',
          'Support conversations: messages and voice notes you send us through the chat, WhatsApp or email.',
          'Usage data: pages viewed and products looked at, to improve the store and our recommendations.',
        ),
      ],
    },
    {
      heading: 'How we use it',
      blocks: [
        list(
          'To process, deliver and support your orders.',
          'To verify your identity when you log in with a one-time password.',
          'To answer your questions and complaints.',
          'To send order updates by SMS, WhatsApp and email; offers only if you have opted in.',
          'To prevent fraud and meet legal and tax obligations.',
        ),
      ],
    },
    {
      heading: 'Who we share it with',
      blocks: [
        p(
          'We share only what is needed with courier partners (to deliver), payment gateways (to take payment), messaging providers (to send updates) and hosting and analytics providers who process data on our behalf under contract. We do not sell your personal data.',
        ),
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        p(
          'We keep account and order data for as long as your account is active and for eight years after, as required by tax law. Support conversations are kept for two years.',
        ),
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        p(
          `You can ask to see, correct or delete your personal data, or withdraw consent to marketing, at any time by writing to ${STORE_DETAILS.email}. We will respond within 30 days. Our Grievance Officer can be reached at the same address.`,
        ),
      ],
    },
    {
      heading: 'Cookies and local storage',
      blocks: [
        p(
          'We keep your cart, login and chat on your device so they are there when you come back. You can clear them by logging out or clearing your browser data.',
        ),
      ],
    },
  ],
};

export const TERMS_AND_CONDITIONS: ContentDocument = {
  title: 'Terms and Conditions',
  summary: `The terms on which ${company} sells through this website.`,
  updated: UPDATED,
  sections: [
    {
      heading: 'About these terms',
      blocks: [
        p(
          `By using this website or placing an order you agree to these terms. The website is operated by ${company}, ${address}.`,
        ),
      ],
    },
    {
      heading: 'Your account',
      blocks: [
        p(
          'You log in with your mobile number and a one-time password. You are responsible for keeping access to that number secure and for the orders placed from your account. You must be 18 or older to place an order.',
        ),
      ],
    },
    {
      heading: 'Products and prices',
      blocks: [
        p(
          'Prices are in Indian Rupees and include GST. Natural products vary slightly in colour, texture and aroma from batch to batch; images are for illustration. Weights are net weights at the time of packing.',
        ),
        p(
          'We try to keep prices and availability accurate. If a product is priced incorrectly, we will contact you before dispatch and you may cancel for a full refund.',
        ),
      ],
    },
    {
      heading: 'Orders and cancellation',
      blocks: [
        p(
          'An order is confirmed when you receive our confirmation message. You may cancel free of charge until the order is dispatched, from your account or by contacting us. We may cancel an order if a product is unavailable or if we suspect fraud, and will refund any payment in full.',
        ),
      ],
    },
    {
      heading: 'Health information',
      blocks: [
        p(
          'Information on this website, including blog articles, is general and not medical advice. Please consult a doctor or dietitian about your specific dietary needs.',
        ),
      ],
    },
    {
      heading: 'Liability',
      blocks: [
        p(
          'Our liability for any order is limited to the amount you paid for it. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.',
        ),
      ],
    },
    {
      heading: 'Governing law',
      blocks: [
        p('These terms are governed by the laws of India, and the courts of Gurugram, Haryana have jurisdiction.'),
      ],
    },
    { heading: 'Contact', blocks: [p(`Questions about these terms: ${contact}.`)] },
  ],
};

export const RETURN_REFUND_POLICY: ContentDocument = {
  title: 'Return and Refund Policy',
  summary: 'What to do if something is wrong with your order, and how refunds work.',
  updated: UPDATED,
  sections: [
    {
      heading: 'Our promise',
      blocks: [
        p(
          'If a product reaches you damaged, wrong, past its date or not up to our standard, we will replace it or refund you in full. You do not need to send back food products in most cases.',
        ),
      ],
    },
    {
      heading: 'How to raise a request',
      blocks: [
        list(
          'Contact us within 48 hours of delivery by WhatsApp, chat or email.',
          'Share your order number and photos of the product and the outer box.',
          'We respond within one working day and arrange a replacement, a refund or a pickup.',
        ),
      ],
    },
    {
      heading: 'What cannot be returned',
      blocks: [
        p(
          'For hygiene and safety, opened food products cannot be returned for a change of mind. Products damaged by improper storage after delivery, and gift hampers personalised at your request, are also not eligible, unless they have a quality problem.',
        ),
      ],
    },
    {
      heading: 'Refunds',
      blocks: [
        list(
          'Refunds are paid by UPI or bank transfer to the account you share with us, within 5 to 7 working days of approval.',
          'Cancelled before dispatch: a full refund, including delivery charges.',
        ),
      ],
    },
    { heading: 'Contact', blocks: [p(`Reach our customer care at ${contact}.`)] },
  ],
};
