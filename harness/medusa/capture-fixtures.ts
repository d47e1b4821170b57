import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../local-backend/ui-build';
import { FIXTURE_REQUESTS, type FixtureRequest } from './fixture-requests';
import { startMedusa } from './medusa-server';

/**
 * Records the answers of a live seeded Medusa v2 to {@link FIXTURE_REQUESTS} as JSON fixtures
 * (request + response) for the medusa adapter's contract tests.
 *
 *   npx tsx harness/medusa/capture-fixtures.ts [--ready /work/medusa-ready.json] [--start] [--out DIR]
 *
 * `--ready` reads {url, publishableKey, regionId} of a running server (what `npm run medusa --
 * --ready-file` writes); `--start` starts one of its own (cached seeded database) instead.
 */

const DEFAULT_OUT = path.join(ROOT, 'core', 'commerce', 'medusa', 'fixtures');

/** One recorded exchange, as written to `<name>.json`. */
export interface MedusaFixture {
  readonly name: string;
  readonly request: {
    readonly method: string;
    readonly path: string;
    readonly headers: Readonly<Record<string, string>>;
    readonly body?: unknown;
  };
  readonly response: { readonly status: number; readonly contentType: string | null; readonly body: unknown };
}

interface Target {
  readonly url: string;
  readonly publishableKey: string;
  readonly regionId: string;
}

/** The value at a dot path (`cart.items.0.id`) of a JSON value, or undefined. */
export function atPath(value: unknown, dotPath: string): unknown {
  return dotPath
    .split('.')
    .reduce<unknown>(
      (current, key) =>
        current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined,
      value,
    );
}

/** `{{name}}` replaced by its value in every string of `value`; an unknown name is an error. */
export function fill<T>(value: T, vars: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') {
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      const found = vars[name];
      if (found === undefined) throw new Error(`No value for {{${name}}}: capture it in an earlier request`);
      return found;
    }) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => fill(item, vars)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, vars)])) as T;
  }
  return value;
}

async function perform(target: Target, step: FixtureRequest, vars: Record<string, string>): Promise<MedusaFixture> {
  const requestPath = fill(step.path, vars);
  const body = step.body === undefined ? undefined : fill(step.body, vars);
  const headers: Record<string, string> = {};
  if (step.publishableKey !== false) headers['x-publishable-api-key'] = target.publishableKey;
  if (step.bearer) headers['authorization'] = `Bearer ${fill(`{{${step.bearer}}}`, vars)}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${target.url}${requestPath}`, {
    method: step.method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* kept as text */
  }
  const expected = step.expectStatus;
  const statusOk = expected === undefined ? response.ok : response.status === expected;
  if (!statusOk)
    throw new Error(
      `${step.name}: ${step.method} ${requestPath} answered ${response.status} (expected ${expected ?? '2xx'}): ${text.slice(0, 500)}`,
    );
  for (const [name, dotPath] of Object.entries(step.capture ?? {})) {
    const captured = atPath(parsed, dotPath);
    if (typeof captured !== 'string' || captured === '')
      throw new Error(`${step.name}: no string at ${dotPath} to capture as ${name}`);
    vars[name] = captured;
  }
  return {
    name: step.name,
    request: { method: step.method, path: requestPath, headers, ...(body === undefined ? {} : { body }) },
    response: { status: response.status, contentType: response.headers.get('content-type'), body: parsed },
  };
}

/** Performs every request in order against `target` and writes one fixture per request into `outDir`. */
export async function captureFixtures(
  target: Target,
  outDir: string,
  requests: readonly FixtureRequest[] = FIXTURE_REQUESTS,
): Promise<MedusaFixture[]> {
  const vars: Record<string, string> = {
    regionId: target.regionId,
    publishableKey: target.publishableKey,
    runId: Date.now().toString(36),
  };
  const fixtures: MedusaFixture[] = [];
  for (const step of requests) fixtures.push(await perform(target, step, vars));
  mkdirSync(outDir, { recursive: true });
  for (const fixture of fixtures)
    writeFileSync(path.join(outDir, `${fixture.name}.json`), `${JSON.stringify(fixture, null, 2)}\n`);
  const medusaVersion = (
    JSON.parse(
      readFileSync(
        path.join(ROOT, 'harness', 'medusa', 'server', 'node_modules', '@medusajs', 'medusa', 'package.json'),
        'utf8',
      ),
    ) as { version: string }
  ).version;
  const index = {
    medusaVersion,
    capturedAt: new Date().toISOString(),
    regionId: target.regionId,
    fixtures: fixtures.map((fixture) => fixture.name),
  };
  writeFileSync(path.join(outDir, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
  return fixtures;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      ready: { type: 'string', default: '/work/medusa-ready.json' },
      start: { type: 'boolean', default: false },
      out: { type: 'string', default: DEFAULT_OUT },
    },
  });
  const server = values.start ? await startMedusa() : null;
  try {
    const target: Target = server ?? (JSON.parse(readFileSync(values.ready, 'utf8')) as Target);
    const fixtures = await captureFixtures(target, path.resolve(values.out));
    console.log(`Wrote ${fixtures.length} fixtures from ${target.url} to ${values.out}`);
  } finally {
    await server?.stop();
  }
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(ROOT, 'harness', 'medusa', 'capture-fixtures.ts')
) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
