import type { EventOf } from '../events';

/** A past order's line as 'Buy again' reads it (an order history line or a placed order's). */
export interface BuyAgainLine {
  readonly title: string;
  readonly variantTitle?: string | null;
  readonly quantity: number;
  readonly variantId?: string;
}

/** The line's name for the shopper: its title, and its pack unless the title already ends with it. */
export const buyAgainTitle = ({ title, variantTitle }: BuyAgainLine): string =>
  variantTitle && !title.endsWith(variantTitle) ? `${title} ${variantTitle}` : title;

/** SPEC §14.7: the intent that puts an order's lines in the cart again; lines naming no pack are `missing`. */
export function buyAgainRequested(orderId: string, lines: readonly BuyAgainLine[]): EventOf<'cart/buyAgainRequested'> {
  return {
    type: 'cart/buyAgainRequested',
    payload: {
      orderId,
      items: lines.flatMap((line) =>
        line.variantId ? [{ variantId: line.variantId, quantity: line.quantity, title: buyAgainTitle(line) }] : [],
      ),
      missing: lines.filter((line) => !line.variantId).map(buyAgainTitle),
    },
  };
}
