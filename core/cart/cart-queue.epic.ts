import { merge } from 'rxjs';
import type { CoreEpic } from '../epic';
import { cartAddOps } from './cart-add';
import { cartCouponOps } from './cart-coupon';
import { cartCreationOps } from './cart-create';
import { cartLineOps } from './cart-lines';
import { serialise } from './cart-queue';
import { cartRefreshOps } from './cart-refresh';

/**
 * The one queue for every cart mutation, so rapid clicks never leave a wrong total: the cart's
 * creation (an add made meanwhile waits for that cart instead of making a second one), adds from
 * the store and the assistant (SPEC §4 Chat add-to-cart and §8), quantity changes and removals, and
 * the refresh, and coupon codes. What the queue knows between operations is in `cart.sync`, changed only by events.
 * Creation is listed first: an expired cart's fresh cart is queued before the re-add into it.
 */
export const cartQueueEpic: CoreEpic = (event$, state$, deps) =>
  serialise(
    merge(
      cartCreationOps(event$, state$, deps),
      cartAddOps(event$, state$, deps),
      cartLineOps(event$, state$, deps),
      cartRefreshOps(event$, state$, deps),
      cartCouponOps(event$, state$, deps),
    ),
  );
