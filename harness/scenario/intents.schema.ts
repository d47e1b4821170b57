import * as v from 'valibot';
import { EVENT_SOURCES, type IntentType } from '../../core/events';

const text = v.string();
const count = v.number();
const list = <T extends v.GenericSchema>(item: T) => v.pipe(v.array(item), v.readonly());
const bare = <T extends IntentType>(type: T) => v.strictObject({ type: v.literal(type) });
const withPayload = <T extends IntentType, P extends v.ObjectEntries>(type: T, payload: P) =>
  v.strictObject({ type: v.literal(type), payload: v.strictObject(payload) });

const productOrder = v.picklist(['popularity', 'price_asc', 'price_desc', 'price_per_kg']);
const railId = v.union([
  v.literal('bestsellers'),
  v.literal('new'),
  v.custom<`category:${string}`>(
    (rail) => typeof rail === 'string' && rail.startsWith('category:'),
    'must be bestsellers, new or category:{handle}',
  ),
]);
const searchOrder = v.picklist(['relevance', 'popularity', 'price_asc', 'price_desc', 'price_per_kg']);
const checkoutStep = v.picklist(['contact', 'address', 'delivery', 'payment', 'review']);
const checkoutField = v.picklist(['phone', 'email', 'fullName', 'line1', 'line2', 'city', 'state', 'pinCode']);
const requestedCartItem = v.strictObject({ variantId: text, quantity: v.optional(count), title: v.optional(text) });

/**
 * The UI intents (events whose source is `ui`) as valibot schemas of the whole event, type and
 * payload, for checking events that come from outside the type system (a scenario's `dispatch`
 * step). `intents.schema.test-d.ts` holds each to its TypeScript event type.
 */
export const INTENT_SCHEMAS = {
  'app/startRequested': bare('app/startRequested'),
  'app/errorReportRequested': withPayload('app/errorReportRequested', { where: text, message: text }),
  'persist/flushRequested': bare('persist/flushRequested'),
  'session/logoutRequested': bare('session/logoutRequested'),
  'session/languageChangeRequested': withPayload('session/languageChangeRequested', {
    language: v.picklist(['en', 'hi']),
  }),
  'cart/itemAddRequested': withPayload('cart/itemAddRequested', {
    items: list(requestedCartItem),
    origin: v.picklist(['chat', 'store', 'checkout']),
  }),
  'cart/lineQuantityRequested': withPayload('cart/lineQuantityRequested', { lineId: text, quantity: count }),
  'cart/lineRemoveRequested': withPayload('cart/lineRemoveRequested', { lineId: text }),
  'cart/refreshRequested': bare('cart/refreshRequested'),
  'cart/buyAgainRequested': withPayload('cart/buyAgainRequested', {
    orderId: text,
    items: list(requestedCartItem),
    missing: list(text),
  }),
  'cart/couponApplyRequested': withPayload('cart/couponApplyRequested', { code: text }),
  'cart/couponRemoveRequested': withPayload('cart/couponRemoveRequested', { code: text }),
  'chat/openRequested': bare('chat/openRequested'),
  'chat/closeRequested': bare('chat/closeRequested'),
  'chat/sendRequested': withPayload('chat/sendRequested', { content: text }),
  'chat/olderMessagesRequested': bare('chat/olderMessagesRequested'),
  'chat/errorDismissRequested': bare('chat/errorDismissRequested'),
  'voice/recordRequested': bare('voice/recordRequested'),
  'voice/stopRequested': bare('voice/stopRequested'),
  'voice/cancelRequested': bare('voice/cancelRequested'),
  'voice/sendRequested': bare('voice/sendRequested'),
  'voice/permissionDialogCloseRequested': bare('voice/permissionDialogCloseRequested'),
  'snackbar/closeRequested': bare('snackbar/closeRequested'),
  'navigation/redirectClearRequested': withPayload('navigation/redirectClearRequested', { to: text }),
  'catalog/categoriesRequested': bare('catalog/categoriesRequested'),
  'catalog/listingRequested': withPayload('catalog/listingRequested', { handle: text, order: productOrder }),
  'catalog/categoryMoreRequested': withPayload('catalog/categoryMoreRequested', { handle: text, order: productOrder }),
  'catalog/productRequested': withPayload('catalog/productRequested', { handle: text }),
  'catalog/productRetryRequested': withPayload('catalog/productRetryRequested', { handle: text }),
  'catalog/railRequested': withPayload('catalog/railRequested', { rail: railId }),
  'search/queryChangeRequested': withPayload('search/queryChangeRequested', { query: text }),
  'results/requested': withPayload('results/requested', { query: text, order: searchOrder }),
  'account/loginOpenRequested': withPayload('account/loginOpenRequested', { from: v.nullable(text) }),
  'account/otpRequested': withPayload('account/otpRequested', { phone: text }),
  'account/otpVerifyRequested': withPayload('account/otpVerifyRequested', { otp: text }),
  'account/loginFieldChangeRequested': withPayload('account/loginFieldChangeRequested', {
    field: v.picklist(['phone', 'otp', 'email', 'password', 'firstName', 'lastName']),
    value: text,
  }),
  'account/phoneChangeRequested': bare('account/phoneChangeRequested'),
  'account/passwordFormSwitchRequested': withPayload('account/passwordFormSwitchRequested', {
    form: v.picklist(['login', 'register']),
  }),
  'account/passwordLoginRequested': withPayload('account/passwordLoginRequested', { email: text, password: text }),
  'account/registerRequested': withPayload('account/registerRequested', {
    email: text,
    password: text,
    firstName: text,
    lastName: text,
    phone: text,
  }),
  'account/profileRequested': bare('account/profileRequested'),
  'account/profileFieldChangeRequested': withPayload('account/profileFieldChangeRequested', {
    field: v.picklist(['first_name', 'last_name', 'email']),
    value: text,
  }),
  'account/profileEditCancelRequested': bare('account/profileEditCancelRequested'),
  'account/profileSaveRequested': withPayload('account/profileSaveRequested', {
    changes: v.strictObject({ first_name: text, last_name: text, email: text }),
  }),
  'account/ordersRequested': bare('account/ordersRequested'),
  'checkout/openRequested': bare('checkout/openRequested'),
  'checkout/fieldChangeRequested': withPayload('checkout/fieldChangeRequested', { field: checkoutField, value: text }),
  'checkout/deliveryPinCodeRequested': withPayload('checkout/deliveryPinCodeRequested', { pinCode: text }),
  'checkout/stepSubmitRequested': withPayload('checkout/stepSubmitRequested', { step: checkoutStep }),
  'checkout/stepEditRequested': withPayload('checkout/stepEditRequested', { step: checkoutStep }),
  'checkout/savedAddressChoiceRequested': withPayload('checkout/savedAddressChoiceRequested', {
    addressId: v.nullable(text),
  }),
  'checkout/saveAddressToggleRequested': withPayload('checkout/saveAddressToggleRequested', { save: v.boolean() }),
  'checkout/addressesRequested': bare('checkout/addressesRequested'),
  'checkout/optionChoiceRequested': withPayload('checkout/optionChoiceRequested', { optionId: text }),
  'checkout/paymentChoiceRequested': withPayload('checkout/paymentChoiceRequested', { method: v.literal('cod') }),
  'checkout/placeOrderRequested': bare('checkout/placeOrderRequested'),
  'checkout/changesAcceptRequested': bare('checkout/changesAcceptRequested'),
  'checkout/orderRequested': withPayload('checkout/orderRequested', { orderId: text }),
} as const satisfies { readonly [T in IntentType]: v.GenericSchema<unknown, { readonly type: T }> };

/** Every UI intent as one schema, told apart by `type`. */
export const INTENT_SCHEMA = v.variant('type', Object.values(INTENT_SCHEMAS), (issue) =>
  typeof issue.input === 'string' && issue.input in EVENT_SOURCES
    ? `'${issue.input}' is not a UI intent: its source is ${EVENT_SOURCES[issue.input as keyof typeof EVENT_SOURCES]}, and only events whose source is ui are dispatched`
    : `unknown intent ${JSON.stringify(issue.input)} (the UI intents are the events whose source is ui in core/events.ts)`,
);
