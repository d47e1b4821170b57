import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENT_SOURCES, type EventSource } from './events';

const CORE = path.dirname(new URL(import.meta.url).pathname);

/** The event types each `*.events.ts` file under core/ defines, keyed by the file's path relative to core/. */
function definedEventTypes(): ReadonlyMap<string, readonly string[]> {
  const files = readdirSync(CORE, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.events.ts'));
  return new Map(
    files.map((file) => [
      file.split(path.sep).join('/'),
      [...readFileSync(path.join(CORE, file), 'utf8').matchAll(/type: '([a-z]+\/[A-Za-z]+)'/g)].map(
        (match) => match[1] ?? '',
      ),
    ]),
  );
}

/** `file: type` for each event type defined outside the folder named by its area (`cart/*` in core/cart/). */
function misplacedEventTypes(definitions: ReadonlyMap<string, readonly string[]>): readonly string[] {
  return [...definitions].flatMap(([file, types]) =>
    types.filter((type) => file.split('/')[0] !== type.split('/')[0]).map((type) => `${file}: ${type}`),
  );
}

const REQUESTED = /(Requested|\/requested)$/;

/** Each event type whose name breaks the rule: an intent (source `ui`) ends in 'Requested', a fact never does. */
function misnamedEventTypes(sources: { readonly [type: string]: EventSource }): readonly string[] {
  return Object.entries(sources).flatMap(([type, source]) => {
    if (source === 'ui' && !REQUESTED.test(type))
      return [`${type}: an intent (source ui) that does not end in 'Requested'`];
    if (source !== 'ui' && REQUESTED.test(type)) return [`${type}: a fact (source ${source}) that ends in 'Requested'`];
    return [];
  });
}

describe('event types', () => {
  it('every event type in the source table is one area and one name', () => {
    const malformed = Object.keys(EVENT_SOURCES).filter((type) => !/^[a-z]+\/[a-z][A-Za-z]*$/.test(type));
    expect(malformed).toEqual([]);
  });

  it("names every intent of the UI '…Requested' and nothing else: what the core, a timer or a server reports is a fact", () => {
    expect(misnamedEventTypes(EVENT_SOURCES)).toEqual([]);
  });

  it('finds an intent named like a fact, and a fact named like an intent', () => {
    const sources = {
      'cart/itemAddRequested': 'ui',
      'results/requested': 'ui',
      'checkout/opened': 'ui',
      'cart/created': 'http',
      'cart/renewalRequested': 'core',
    } as const;
    expect(misnamedEventTypes(sources)).toEqual([
      "checkout/opened: an intent (source ui) that does not end in 'Requested'",
      "cart/renewalRequested: a fact (source core) that ends in 'Requested'",
    ]);
  });

  it('defines the events of each area in the folder of that name (`results/*` in core/results/)', () => {
    const definitions = definedEventTypes();
    expect(misplacedEventTypes(definitions)).toEqual([]);
    expect([...definitions.values()].flat().sort()).toEqual(Object.keys(EVENT_SOURCES).sort());
  });

  it('finds an event type defined in another area’s folder, or at the top of core/', () => {
    const definitions = new Map([
      ['search/search-results.events.ts', ['results/requested', 'results/loaded']],
      ['app.events.ts', ['app/startRequested']],
      ['cart/cart.events.ts', ['cart/created']],
    ]);
    expect(misplacedEventTypes(definitions)).toEqual([
      'search/search-results.events.ts: results/requested',
      'search/search-results.events.ts: results/loaded',
      'app.events.ts: app/startRequested',
    ]);
  });
});
