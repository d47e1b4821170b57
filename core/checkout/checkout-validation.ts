import type { Address, CheckoutContact, CheckoutField } from './checkout.model';
import { INDIAN_STATES } from './indian-states';
import { CHECKOUT_FIELD_MESSAGES } from '../messages/checkout.messages';

export type FieldErrors = Partial<Record<CheckoutField, string>>;

export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The ten digits of a mobile number typed with or without +91, spaces or dashes. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s-]/g, '').replace(/^(?:\+91|91(?=\d{10}$)|0(?=\d{10}$))/, '');
}

/** The contact, or the errors of its fields. Email is optional for cash on delivery. */
export function validateContact(
  fields: Readonly<Record<CheckoutField, string>>,
): { contact: CheckoutContact } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const phone = normalisePhone(fields.phone);
  const email = fields.email.trim();
  if (!MOBILE_PATTERN.test(phone)) errors.phone = CHECKOUT_FIELD_MESSAGES.phone;
  if (email !== '' && !EMAIL_PATTERN.test(email)) errors.email = CHECKOUT_FIELD_MESSAGES.email;
  return Object.keys(errors).length > 0
    ? { errors }
    : { contact: { phone, email: email === '' ? null : email.toLowerCase() } };
}

/** The delivery address (the contact's phone on it), or the errors of its fields. */
export function validateAddress(
  fields: Readonly<Record<CheckoutField, string>>,
): { address: Address } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const value = (field: CheckoutField) => fields[field].trim().replace(/\s+/g, ' ');
  if (value('fullName') === '') errors.fullName = CHECKOUT_FIELD_MESSAGES.fullName;
  if (value('line1') === '') errors.line1 = CHECKOUT_FIELD_MESSAGES.line1;
  if (value('city') === '') errors.city = CHECKOUT_FIELD_MESSAGES.city;
  if (!INDIAN_STATES.includes(value('state'))) errors.state = CHECKOUT_FIELD_MESSAGES.state;
  if (!PIN_CODE_PATTERN.test(value('pinCode'))) errors.pinCode = CHECKOUT_FIELD_MESSAGES.pinCode;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    address: {
      fullName: value('fullName'),
      line1: value('line1'),
      line2: value('line2'),
      city: value('city'),
      state: value('state'),
      pinCode: value('pinCode'),
      phone: normalisePhone(fields.phone),
    },
  };
}

/** Whether a pin code is complete enough to look up. */
export const isLookupPinCode = (value: string): boolean => PIN_CODE_PATTERN.test(value.trim());
