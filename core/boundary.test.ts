import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CORE = path.dirname(new URL(import.meta.url).pathname);

/** The framework-free part of core/: everything but the browser adapters and the tests. */
function domainFiles(directory = CORE): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'adapters' ? [] : domainFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const FORBIDDEN_MODULES = /^(react|react-dom|wouter|socket\.io-client|@floating-ui\/react|mock-socket)(\/|$)/;
/** Schema libraries: core/ reads untyped JSON with its own readers over core/json.ts (docs/architecture.md §10). */
const SCHEMA_LIBRARIES = /^(valibot|@valibot|zod|yup|ajv)(\/|$)/;
const DOM_GLOBALS =
  /(?<![.\w$'"`])(window|document|localStorage|sessionStorage|navigator|fetch|XMLHttpRequest|MediaRecorder)\b(?!\s*:)/;

function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/** Problems in one file: forbidden imports and DOM globals. */
function boundaryProblems(absoluteFile: string, source: string): string[] {
  const problems: string[] = [];
  const file = path.relative(CORE, absoluteFile);
  const code = stripComments(source);
  for (const match of code.matchAll(
    /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
  )) {
    const specifier = match[1] ?? match[2] ?? '';
    if (FORBIDDEN_MODULES.test(specifier)) problems.push(`${file} imports ${specifier}`);
    if (SCHEMA_LIBRARIES.test(specifier)) problems.push(`${file} imports the schema library ${specifier}`);
    if (specifier.startsWith('.')) {
      const target = path.resolve(path.dirname(absoluteFile), specifier);
      const relative = path.relative(CORE, target);
      if (relative.startsWith('..')) problems.push(`${file} imports ${specifier}, outside core/`);
      else if (relative.split(path.sep)[0] === 'adapters') problems.push(`${file} imports the adapter ${specifier}`);
    }
  }
  const withoutStrings = code.replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''");
  withoutStrings.split('\n').forEach((line, index) => {
    const global = DOM_GLOBALS.exec(line);
    if (global) problems.push(`${file}:${index + 1} uses the DOM global ${global[1]}`);
  });
  return problems;
}

describe('core/ boundary', () => {
  it('imports no UI framework, socket, adapter or schema library (decoders are readers over core/json.ts), and uses no DOM global', () => {
    const files = domainFiles();
    expect(files.length).toBeGreaterThan(20);
    const problems = files.flatMap((file) => boundaryProblems(file, readFileSync(file, 'utf8')));
    expect(problems).toEqual([]);
  });

  it('catches each kind of breach', () => {
    const file = path.join(CORE, 'cart', 'sample.ts');
    expect(boundaryProblems(file, "import { useState } from 'react';")).toHaveLength(1);
    expect(boundaryProblems(file, "import { io } from 'socket.io-client';")).toHaveLength(1);
    expect(boundaryProblems(file, "import { App } from '../../ui/app';")).toHaveLength(1);
    expect(boundaryProblems(file, "import { x } from '../adapters/browser';")).toHaveLength(1);
    expect(boundaryProblems(file, "import * as v from 'valibot';")).toEqual([
      'cart/sample.ts imports the schema library valibot',
    ]);
    expect(boundaryProblems(file, "import { z } from 'zod';")).toHaveLength(1);
    expect(boundaryProblems(file, 'const key = localStorage.getItem("k");')).toHaveLength(1);
    expect(boundaryProblems(file, 'window.addEventListener("x", f);')).toHaveLength(1);
    expect(boundaryProblems(file, 'await fetch(url);')).toHaveLength(1);
    expect(boundaryProblems(file, "const label = 'the window of time'; // document this")).toEqual([]);
    expect(boundaryProblems(file, "import { map } from 'rxjs';\nconst x = state.document;")).toEqual([]);
  });
});
