import type { Address, SavedAddress } from '../checkout/checkout.model';
import type { ApiClient } from '../http/api-client';
import { decoded } from './commerce-results';
import type { CheckoutCommerce } from './commerce.port';
import * as v from 'valibot';
import type { Json } from '../json';
import { jsonObject, parsedOrNull, readableItems, stringOrEmpty } from '../json.schema';

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

const MEDUSA_ADDRESS = {
  first_name: stringOrEmpty,
  last_name: stringOrEmpty,
  address_1: stringOrEmpty,
  address_2: stringOrEmpty,
  city: stringOrEmpty,
  province: stringOrEmpty,
  postal_code: stringOrEmpty,
  phone: stringOrEmpty,
};

const MedusaAddressSchema = jsonObject(MEDUSA_ADDRESS);

const toAddress = (address: v.InferOutput<typeof MedusaAddressSchema>): Address => ({
  fullName: `${address.first_name} ${address.last_name}`.trim(),
  line1: address.address_1,
  line2: address.address_2,
  city: address.city,
  state: address.province,
  pinCode: address.postal_code,
  phone: address.phone.replace(/^\+?91(?=\d{10}$)/, ''),
});

/** A customer address of Medusa's (`StoreCustomerAddress`); it fails without an id, a first line or a pin code. */
const SavedAddressSchema = v.pipe(
  jsonObject({ ...MEDUSA_ADDRESS, id: v.pipe(v.string(), v.nonEmpty()) }),
  v.transform((entry): SavedAddress => ({ id: entry.id, address: toAddress(entry) })),
  v.check(({ address }) => address.line1.trim() !== '' && address.pinCode.trim() !== ''),
);

const DefaultShippingSchema = jsonObject({ is_default_shipping: v.literal(true) });
const AddressListAnswerSchema = jsonObject({ addresses: v.array(v.unknown()) });
const CustomerAnswerSchema = jsonObject({ customer: jsonObject({ addresses: v.array(v.unknown()) }) });

/** A Medusa address as a checkout address; null when it is not an object. */
export function fromMedusaAddress(value: unknown): Address | null {
  const address = parsedOrNull(MedusaAddressSchema, value);
  return address && toAddress(address);
}

/** A list of Medusa customer addresses, the default shipping address first; null when it is not a list. */
export function toSavedAddresses(list: unknown): SavedAddress[] | null {
  if (!Array.isArray(list)) return null;
  const isDefault = (entry: unknown) => v.is(DefaultShippingSchema, entry);
  return readableItems(SavedAddressSchema, [...list.filter(isDefault), ...list.filter((entry) => !isDefault(entry))]);
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
        .pipe(decoded((body) => toSavedAddresses(parsedOrNull(AddressListAnswerSchema, body)?.addresses))),
    saveAddress: (address) =>
      api
        .post(ADDRESSES_PATH, toMedusaAddress(address))
        .pipe(decoded((body) => toSavedAddresses(parsedOrNull(CustomerAnswerSchema, body)?.customer.addresses))),
  };
}
