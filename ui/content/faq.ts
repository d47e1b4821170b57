import type { PaymentFees } from '../../core/checkout/checkout-policy';
import {
  cashOnDeliveryText,
  DELIVERY_FEE_TEXT,
  DELIVERY_TIME_LINES,
  paymentMethodsText,
} from '../../core/checkout/checkout-promises';
import { STORE_DETAILS } from '../store-details';
import { list, p, type FaqGroup } from './content.model';

/** The questions shoppers ask most, by topic; the payment answers name only the fees the backend charges. */
export const faqGroups = (fees: PaymentFees): readonly FaqGroup[] => [
  {
    topic: 'Delivery',
    entries: [
      {
        question: 'Where do you deliver?',
        answer: [
          p(
            'We deliver to over 19,000 pin codes across India through our courier partners. Enter your pin code at checkout to see whether we reach you and the expected delivery date.',
          ),
        ],
      },
      {
        question: 'How long does delivery take?',
        answer: [
          p('Orders placed before 2 PM are milled, packed and dispatched the next working day. After dispatch:'),
          list(...DELIVERY_TIME_LINES),
        ],
      },
      {
        question: 'How much does delivery cost?',
        answer: [p(DELIVERY_FEE_TEXT)],
      },
      {
        question: 'How do I track my order?',
        answer: [
          p(
            'You will receive an SMS and WhatsApp message with a tracking link once your order ships. You can also see every order and its status under Order History in your account.',
          ),
        ],
      },
    ],
  },
  {
    topic: 'Freshness',
    entries: [
      {
        question: 'When is my atta milled?',
        answer: [
          p(
            'We mill atta and millet flours in small batches after your order is placed, and pack them the same day. The milling date is printed on every pack.',
          ),
        ],
      },
      {
        question: 'How long does fresh atta last?',
        answer: [
          p(
            'Use it within six to eight weeks of the milling date. Keep it in an airtight container in a cool, dry place; in humid months, the fridge is best. Ghee and oils carry their best-before date on the label.',
          ),
        ],
      },
      {
        question: 'Do your products contain preservatives?',
        answer: [
          p(
            'No. Our flours, ghee, oils and pulses contain no preservatives, colours or additives. That is also why fresh-milled flours have a shorter shelf life than factory atta.',
          ),
        ],
      },
    ],
  },
  {
    topic: 'Returns and refunds',
    entries: [
      {
        question: 'What if a product arrives damaged or wrong?',
        answer: [
          p(
            `Tell us within 48 hours of delivery with a photo of the pack and the outer box, by WhatsApp or at ${STORE_DETAILS.email}. We will send a replacement or refund you in full.`,
          ),
        ],
      },
      {
        question: 'Can I return an opened food product?',
        answer: [
          p(
            'For hygiene reasons we cannot take back opened food products, except when there is a quality problem. If something is not right with a product you opened, write to us and we will make it right.',
          ),
        ],
      },
      {
        question: 'How long do refunds take?',
        answer: [
          p(
            'Once approved, we refund you by UPI or bank transfer to the account you share with us, within 5 to 7 working days.',
          ),
        ],
      },
    ],
  },
  {
    topic: 'Payment',
    entries: [
      {
        question: 'Which payment methods do you accept?',
        answer: [p(paymentMethodsText(fees))],
      },
      {
        question: 'Is Cash on Delivery available?',
        answer: [p(cashOnDeliveryText(fees))],
      },
      {
        question: 'Will I get a GST invoice?',
        answer: [p('Yes. A GST invoice is emailed with every order. Businesses can add their GSTIN at checkout.')],
      },
    ],
  },
  {
    topic: 'Bulk and corporate orders',
    entries: [
      {
        question: 'Do you take bulk orders?',
        answer: [
          p(
            `Yes, for restaurants, cafés, offices, housing societies and events. Write to ${STORE_DETAILS.email} or call ${STORE_DETAILS.phone} with the products and quantities, and we will send a quote within one working day.`,
          ),
        ],
      },
      {
        question: 'Can I order gift hampers for my team or clients?',
        answer: [
          p(
            'Yes. Our festive and wellness hampers can be branded with your logo and a message, and delivered to many addresses. Order at least two weeks ahead of Diwali and other festivals.',
          ),
        ],
      },
    ],
  },
];
