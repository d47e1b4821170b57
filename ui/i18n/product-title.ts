import type { HindiTitled } from '../../core/catalog/hindi-title';
import { STORE_LANGUAGE } from './language';

/**
 * The name a product is shown under in this build: its Hindi title (the catalogue's `metadata.title_hi`) in the Hindi
 * store when it has one, else its title as the catalogue gives it. Structured data (JSON-LD) keeps the catalogue's
 * `title`.
 */
export function productTitle(product: HindiTitled & { readonly title: string }): string {
  return STORE_LANGUAGE === 'hi' && product.titleHi ? product.titleHi : product.title;
}
