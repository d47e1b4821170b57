import { toLogin, toOrders, toProfile } from './brand-account.decoders';
import { toProductSummary } from './brand-product-summary.decoders';

/**
 * The brand adapter's decoders that no first screen needs (login, profile, orders, the assistant's
 * product cards): loaded with the first call that reads such an answer, so they stay out of the entry.
 */
export const BRAND_LAZY_DECODERS = { toLogin, toOrders, toProfile, toProductSummary } as const;

export type BrandLazyDecoders = typeof BRAND_LAZY_DECODERS;
