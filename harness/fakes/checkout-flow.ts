import { of } from 'rxjs';
import { checkoutFlowEpic } from '../../core/checkout/checkout.epic';
import type { CheckoutFlowLoader } from '../../core/checkout/checkout-gate.epic';

/** The checkout epics at once, so scenarios and tests stay synchronous on virtual time. */
export const loadCheckoutFlowNow: CheckoutFlowLoader = () => of(checkoutFlowEpic);
