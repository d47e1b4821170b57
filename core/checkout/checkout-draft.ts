/**
 * Decoders over core/json.ts, the one way core/ reads untyped JSON (docs/architecture.md §10).
 * @packageDocumentation
 */
import type { CheckoutDraft, CheckoutField, CheckoutStep } from './checkout.model';
import { CHECKOUT_STEPS } from './checkout.model';
import { isJsonObject, stringOrNull } from '../json';

const FIELDS: readonly CheckoutField[] = ['phone', 'email', 'fullName', 'line1', 'line2', 'city', 'state', 'pinCode'];
const MAX_FIELD_LENGTH = 200;

/** What the pin code field keeps of what was typed or pasted: its first six digits. */
export const pinCodeDigits = (value: string): string => value.replace(/\D/g, '').slice(0, 6);

export const emptyDraft: CheckoutDraft = {
  fields: { phone: '', email: '', fullName: '', line1: '', line2: '', city: '', state: '', pinCode: '' },
  savedAddressId: null,
  saveAddress: false,
  shippingOptionId: null,
  paymentMethod: null,
  done: [],
  placing: null,
};

/**
 * A stored draft read back; fields that are not text are emptied, a wrong shape is null (a draft stored before saved
 * addresses picks none).
 */
export function parseDraft(value: unknown): CheckoutDraft | null {
  if (!isJsonObject(value) || !isJsonObject(value['fields'])) return null;
  const stored = value['fields'];
  const fields = Object.fromEntries(
    FIELDS.map((field) => [
      field,
      typeof stored[field] === 'string' ? (stored[field] as string).slice(0, MAX_FIELD_LENGTH) : '',
    ]),
  ) as Record<CheckoutField, string>;
  const done = Array.isArray(value['done'])
    ? CHECKOUT_STEPS.filter((step) => (value['done'] as unknown[]).includes(step))
    : [];
  const placing = value['placing'];
  return {
    fields,
    savedAddressId: stringOrNull(value['savedAddressId']),
    saveAddress: value['saveAddress'] === true,
    shippingOptionId: stringOrNull(value['shippingOptionId']),
    paymentMethod: value['paymentMethod'] === 'cod' ? 'cod' : null,
    done,
    placing:
      isJsonObject(placing) && typeof placing['cartId'] === 'string' && typeof placing['key'] === 'string'
        ? { cartId: placing['cartId'], key: placing['key'] }
        : null,
  };
}

/** The first step not done: the one to open. */
export function firstOpenStep(done: readonly CheckoutStep[]): CheckoutStep {
  return CHECKOUT_STEPS.find((step) => !done.includes(step)) ?? 'review';
}

/** The steps done before `step` (editing a step undoes it and what follows). */
export function doneBefore(done: readonly CheckoutStep[], step: CheckoutStep): CheckoutStep[] {
  const index = CHECKOUT_STEPS.indexOf(step);
  return done.filter((candidate) => CHECKOUT_STEPS.indexOf(candidate) < index);
}

export const withDone = (done: readonly CheckoutStep[], step: CheckoutStep): CheckoutStep[] =>
  CHECKOUT_STEPS.filter((candidate) => candidate === step || done.includes(candidate));
