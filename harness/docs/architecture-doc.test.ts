import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENT_SOURCES } from '../../core/events';

const ROOT = path.resolve(import.meta.dirname, '../..');
const architecture = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');

/** Every `area/name` written in backticks: the event types the document names. */
const eventNamesIn = (markdown: string): readonly string[] => [
  ...new Set([...markdown.matchAll(/`([a-z]+\/[a-z][A-Za-z]*)`/g)].map((match) => match[1] ?? '')),
];

/** The packages named in "Its only dependencies are a, b and c" (or "Its only dependency is a"). */
function statedCoreDependencies(markdown: string): readonly string[] {
  const sentence =
    /Its only (?:dependencies are|dependency is) ([^.(]+)/.exec(markdown.replace(/\s+/g, ' '))?.[1] ?? '';
  return sentence
    .split(/,|\band\b/)
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .sort();
}

/**
 * The packages the domain code of core/ imports (not its browser adapters, not its tests); a `#` import is the
 * project's own module (package.json `imports`: the compiled catalogue), not a package.
 */
function importedCorePackages(directory = path.join(ROOT, 'core')): readonly string[] {
  const packages = new Set<string>();
  for (const entry of readdirSync(directory, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test(-d)?\.tsx?$/.test(entry.name)) continue;
    if (path.relative(directory, file).split(path.sep)[0] === 'adapters') continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:(?<![\w'])from\s+|\bimport\(\s*)'([^'.][^']*)'/g)) {
      const specifier = match[1] ?? '';
      if (specifier.startsWith('#')) continue;
      packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);
    }
  }
  return [...packages].sort();
}

describe('docs/architecture.md', () => {
  it('names only event types the core has', () => {
    const names = eventNamesIn(architecture);
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((name) => !(name in EVENT_SOURCES))).toEqual([]);
  });

  it('finds event names in backticks, and nothing else', () => {
    expect(
      eventNamesIn('`chat/sendFailed` and `upload/presigned`; `core/lazy-slices.ts`, `harness/fuzz/`, area/name'),
    ).toEqual(['chat/sendFailed', 'upload/presigned']);
  });

  it("states the core's dependencies as the packages its domain code imports", () => {
    expect(statedCoreDependencies(architecture)).toEqual(importedCorePackages());
    expect(statedCoreDependencies('core. Its only dependencies are rxjs\n and immer. Browser')).toEqual([
      'immer',
      'rxjs',
    ]);
  });
});
