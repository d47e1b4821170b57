import { brandCommerce } from '../core/commerce/brand/brand.commerce';
import type { CommerceFactory } from '../core/commerce/commerce.port';
import { createMedusaCommerce } from '../core/commerce/medusa/medusa.commerce';
import { medusaRegionIdOf, type EndpointEnv } from '../core/config';

/**
 * The commerce adapter a build with `env` uses (`VITE_COMMERCE`: `brand`, the default, or `medusa` with
 * `VITE_MEDUSA_REGION_ID`), loaded at once, for runs in Node (scenarios, the prerender). Throws on another backend.
 */
export function commerceFromEnv(env: EndpointEnv = {}): CommerceFactory {
  const backend = env.VITE_COMMERCE ?? 'brand';
  if (backend === 'brand') return brandCommerce;
  if (backend === 'medusa') return createMedusaCommerce({ regionId: medusaRegionIdOf(env) });
  throw new Error(`VITE_COMMERCE=${backend} is not a backend this store supports (brand or medusa).`);
}
