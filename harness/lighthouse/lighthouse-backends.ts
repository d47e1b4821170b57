import { startMedusa } from '../medusa/medusa-server';
import { startMedusaStorefront } from '../medusa/medusa-storefront';

/** The backends `npm run lighthouse` can measure the storefront on. */
export const LIGHTHOUSE_BACKENDS = ['brand', 'medusa'] as const;
export type LighthouseBackend = (typeof LIGHTHOUSE_BACKENDS)[number];

/** The backends `--backend brand|medusa|both` names (both when not given). */
export function backendsOf(option: string | undefined): LighthouseBackend[] {
  const wanted = option ?? 'both';
  if (wanted === 'both') return [...LIGHTHOUSE_BACKENDS];
  if ((LIGHTHOUSE_BACKENDS as readonly string[]).includes(wanted)) return [wanted as LighthouseBackend];
  throw new Error(`--backend takes brand, medusa or both, not ${wanted}`);
}

/** A page Lighthouse loads, as the run names it; `cartId` is a cart the browser holds (the cartId cookie). */
export interface MeasuredRoute {
  readonly label: string;
  readonly path: string;
  readonly cartId?: string;
}

/** A storefront being measured: where it is served, its routes, and how to stop what was started for it. */
export interface MeasuredStore {
  readonly origin: string;
  readonly routes: readonly MeasuredRoute[];
  close(): Promise<void>;
}

/** Medusa's port when free, as `npm run test:medusa` prefers it, so the storefront build for it is reused. */
const MEDUSA_PORT = 9010;

interface MedusaProduct {
  readonly handle: string;
  readonly variants: readonly { readonly id: string }[];
}

/**
 * The storefront in medusa mode on the Medusa `npm run test:medusa` starts (seeded, cached database; the storefront
 * built and prerendered against it), and the same four routes as brand mode: home, a category, the first best
 * seller's page, and the cart holding the first two best sellers (a Medusa cart made through its store API).
 */
export async function startMedusaStore(log: (line: string) => void): Promise<MeasuredStore> {
  const medusa = await startMedusa({ port: MEDUSA_PORT, log: (line) => log(`[medusa] ${line}`) });
  try {
    const storefront = await startMedusaStorefront(medusa, { log: () => {} });
    const call = async (route: string, body?: unknown): Promise<Record<string, unknown>> => {
      const init: RequestInit = {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', 'x-publishable-api-key': medusa.publishableKey },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      };
      // A kept-alive connection Medusa has just closed fails the first try; a fresh one answers.
      const response = await fetch(`${medusa.url}${route}`, init).catch(() => fetch(`${medusa.url}${route}`, init));
      if (!response.ok) throw new Error(`Medusa ${route} answered ${response.status}`);
      return (await response.json()) as Record<string, unknown>;
    };
    const { collections } = (await call('/store/collections?handle=bestsellers&fields=id')) as {
      collections: { id: string }[];
    };
    const { products } = (await call(
      `/store/products?collection_id=${collections[0]?.id ?? ''}&limit=100&fields=handle,metadata,variants.id`,
    )) as { products: (MedusaProduct & { metadata: { popularity?: number } })[] };
    const [first, second] = [...products].sort((a, b) => (b.metadata.popularity ?? 0) - (a.metadata.popularity ?? 0));
    if (!first || !second) throw new Error("Medusa's Bestsellers collection has fewer than two products");
    const { cart } = (await call('/store/carts', { region_id: medusa.regionId })) as { cart: { id: string } };
    for (const product of [first, second])
      await call(`/store/carts/${cart.id}/line-items`, { variant_id: product.variants[0]?.id, quantity: 1 });
    return {
      origin: storefront.url,
      routes: [
        { label: '/', path: '/' },
        { label: '/categories/ghee', path: '/categories/ghee' },
        { label: `/product/${first.handle}`, path: `/product/${encodeURIComponent(first.handle)}` },
        { label: '/cart (2 items)', path: '/cart', cartId: cart.id },
      ],
      close: async () => {
        await storefront.close();
        await medusa.stop();
      },
    };
  } catch (error) {
    await medusa.stop();
    throw error;
  }
}
