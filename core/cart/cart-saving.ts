import { mrpOver, type SalePrice } from '../catalog/saving';

/** What `quantity` packs save against their MRP, in paise; 0 without a sale (core/catalog/saving.ts). */
export function savingOf({ price, originalPrice }: SalePrice, quantity = 1): number {
  const mrp = mrpOver(price, originalPrice);
  return mrp === null ? 0 : (mrp - price) * quantity;
}

/** The total saving of cart lines against their MRPs, in paise: what the cart and checkout's 'You save' say. */
export const totalSaving = (lines: readonly (SalePrice & { readonly quantity: number })[]): number =>
  lines.reduce((sum, line) => sum + savingOf(line, line.quantity), 0);
