import * as m from '#ui-messages';
import { totalSaving } from '../../core/cart/cart-saving';
import { formatMoney } from '../format/money';

/** 'You save ₹X': what lines save against their MRPs, in an order summary; nothing when none is on sale. */
export function YouSave({
  lines,
  testId,
}: {
  readonly lines: Parameters<typeof totalSaving>[0];
  readonly testId: string;
}) {
  const saving = totalSaving(lines);
  return saving > 0 ? (
    <p className="you-save" data-testid={testId}>
      {m.cart_you_save({ amount: formatMoney(saving) })}
    </p>
  ) : null;
}
