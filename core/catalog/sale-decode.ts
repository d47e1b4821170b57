import { mrpOver } from './saving';

/**
 * The `originalPrice` of a decoded pack or cart line: the MRP from {@link mrpOver}, left out when there is none. In a
 * module of its own, out of the entry chunk: only the decoders (lazy in a brand build) use it.
 */
export function withMrp(price: number, original: unknown): { readonly originalPrice?: number } {
  const mrp = mrpOver(price, original);
  return mrp === null ? {} : { originalPrice: mrp };
}
