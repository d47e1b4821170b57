import type { Product } from '../../core/catalog/catalog.model';
import { STORE_DETAILS } from '../store-details';
import type { JsonLdValue } from './json-ld';

const absolute = (url: string, origin: string): string => {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
};

/** Rupees with two decimals, as schema.org prices are written: 7500 paise is '75.00'. */
export const schemaPrice = (paise: number): string => (paise / 100).toFixed(2);

/**
 * schema.org Product data for a product page: name, description, images, brand and one offer per
 * weight variant, in INR. `origin` makes relative image and page URLs absolute.
 */
export function productJsonLd(product: Product, pageUrl: string, origin: string): JsonLdValue {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description ?? undefined,
    image: product.images.map((image) => absolute(image, origin)),
    sku: product.variants[0]?.id,
    brand: { '@type': 'Brand', name: STORE_DETAILS.name },
    url: absolute(pageUrl, origin),
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      name: variant.title,
      sku: variant.id,
      price: schemaPrice(variant.price),
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: absolute(pageUrl, origin),
    })),
  };
}
