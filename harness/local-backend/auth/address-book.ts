import { randomBytes } from 'node:crypto';
import { badRequest, notFound } from '../http/http-error';
import type { MedusaAddress } from '../checkout/checkout.model';
import { SEEDED_CUSTOMER } from './customer-seed';

/** A saved address in Medusa v2's `StoreCustomerAddress` shape. */
export interface CustomerAddress extends MedusaAddress {
  readonly id: string;
  readonly customer_id: string;
  readonly address_name: string | null;
  readonly company: string | null;
  readonly is_default_shipping: boolean;
  readonly is_default_billing: boolean;
  readonly metadata: Record<string, unknown> | null;
  readonly created_at: string;
  readonly updated_at: string;
}

/** How many addresses one customer may keep. */
export const MAX_ADDRESSES = 20;

/** The seeded customer's one saved address (its pin code is serviceable). */
export function seededAddress(): CustomerAddress {
  return {
    id: 'cuaddr_local_asha_home',
    customer_id: SEEDED_CUSTOMER.id,
    address_name: 'Home',
    company: null,
    first_name: SEEDED_CUSTOMER.first_name,
    last_name: SEEDED_CUSTOMER.last_name,
    address_1: '45 Sushant Lok Phase 1',
    address_2: 'Block C',
    city: 'Gurugram',
    province: 'Haryana',
    postal_code: '122009',
    country_code: 'in',
    phone: `+91${SEEDED_CUSTOMER.phone}`,
    is_default_shipping: true,
    is_default_billing: true,
    metadata: null,
    created_at: '2025-04-20T09:20:00.000Z',
    updated_at: '2025-04-20T09:20:00.000Z',
  };
}

/** Each customer's saved addresses, oldest first; the first one saved is the default. */
export class AddressBook {
  private addresses = new Map<string, readonly CustomerAddress[]>();

  constructor(private readonly now: () => number) {
    this.reset();
  }

  of(customerId: string): readonly CustomerAddress[] {
    return this.addresses.get(customerId) ?? [];
  }

  /** Adds an address; 400 once the customer keeps {@link MAX_ADDRESSES}. */
  add(
    customerId: string,
    address: MedusaAddress,
    extra: { readonly metadata: Record<string, unknown> | null; readonly addressName: string | null },
  ): readonly CustomerAddress[] {
    const current = this.of(customerId);
    if (current.length >= MAX_ADDRESSES) throw badRequest(`A customer can keep at most ${MAX_ADDRESSES} addresses`);
    const at = new Date(this.now()).toISOString();
    const first = current.length === 0;
    const saved: CustomerAddress = {
      ...address,
      id: `cuaddr_local_${randomBytes(8).toString('hex')}`,
      customer_id: customerId,
      address_name: extra.addressName,
      company: null,
      is_default_shipping: first,
      is_default_billing: first,
      metadata: extra.metadata,
      created_at: at,
      updated_at: at,
    };
    const next = [...current, saved];
    this.addresses.set(customerId, next);
    return next;
  }

  /**
   * Deletes one of the customer's addresses (404 when the customer has none of that id); when it was the default,
   * the oldest one left becomes the default.
   */
  remove(customerId: string, addressId: string): readonly CustomerAddress[] {
    const current = this.of(customerId);
    const removed = current.find((address) => address.id === addressId);
    if (!removed) throw notFound(`Address with id ${addressId} was not found`);
    const left = current.filter((address) => address !== removed);
    const next =
      removed.is_default_shipping && left.length > 0 && !left.some((address) => address.is_default_shipping)
        ? left.map((address, index) =>
            index === 0 ? { ...address, is_default_shipping: true, is_default_billing: true } : address,
          )
        : left;
    this.addresses.set(customerId, next);
    return next;
  }

  reset(): void {
    this.addresses = new Map([[SEEDED_CUSTOMER.id, [seededAddress()]]]);
  }
}
