import type { Address, SavedAddress } from '../checkout/checkout.model';
import type { ApiClient } from '../http/api-client';
import { decoded } from './commerce-results';
import type { CheckoutCommerce } from './commerce.port';
import { isJsonObject, nonEmptyOrNull, objectOrEmpty, stringOrEmpty, type Json } from '../json';

/** Medusa v2's routes for the logged-in customer's addresses. */
export const ADDRESSES_PATH = '/store/customers/me/addresses';

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

/** A Medusa address as a checkout address; null when it is not an object. */
export function fromMedusaAddress(value: unknown): Address | null {
  if (!isJsonObject(value)) return null;
  const field = (name: string) => stringOrEmpty(value[name]);
  return {
    fullName: `${field('first_name')} ${field('last_name')}`.trim(),
    line1: field('address_1'),
    line2: field('address_2'),
    city: field('city'),
    state: field('province'),
    pinCode: field('postal_code'),
    phone: field('phone').replace(/^\+?91(?=\d{10}$)/, ''),
  };
}

/** A customer address of Medusa's (`StoreCustomerAddress`); null without an id, a first line or a pin code. */
function toSavedAddress(value: unknown): SavedAddress | null {
  const id = isJsonObject(value) ? nonEmptyOrNull(value['id']) : null;
  const address = fromMedusaAddress(value);
  if (id === null || address === null || address.line1.trim() === '' || address.pinCode.trim() === '') return null;
  return { id, address };
}

/** A list of Medusa customer addresses, the default shipping address first; null when it is not a list. */
export function toSavedAddresses(list: unknown): SavedAddress[] | null {
  if (!Array.isArray(list)) return null;
  const isDefault = (entry: unknown) => isJsonObject(entry) && entry['is_default_shipping'] === true;
  return [...list.filter(isDefault), ...list.filter((entry) => !isDefault(entry))].flatMap(
    (entry) => toSavedAddress(entry) ?? [],
  );
}

/**
 * The customer's address book on Medusa v2's store routes: `GET /store/customers/me/addresses`
 * answering `{ addresses }`, and `POST /store/customers/me/addresses` answering the customer with
 * its `addresses`. The address is sent with the contact's phone, as on the cart.
 */
export function createStoreAddresses(api: ApiClient): Pick<CheckoutCommerce, 'listAddresses' | 'saveAddress'> {
  return {
    listAddresses: () =>
      api.get(ADDRESSES_PATH).pipe(decoded((body) => toSavedAddresses(objectOrEmpty(body)['addresses']))),
    saveAddress: (address) =>
      api
        .post(ADDRESSES_PATH, toMedusaAddress(address))
        .pipe(decoded((body) => toSavedAddresses(objectOrEmpty(objectOrEmpty(body)['customer'])['addresses']))),
  };
}
