import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const UI = path.dirname(new URL(import.meta.url).pathname);

/** The store's own code in ui/: everything but the tests and their helpers (ui/testing/). */
function shippedFiles(directory = UI): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : shippedFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The imports of one file (static, re-exports and dynamic) that reach into harness/. */
function harnessImports(absoluteFile: string, source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const file = path.relative(UI, absoluteFile);
  const problems: string[] = [];
  for (const match of code.matchAll(
    /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s*['"]([^'"]+)['"]/g,
  )) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? '';
    const target = specifier.startsWith('.') ? path.resolve(path.dirname(absoluteFile), specifier) : specifier;
    const relative = path.relative(path.dirname(UI), target).split(path.sep);
    if (specifier.startsWith('.') && relative[0] === 'harness') problems.push(`${file} imports ${specifier}`);
  }
  return problems;
}

describe('ui/ boundary (issue 24 item 6)', () => {
  it('nothing the store ships from ui/ imports harness/ (the recorder loads through its own development entry)', () => {
    const files = shippedFiles();
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => harnessImports(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('catches a static, a dynamic and a side-effect import of the harness', () => {
    const file = path.join(UI, 'main.tsx');
    expect(harnessImports(file, "import { x } from '../harness/recorder/recorder-switch';")).toHaveLength(1);
    expect(harnessImports(file, "void import('../harness/recorder/recorder-panel');")).toHaveLength(1);
    expect(harnessImports(file, "import '../harness/recorder/recorder-panel.css';")).toHaveLength(1);
    expect(harnessImports(file, "import { createCore } from '../core/create-core';")).toEqual([]);
  });
});
