import { useState } from 'react';
import type { Product, ProductVariant } from '../../core/catalog/catalog.model';

/** The weight the shopper picked for `product` (its first until they pick another), and how to pick one. */
export function useVariantChoice(product: Product): [ProductVariant | undefined, (variantId: string) => void] {
  const [variantId, setVariantId] = useState(product.variants[0]?.id ?? '');
  return [product.variants.find((candidate) => candidate.id === variantId) ?? product.variants[0], setVariantId];
}
