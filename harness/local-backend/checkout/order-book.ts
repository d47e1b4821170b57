import type { PlacedOrderView } from './checkout.model';

/** The first display id of a placed order (the seeded orders are 1001 to 1003). */
export const FIRST_DISPLAY_ID = 1101;

/** Orders placed through checkout, newest first; shared by checkout (writes) and the customer's orders (reads). */
export class OrderBook {
  private orders: PlacedOrderView[] = [];
  private nextDisplayId = FIRST_DISPLAY_ID;

  /** The display id the next order gets. */
  takeDisplayId(): number {
    return this.nextDisplayId++;
  }

  add(order: PlacedOrderView): void {
    this.orders.unshift(order);
  }

  byId(id: string): PlacedOrderView | null {
    return this.orders.find((order) => order.id === id) ?? null;
  }

  ofCustomer(customerId: string): readonly PlacedOrderView[] {
    return this.orders.filter((order) => order.customer_id === customerId);
  }

  all(): readonly PlacedOrderView[] {
    return this.orders;
  }

  reset(): void {
    this.orders = [];
    this.nextDisplayId = FIRST_DISPLAY_ID;
  }
}
