import * as m from '#ui-messages';
import { buyAgainRequested, type BuyAgainLine } from '../../core/cart/buy-again';
import { selectCartReconciling } from '../../core/cart/cart.selectors';
import { useDispatch, useSelector } from '../store';

/** SPEC §14.7: puts the order's lines in the cart at today's prices; the snackbar says what went in. */
export function BuyAgainButton({
  orderId,
  lines,
  label,
}: {
  readonly orderId: string;
  readonly lines: readonly BuyAgainLine[];
  /** The order it buys again, for a screen reader among several orders. */
  readonly label?: string;
}) {
  const dispatch = useDispatch();
  const busy = useSelector(selectCartReconciling);
  return (
    <button
      type="button"
      className="button button--outline"
      data-testid="buy-again"
      aria-label={label}
      aria-busy={busy}
      disabled={lines.length === 0}
      onClick={() => dispatch(buyAgainRequested(orderId, lines))}
    >
      {m.account_buy_again()}
    </button>
  );
}
