import { defer, from, map } from 'rxjs';
import type { CheckoutFlowLoader } from '../../checkout/checkout-gate.epic';

/** The checkout epics as a separate chunk, fetched when the shopper first reaches checkout. */
export const loadCheckoutFlowOnDemand: CheckoutFlowLoader = () =>
  defer(() => from(import('../../checkout/checkout.epic'))).pipe(map((module) => module.checkoutFlowEpic));
