import type { Address, SavedAddress } from '../checkout/checkout.model';
import type { ApiClient } from '../http/api-client';
import { decoded } from './commerce-results';
import type { CheckoutCommerce } from './commerce.port';

/** Medusa v2's routes for the logged-in customer's addresses. */
export const ADDRESSES_PATH = '/store/customers/me/addresses';

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A checkout address as Medusa's (`first_name`, `address_1`, `province`, `postal_code`, country 'in'). */
export function toMedusaAddress(address: Address): Json {
  const [first = '', ...rest] = address.fullName.trim().split(/\s+/);
  return {
    first_name: first,
    last_name: rest.join(' '),
    address_1: address.line1,
    address_2: address.line2,
    city: address.city,
    province: address.state,
    postal_code: address.pinCode,
    country_code: 'in',
    phone: `+91${address.phone}`,
  };
}

export function fromMedusaAddress(value: unknown): Address | null {
  if (!isRecord(value)) return null;
  return {
    fullName: `${text(value['first_name'])} ${text(value['last_name'])}`.trim(),
    line1: text(value['address_1']),
    line2: text(value['address_2']),
    city: text(value['city']),
    state: text(value['province']),
    pinCode: text(value['postal_code']),
    phone: text(value['phone']).replace(/^\+?91(?=\d{10}$)/, ''),
  };
}

/** A customer address of Medusa's (`StoreCustomerAddress`); null without an id, a first line or a pin code. */
function toSavedAddress(value: unknown): SavedAddress | null {
  const address = fromMedusaAddress(value);
  if (!isRecord(value) || !address || text(value['id']) === '' || address.line1.trim() === '' || address.pinCode.trim() === '') return null;
  return { id: text(value['id']), address };
}

/** A list of Medusa customer addresses, the default shipping address first; null when it is not a list. */
export function toSavedAddresses(list: unknown): SavedAddress[] | null {
  if (!Array.isArray(list)) return null;
  const isDefault = (entry: unknown) => isRecord(entry) && entry['is_default_shipping'] === true;
  return [...list.filter(isDefault), ...list.filter((entry) => !isDefault(entry))]
    .map(toSavedAddress)
    .filter((saved): saved is SavedAddress => saved !== null);
}

/**
 * The customer's address book on Medusa v2's store routes: `GET /store/customers/me/addresses`
 * answering `{ addresses }`, and `POST /store/customers/me/addresses` answering the customer with
 * its `addresses`. The address is sent with the contact's phone, as on the cart.
 */
export function createStoreAddresses(api: ApiClient): Pick<CheckoutCommerce, 'listAddresses' | 'saveAddress'> {
  return {
    listAddresses: () => api.get(ADDRESSES_PATH).pipe(decoded((body) => (isRecord(body) ? toSavedAddresses(body['addresses']) : null))),
    saveAddress: (address) =>
      api
        .post(ADDRESSES_PATH, toMedusaAddress(address))
        .pipe(decoded((body) => (isRecord(body) && isRecord(body['customer']) ? toSavedAddresses(body['customer']['addresses']) : null))),
  };
}
