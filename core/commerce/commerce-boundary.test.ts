import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CORE = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The one place of the HTTP rules: it reads error bodies and names the login paths, and builds no store URL. */
const HTTP_RULES = 'http/api-client.ts';

/**
 * Core files that speak HTTP to a non-store service: the chat service and the voice uploads (separate in both modes).
 */
const OTHER_SERVICES = /^(chat\/|voice\/)/;

/**
 * Only a commerce adapter (core/commerce/<adapter>/) builds store URLs and reads store answers, and
 * the Medusa-shaped checkout and saved-address requests both adapters share
 * (core/commerce/store-checkout.ts, core/commerce/store-address.ts) and the answer-to-result
 * helpers they share (core/commerce/commerce-results.ts).
 */
const SHARED_ADAPTER_CODE = new Set([
  'commerce/store-checkout.ts',
  'commerce/store-address.ts',
  'commerce/commerce-results.ts',
]);
const isAdapter = (file: string): boolean => /^commerce\/[^/]+\//.test(file) || SHARED_ADAPTER_CODE.has(file);

/** The store paths of SPEC §7 and the brand API's further routes. */
const STORE_PATHS =
  /\/store\/|product_search|autosuggest|users\/metadata|session-events|cart-line-item|customer\/cart|auth\/login|send-otp|verify-otp|customers\/me|emailpass/;
const READS_BODY = /\.body\b/;

function coreFiles(directory = CORE): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'adapters' ? [] : coreFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The code without comments and module specifiers (core/store/ is the event store, not the store API). */
const stripCommentsAndImports = (source: string): string =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/\bfrom\s*['"][^'"]*['"]|\bimport\(\s*['"][^'"]*['"]\s*\)/g, "from ''");

/** Where a core file outside the adapters names a store path or reads an answer's body. */
function storeProblems(file: string, source: string): string[] {
  if (isAdapter(file) || file === HTTP_RULES) return [];
  const problems: string[] = [];
  stripCommentsAndImports(source)
    .split('\n')
    .forEach((line, index) => {
      const storePath = STORE_PATHS.exec(line);
      if (storePath) problems.push(`${file}:${index + 1} names the store path ${storePath[0]}`);
      if (!OTHER_SERVICES.test(file) && READS_BODY.test(line))
        problems.push(`${file}:${index + 1} reads a response body`);
    });
  return problems;
}

describe('the commerce boundary', () => {
  it('no core file outside a commerce adapter builds a store URL or reads a store answer', () => {
    const files = coreFiles();
    expect(files.length).toBeGreaterThan(20);
    const problems = files.flatMap((file) => storeProblems(path.relative(CORE, file), readFileSync(file, 'utf8')));
    expect(problems).toEqual([]);
  });

  it('catches each kind of breach, and lets the adapters and comments be', () => {
    expect(storeProblems('cart/cart.epic.ts', "api.post('/store/carts', {});")).toHaveLength(1);
    expect(storeProblems('catalog/catalog.epic.ts', 'const list = response.body;')).toHaveLength(1);
    expect(
      storeProblems('analytics/session-events.epic.ts', "const PATH = 'api/v1/events/session-events';"),
    ).toHaveLength(1);
    expect(
      storeProblems('search/search.epic.ts', 'raw.post(`${base}/product_search/autosuggest`, body);'),
    ).toHaveLength(1);
    expect(storeProblems('account/account.epic.ts', "api.post('/auth/customer/emailpass', body);")).toHaveLength(1);
    expect(storeProblems('cart/cart.events.ts', '/** POST /store/customer/cart answered */')).toEqual([]);
    expect(
      storeProblems('commerce/brand/brand.commerce.ts', "api.get('/store/products').pipe(map((r) => r.body));"),
    ).toEqual([]);
    expect(storeProblems('chat/chat-send.ts', 'readSendResponse(response.body);')).toEqual([]);
    expect(
      storeProblems(
        'root.epic.ts',
        "import { productViewEpic } from './analytics/session-events.epic';\nimport type { Epic } from '../store/store';",
      ),
    ).toEqual([]);
  });
});
