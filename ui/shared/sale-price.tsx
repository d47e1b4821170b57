import { mrpOver, percentOff, totalSaving, type SalePrice } from '../../core/catalog/saving';
import { formatMoney } from '../format/money';

/** Beside a selling price, when on sale below its MRP: 'MRP' with the MRP struck through, and the percent off. */
export function MrpAndOff({ price, originalPrice, withOff = true }: SalePrice & { readonly withOff?: boolean }) {
  const mrp = mrpOver(price, originalPrice);
  if (mrp === null) return null;
  const off = percentOff({ price, originalPrice: mrp });
  return (
    <>
      <span className="mrp">
        MRP <s>{formatMoney(mrp)}</s>
      </span>
      {withOff && off > 0 ? <span className="percent-off">{off}% off</span> : null}
    </>
  );
}

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
      You save {formatMoney(saving)}
    </p>
  ) : null;
}
