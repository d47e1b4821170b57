import { numberOrNull } from '../json';

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
export function mrpOver(price: number, original: unknown): number | null {
  const mrp = numberOrNull(original);
  return mrp !== null && mrp > price ? mrp : null;
}

/** The whole percent off an MRP above the price, rounded down (never claims more than the shopper saves). */
export const percentOff = (price: number, mrp: number): number => Math.floor(((mrp - price) * 100) / mrp);
