import type { Address, SavedAddress } from '../checkout/checkout.model';
import type { ApiClient } from '../http/api-client';
import { decoded } from './commerce-results';
import type { CheckoutCommerce } from './commerce.port';
import { isJsonObject, stringOrEmpty, type Json } from '../json';

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

export function fromMedusaAddress(value: unknown): Address | null {
  if (!isJsonObject(value)) return null;
  return {
    fullName: `${stringOrEmpty(value['first_name'])} ${stringOrEmpty(value['last_name'])}`.trim(),
    line1: stringOrEmpty(value['address_1']),
    line2: stringOrEmpty(value['address_2']),
    city: stringOrEmpty(value['city']),
    state: stringOrEmpty(value['province']),
    pinCode: stringOrEmpty(value['postal_code']),
    phone: stringOrEmpty(value['phone']).replace(/^\+?91(?=\d{10}$)/, ''),
  };
}

/** A customer address of Medusa's (`StoreCustomerAddress`); null without an id, a first line or a pin code. */
function toSavedAddress(value: unknown): SavedAddress | null {
  const address = fromMedusaAddress(value);
  if (
    !isJsonObject(value) ||
    !address ||
    stringOrEmpty(value['id']) === '' ||
    address.line1.trim() === '' ||
    address.pinCode.trim() === ''
  )
    return null;
  return { id: stringOrEmpty(value['id']), address };
}

/** A list of Medusa customer addresses, the default shipping address first; null when it is not a list. */
export function toSavedAddresses(list: unknown): SavedAddress[] | null {
  if (!Array.isArray(list)) return null;
  const isDefault = (entry: unknown) => isJsonObject(entry) && entry['is_default_shipping'] === true;
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
    listAddresses: () =>
      api
        .get(ADDRESSES_PATH)
        .pipe(decoded((body) => (isJsonObject(body) ? toSavedAddresses(body['addresses']) : null))),
    saveAddress: (address) =>
      api
        .post(ADDRESSES_PATH, toMedusaAddress(address))
        .pipe(
          decoded((body) =>
            isJsonObject(body) && isJsonObject(body['customer'])
              ? toSavedAddresses(body['customer']['addresses'])
              : null,
          ),
        ),
  };
}
