import type { CartItem, WantedQuantities } from './cart.model';
import { MAX_LINE_QUANTITY } from './cart.model';

/** Whether a requested line quantity can be sent: a whole number from 0 (remove) to the store's maximum. */
export function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 0 && quantity <= MAX_LINE_QUANTITY;
}

/**
 * The lines with one line set to `quantity` (its total following), or removed at 0; unchanged when the line is absent.
 */
export function withQuantity(items: readonly CartItem[], lineId: string, quantity: number): readonly CartItem[] {
  const index = items.findIndex((item) => item.id === lineId);
  const current = items[index];
  if (!current) return items;
  if (quantity === 0) return items.filter((item) => item.id !== lineId);
  if (current.quantity === quantity) return items;
  const next = [...items];
  next[index] = { ...current, quantity, total: current.price * quantity };
  return next;
}

/** The quantity wanted for a line, if one is waiting. */
export const wantedFor = (wanted: WantedQuantities, lineId: string): number | undefined =>
  Object.hasOwn(wanted, lineId) ? wanted[lineId] : undefined;

/** The server's lines with the quantities still waiting to be sent laid over them (0 removes a line). */
export function overlay(items: readonly CartItem[], wanted: WantedQuantities): readonly CartItem[] {
  return Object.entries(wanted).reduce((result, [lineId, quantity]) => withQuantity(result, lineId, quantity), items);
}
