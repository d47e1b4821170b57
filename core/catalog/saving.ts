/** A price with the MRP it is sold below, if any. Money in paise. */
export interface SalePrice {
  readonly price: number;
  /** The MRP, only when above the price (see {@link mrpOver}). */
  readonly originalPrice?: number | null;
}

/**
 * The MRP worth showing beside a selling price: a finite amount above it; null for a missing or malformed amount, or
 * one at or below the price (no sale).
 */
export const mrpOver = (price: number, original: unknown): number | null =>
  typeof original === 'number' && Number.isFinite(original) && original > price ? original : null;

/** The whole percent off the MRP, rounded down (never claims more than the shopper saves); 0 without a sale. */
export function percentOff({ price, originalPrice }: SalePrice): number {
  const mrp = mrpOver(price, originalPrice);
  return mrp === null ? 0 : Math.floor(((mrp - price) * 100) / mrp);
}

/** What `quantity` packs save against their MRP, in paise; 0 without a sale. */
export function savingOf({ price, originalPrice }: SalePrice, quantity = 1): number {
  const mrp = mrpOver(price, originalPrice);
  return mrp === null ? 0 : (mrp - price) * quantity;
}

/** The total saving of cart lines against their MRPs, in paise. */
export const totalSaving = (lines: readonly (SalePrice & { readonly quantity: number })[]): number =>
  lines.reduce((sum, line) => sum + savingOf(line, line.quantity), 0);
