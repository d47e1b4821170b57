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
  return Object.fromEntries(
    Object.entries(MEDUSA_TEST_ENV).map(([key, name]) => [name, target[key as keyof MedusaTestTarget]]),
  );
}

/** A store API answer: its status and decoded JSON (null for an empty body). */
export interface StoreAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** Calls Medusa's store API with the publishable key (and a bearer token when given). */
export async function medusaStoreRequest(
  target: MedusaTestTarget,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  token?: string,
): Promise<StoreAnswer> {
  const headers: Record<string, string> = { 'x-publishable-api-key': target.publishableKey };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers['authorization'] = `Bearer ${token}`;
  const response = await fetch(`${target.medusaUrl}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** {@link medusaStoreRequest}'s JSON body; throws unless the answer is 2xx. */
export async function medusaStoreJson(
  target: MedusaTestTarget,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<unknown> {
  const answer = await medusaStoreRequest(target, method, path, body);
  if (answer.status < 200 || answer.status > 299)
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}
