import { randomBytes } from 'node:crypto';
import { conflict, notFound } from '../http/http-error';
import type { PhoneNumber } from './phone-number';
import { SEEDED_CUSTOMER, seededOrders } from './customer-seed';

/** A customer as the profile calls answer it. */
export interface Customer {
  readonly id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly phone_country_code: string;
  readonly created_at: string;
}

export interface OrderItem {
  readonly id: string;
  readonly title: string;
  readonly quantity: number;
  /** Paise. */
  readonly unit_price: number;
  /** Paise. */
  readonly total: number;
  readonly thumbnail: string | null;
  /** The pack ordered (Medusa's order line field); seeded lines carry it too. */
  readonly variant_id?: string;
  readonly product_handle?: string;
}

export interface Order {
  readonly id: string;
  readonly display_id: number;
  readonly created_at: string;
  readonly status: 'pending' | 'completed' | 'canceled';
  readonly items: readonly OrderItem[];
  /** Paise. */
  readonly total: number;
  readonly currency_code: 'inr';
}

/** The editable part of a profile, already validated. */
export interface ProfileChanges {
  readonly first_name?: string;
  readonly last_name?: string;
  readonly name?: string;
  readonly email?: string;
}

/** Customers keyed by id and by phone, with their orders. */
export class CustomerStore {
  private customers = new Map<string, Customer>();
  private orders = new Map<string, readonly Order[]>();

  constructor(private readonly now: () => number) {
    this.reset();
  }

  get(id: string): Customer | null {
    return this.customers.get(id) ?? null;
  }

  /** The customer with this number, made (with an empty name and email) when there is none. */
  findOrCreate(number: PhoneNumber): { customer: Customer; created: boolean } {
    for (const customer of this.customers.values()) {
      if (customer.phone === number.phone && customer.phone_country_code === number.phoneCountryCode) {
        return { customer, created: false };
      }
    }
    const customer: Customer = {
      id: `cus_local_${randomBytes(8).toString('hex')}`,
      first_name: '',
      last_name: '',
      name: '',
      email: '',
      phone: number.phone,
      phone_country_code: number.phoneCountryCode,
      created_at: new Date(this.now()).toISOString(),
    };
    this.customers.set(customer.id, customer);
    return { customer, created: true };
  }

  /**
   * Applies profile changes. A full name alone is split into first and last name; first or last
   * name alone rebuild the full name. An email another customer uses answers 409.
   */
  update(id: string, changes: ProfileChanges): Customer {
    const current = this.customers.get(id);
    if (!current) throw notFound('The customer no longer exists');
    const email = changes.email;
    if (email !== undefined) {
      const taken = [...this.customers.values()].some((other) => other.id !== id && other.email === email);
      if (taken) throw conflict('Another account already uses this email');
    }
    let { first_name, last_name, name } = current;
    if (changes.first_name !== undefined || changes.last_name !== undefined) {
      first_name = changes.first_name ?? first_name;
      last_name = changes.last_name ?? last_name;
      name = changes.name ?? `${first_name} ${last_name}`.trim();
    } else if (changes.name !== undefined) {
      const [first = '', ...rest] = changes.name.split(/\s+/);
      first_name = first;
      last_name = rest.join(' ');
      name = changes.name;
    }
    const updated: Customer = { ...current, first_name, last_name, name, email: changes.email ?? current.email };
    this.customers.set(id, updated);
    return updated;
  }

  /** A page of the customer's orders, newest first. */
  ordersOf(id: string, limit: number, offset: number): { orders: readonly Order[]; count: number } {
    const all = this.orders.get(id) ?? [];
    return { orders: all.slice(offset, offset + limit), count: all.length };
  }

  order(customerId: string, orderId: string): Order | null {
    return (this.orders.get(customerId) ?? []).find((order) => order.id === orderId) ?? null;
  }

  /** Back to the seeded customer and orders only. */
  reset(): void {
    this.customers = new Map([[SEEDED_CUSTOMER.id, SEEDED_CUSTOMER]]);
    this.orders = new Map([[SEEDED_CUSTOMER.id, seededOrders()]]);
  }
}
