/** What a price is compared per: a kilogram, or a litre. */
export type PriceUnit = 'kg' | 'L';

/** A pack's price in paise per kilogram or per litre. */
export interface UnitPrice {
  readonly paise: number;
  readonly unit: PriceUnit;
}

/** A pack as the price orders read it: its label ('500 g', '1 L'), its grams or millilitres when known, its price. */
export interface PricedPack {
  readonly title: string | null;
  readonly weight?: number | null;
  readonly price: number;
}

const SIZE = /(\d+(?:\.\d+)?)\s*(kg|g|ml|l)\b/i;

/**
 * The price per kilogram (per litre for a pack labelled in litres or millilitres) of a pack, from
 * its weight when known, else from the size in its label; null when neither gives a size ('Classic').
 */
export function unitPrice(pack: PricedPack): UnitPrice | null {
  const match = SIZE.exec(pack.title ?? '');
  const unit = match?.[2]?.toLowerCase();
  const labelled = match ? Number(match[1]) * (unit === 'kg' || unit === 'l' ? 1000 : 1) : null;
  const amount = pack.weight != null && pack.weight > 0 ? pack.weight : labelled;
  if (amount === null || !(amount > 0)) return null;
  return { paise: Math.round((pack.price * 1000) / amount), unit: unit === 'l' || unit === 'ml' ? 'L' : 'kg' };
}

/**
 * The 'Price per kg' order's rule, one place for every listing and search: products are compared by
 * the pack their card shows first, by its price per kg or litre, so a 500 g pack is not set against
 * a 1 kg one; products whose pack has no size (hampers) come after those that have one, by pack
 * price. `direction` 1 is cheapest first, -1 dearest first.
 */
export function compareByUnitPrice(a: PricedPack | undefined, b: PricedPack | undefined, direction: 1 | -1): number {
  const perA = a ? unitPrice(a) : null;
  const perB = b ? unitPrice(b) : null;
  if (perA && perB) return direction * (perA.paise - perB.paise);
  if (perA || perB) return perA ? -1 : 1;
  return direction * ((a?.price ?? 0) - (b?.price ?? 0));
}

/**
 * The 'Price: low to high' and 'high to low' orders' rule: products compared by the selling price of the pack their
 * card shows first, whatever its size; a product without a pack last. `direction` 1 is cheapest first, -1 dearest
 * first.
 */
export function compareByPackPrice(a: PricedPack | undefined, b: PricedPack | undefined, direction: 1 | -1): number {
  if (!a || !b) return (a ? -1 : 0) + (b ? 1 : 0);
  return direction * (a.price - b.price);
}

/** Which pack order a listing order is, and its direction (one table for every backend and the UI tests). */
export const PACK_ORDERS = {
  price_asc: (a: PricedPack | undefined, b: PricedPack | undefined) => compareByPackPrice(a, b, 1),
  price_desc: (a: PricedPack | undefined, b: PricedPack | undefined) => compareByPackPrice(a, b, -1),
  price_per_kg: (a: PricedPack | undefined, b: PricedPack | undefined) => compareByUnitPrice(a, b, 1),
} as const;
