import { Link } from 'wouter';
import { DELIVERY_PROMISE_LINE, RETURN_PROMISE_LINE } from '../../core/checkout/checkout-promises';
import { DeliveryPinCheck } from '../checkout/delivery-pin-check';
import { STORE_DETAILS } from '../store-details';

/**
 * Under the product's 'Add to cart': the delivery promise for a pin code, the delivery and return promises linking
 * their policies, and who markets the product, with its registered address and FSSAI licence number.
 */
export function ProductTrust() {
  const { company } = STORE_DETAILS;
  return (
    <section className="product-trust" aria-label="Delivery, returns and seller">
      <DeliveryPinCheck />
      <ul className="product-trust__promises">
        <li>
          {DELIVERY_PROMISE_LINE} <Link href="/shipping-policy">Shipping policy</Link>
        </li>
        <li>
          {RETURN_PROMISE_LINE} <Link href="/return-refund-policy">Return and refund policy</Link>
        </li>
      </ul>
      <p className="product-trust__seller">
        <span className="product-trust__label">Marketed by</span> {company.legalName}, {company.address.join(', ')}
        <br />
        <span className="product-trust__label">FSSAI Lic. No.</span> {company.fssaiLicence}
      </p>
    </section>
  );
}
