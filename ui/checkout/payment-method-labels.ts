import * as m from '#ui-messages';
import type { PaymentMethodId } from '../../core/checkout/checkout.model';

/** Each way to pay by name, in the store's language, as checkout and the order confirmation show it. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethodId, string>> = { cod: m.checkout_payment_cod() };
