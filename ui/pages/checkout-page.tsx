import * as m from '#ui-messages';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '../head/document-head';
import { useDispatch, useSelector } from '../store';
import '../shared/shared.css';
import '../cart/cart.css';
import '../account/account.css';
import '../checkout/checkout.css';
import {
  AddressForm,
  AddressSummary,
  ContactForm,
  ContactSummary,
  DeliveryForm,
  DeliverySummary,
  PaymentForm,
  PaymentSummary,
} from '../checkout/checkout-forms';
import { OrderSummary, ReviewStep } from '../checkout/checkout-review';
import { CheckoutStepSection } from '../checkout/checkout-step';
import { OrderLimitNotice } from '../cart/order-limit-notice';
import { selectCartLineCount } from '../../core/cart/cart.selectors';
import { selectPlacingOrder } from '../../core/checkout/checkout.selectors';

/** /checkout: contact, address, delivery, payment and review on one page, phone first; each step editable once done. */
export function CheckoutPage() {
  useDocumentTitle(m.checkout_title());
  const dispatch = useDispatch();
  const count = useSelector(selectCartLineCount);
  const placing = useSelector(selectPlacingOrder);
  useEffect(() => {
    dispatch({ type: 'checkout/openRequested' });
  }, [dispatch]);

  if (count === 0 && !placing) {
    return (
      <div className="checkout-page">
        <h1 className="page-title">{m.checkout_title()}</h1>
        <div className="empty-state">
          <h2>{m.cart_empty_title()}</h2>
          <p>{m.cart_checkout_reason_empty()}</p>
          <Link href="/" className="button button--primary">
            {m.cart_continue_shopping()}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="checkout-page">
      <h1 className="page-title">{m.checkout_title()}</h1>
      <OrderLimitNotice />
      <div className="checkout-page__layout">
        <ol className="checkout-steps">
          <CheckoutStepSection step="contact" index={1} summary={<ContactSummary />}>
            <ContactForm />
          </CheckoutStepSection>
          <CheckoutStepSection step="address" index={2} summary={<AddressSummary />}>
            <AddressForm />
          </CheckoutStepSection>
          <CheckoutStepSection step="delivery" index={3} summary={<DeliverySummary />}>
            <DeliveryForm />
          </CheckoutStepSection>
          <CheckoutStepSection step="payment" index={4} summary={<PaymentSummary />}>
            <PaymentForm />
          </CheckoutStepSection>
          <CheckoutStepSection step="review" index={5} summary={null} submit={false}>
            <ReviewStep />
          </CheckoutStepSection>
        </ol>
        <OrderSummary />
      </div>
    </div>
  );
}
