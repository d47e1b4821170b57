import * as m from '#ui-messages';
import type { UnitPrice } from '../../core/catalog/unit-price';
import { formatMoney } from '../format/money';

/** A pack's price per kg or litre as a card and the product page show it: '₹90.00/kg', '₹250.00/L'. */
export const unitPriceText = ({ paise, unit }: UnitPrice): string =>
  unit === 'kg'
    ? m.catalog_price_per_kg({ price: formatMoney(paise) })
    : m.catalog_price_per_litre({ price: formatMoney(paise) });
