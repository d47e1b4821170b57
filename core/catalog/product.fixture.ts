import type { Product } from './catalog.model';

/** A one-variant product named by its handle (1 kg at Rs 100), for reducer and selector tests. */
export const testProduct = (handle: string): Product => ({
  id: `prod_${handle}`,
  handle,
  title: handle,
  subtitle: null,
  description: null,
  thumbnail: null,
  images: [],
  variants: [{ id: `variant_${handle}`, title: '1 kg', price: 10000, weight: 1000 }],
  categories: [],
  ingredients: null,
  nutrition: null,
  popularity: null,
  createdAt: null,
});
