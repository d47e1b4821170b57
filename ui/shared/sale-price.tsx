import * as m from '#ui-messages';
import { mrpOver, percentOff, type SalePrice } from '../../core/catalog/saving';
import { formatMoney } from '../format/money';

/** Beside a selling price, when on sale below its MRP: 'MRP' with the MRP struck through, and the percent off. */
export function MrpAndOff({ price, originalPrice }: SalePrice) {
  const mrp = mrpOver(price, originalPrice);
  if (mrp === null) return null;
  const off = percentOff(price, mrp);
  return (
    <>
      <span className="mrp">
        {m.common_mrp()} <s>{formatMoney(mrp)}</s>
      </span>
      {off > 0 ? <span className="percent-off">{m.common_percent_off({ percent: off })}</span> : null}
    </>
  );
}
