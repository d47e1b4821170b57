import type { PlacedOrderView } from './checkout.model';

/** The ten digits of an Indian mobile number written with or without +91, 0, spaces or dashes; null otherwise. */
function nationalNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const national =
    digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits.replace(/^0(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(national) ? national : null;
}

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

  /**
   * Gives the guest orders delivered to a mobile number (ten digits) to the customer whose login proved it; an order
   * placed by another customer stays theirs.
   */
  claimGuestOrders(phone: string, customerId: string): void {
    this.orders = this.orders.map((order) =>
      order.customer_id === null && nationalNumber(order.shipping_address.phone) === phone
        ? { ...order, customer_id: customerId }
        : order,
    );
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
