/** The env vars through which `npm run test:medusa` tells the suite where Medusa and the storefront run. */
export const MEDUSA_TEST_ENV = {
  medusaUrl: 'MEDUSA_URL',
  publishableKey: 'MEDUSA_PUBLISHABLE_KEY',
  regionId: 'MEDUSA_REGION_ID',
  storefrontUrl: 'MEDUSA_STOREFRONT_URL',
} as const;

export type MedusaTestTarget = { readonly [K in keyof typeof MEDUSA_TEST_ENV]: string };

/** Where the suite's Medusa and storefront run; throws a clear error when run outside `npm run test:medusa`. */
export function medusaTestTarget(env: NodeJS.ProcessEnv = process.env): MedusaTestTarget {
  const entries = Object.entries(MEDUSA_TEST_ENV).map(([key, name]) => {
    const value = env[name];
    if (!value) throw new Error(`${name} is not set: run the Medusa suite with \`npm run test:medusa\``);
    return [key, value] as const;
  });
  return Object.fromEntries(entries) as MedusaTestTarget;
}

/** The env vars for {@link medusaTestTarget}. */
export function medusaTestEnv(target: MedusaTestTarget): Record<string, string> {
  return Object.fromEntries(Object.entries(MEDUSA_TEST_ENV).map(([key, name]) => [name, target[key as keyof MedusaTestTarget]]));
}

/** GETs a Medusa store route with the publishable key and returns its JSON; throws unless 2xx. */
export async function medusaStoreGet(target: MedusaTestTarget, path: string): Promise<unknown> {
  const response = await fetch(`${target.medusaUrl}${path}`, { headers: { 'x-publishable-api-key': target.publishableKey } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}
