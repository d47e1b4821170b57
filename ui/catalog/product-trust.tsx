import * as m from '#ui-messages';
import { Link } from 'wouter';
import { ANYWHERE_DAYS, CHECKOUT_POLICY } from '../../core/checkout/checkout-policy';
import { rupeesText } from '../../core/checkout/checkout-promises';
import { DeliveryPinCheck } from '../checkout/delivery-pin-check';
import { STORE_DETAILS } from '../store-details';

/** The delivery promise every pin code gets, from the checkout policy's days and free-delivery threshold. */
const deliveryPromiseLine = (): string =>
  m.catalog_trust_delivery({
    from: ANYWHERE_DAYS[0],
    to: ANYWHERE_DAYS[1],
    amount: rupeesText(CHECKOUT_POLICY.freeDeliveryFrom),
  });

/**
 * Under the product's 'Add to cart': the delivery promise for a pin code, the delivery and return promises linking
 * their policies, and who markets the product, with its registered address and FSSAI licence number.
 */
export function ProductTrust() {
  const { company } = STORE_DETAILS;
  return (
    <section className="product-trust" aria-label={m.catalog_trust_label()}>
      <DeliveryPinCheck />
      <ul className="product-trust__promises">
        <li>
          {deliveryPromiseLine()} <Link href="/shipping-policy">{m.catalog_trust_shipping_policy()}</Link>
        </li>
        <li>
          {m.catalog_trust_return()} <Link href="/return-refund-policy">{m.catalog_trust_return_policy()}</Link>
        </li>
      </ul>
      <p className="product-trust__seller">
        <span className="product-trust__label">{m.catalog_trust_marketed_by()}</span> {company.legalName},{' '}
        {company.address.join(', ')}
        <br />
        <span className="product-trust__label">{m.catalog_trust_fssai()}</span> {company.fssaiLicence}
      </p>
    </section>
  );
}
