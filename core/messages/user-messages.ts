import { LOGIN_MESSAGES, PROFILE_MESSAGES } from './account.messages';
import { CART_MESSAGES } from './cart.messages';
import { CATALOG_MESSAGES } from './catalog.messages';
import { CHAT_MESSAGES } from './chat.messages';
import { CHECKOUT_FIELD_MESSAGES, CHECKOUT_MESSAGES } from './checkout.messages';
import { VOICE_MESSAGES } from './voice.messages';

/**
 * The catalogue of every text the store shows a shopper when something fails or needs fixing, keyed
 * by area, in the spec's wording (SPEC §8) where it gives one. Each area's texts live in their own
 * module so a lazily loaded area brings its texts with it; the store's code imports those, tests and
 * tools read this whole catalogue.
 */
export const USER_MESSAGES = {
  cart: CART_MESSAGES,
  chat: CHAT_MESSAGES,
  voice: VOICE_MESSAGES,
  catalog: CATALOG_MESSAGES,
  login: LOGIN_MESSAGES,
  profile: PROFILE_MESSAGES,
  checkout: CHECKOUT_MESSAGES,
  checkoutFields: CHECKOUT_FIELD_MESSAGES,
} as const;
