/**
 * The brand API's coupon codes, as Medusa's promotions hold them: a standard promotion whose application method takes
 * a percentage off each item of the cart (`target_type: items`, `allocation: across`). The Medusa seed makes GHAR10
 * from this same table (harness/medusa/seed-input.ts).
 */
export interface LocalPromotion {
  readonly code: string;
  /** Percent off each item's subtotal. */
  readonly percent: number;
  /** When the offer ended (ISO time); null while it runs. */
  readonly endsAt: string | null;
}

export const PROMOTIONS: readonly LocalPromotion[] = [
  { code: 'GHAR10', percent: 10, endsAt: null },
  { code: 'DIWALI20', percent: 20, endsAt: '2025-11-03T18:29:59.000Z' },
];

/** The promotion of a code, exactly as Medusa matches codes (case and all); null when there is none. */
export const promotionByCode = (code: string): LocalPromotion | null =>
  PROMOTIONS.find((promotion) => promotion.code === code) ?? null;

/** Whether the promotion's offer has ended at `now` (ms since the epoch). */
export const promotionEnded = (promotion: LocalPromotion, now: number): boolean =>
  promotion.endsAt !== null && Date.parse(promotion.endsAt) <= now;

/** What a promotion takes off a line's subtotal, in paise (rounded to the paisa). */
export const lineDiscount = (promotion: LocalPromotion, subtotal: number): number =>
  Math.round((subtotal * promotion.percent) / 100);
