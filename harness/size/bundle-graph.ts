import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What the size report needs of one JavaScript chunk of the build output. */
export interface ChunkInfo {
  readonly fileName: string;
  readonly code: string;
  readonly isEntry: boolean;
  readonly isDynamicEntry: boolean;
  /** Chunks this one imports statically (file names). */
  readonly imports: readonly string[];
  /** Chunks this one may import on demand (file names). */
  readonly dynamicImports: readonly string[];
  /** Absolute ids of the modules bundled into it. */
  readonly moduleIds: readonly string[];
  /** The module the chunk stands for (a dynamic `import()` target), when there is one. */
  readonly facadeModuleId: string | null;
}

/** A chunk with its sizes and a readable description of what it holds. */
export interface SizedChunk {
  readonly fileName: string;
  readonly label: string;
  readonly packages: readonly string[];
  readonly rawBytes: number;
  readonly gzipBytes: number;
  readonly brotliBytes: number;
}

/**
 * The JavaScript split into what a visitor downloads before the page is interactive, what every page fetches at once
 * after it (with the initial chunks: the first-load JavaScript), and the rest.
 */
export interface JavaScriptSplit {
  readonly initial: readonly SizedChunk[];
  readonly firstLoad: readonly SizedChunk[];
  readonly lazy: readonly SizedChunk[];
}

/** Gzip size (level 9, as a CDN would serve it) of a text or bytes. */
export function gzipSize(content: string | Uint8Array): number {
  return gzipSync(typeof content === 'string' ? Buffer.from(content) : content, { level: 9 }).length;
}

/** Brotli size (quality 11, as precompressed assets are served) of a text or bytes. */
export function brotliSize(content: string | Uint8Array): number {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  return brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  }).length;
}

/** The npm packages whose code a chunk bundles, from the `node_modules/<name>` segments of its script module ids. */
export function packagesIn(moduleIds: readonly string[]): string[] {
  const names = new Set<string>();
  for (const id of moduleIds) {
    if (/\.(css|scss|woff2?|svg|png|jpe?g|webp)(\?|$)/.test(id)) continue;
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(id.replaceAll('\\', '/'));
    if (match?.[1]) names.add(match[1]);
  }
  return [...names].sort();
}

/** The asset paths index.html loads eagerly: module scripts and modulepreload links. */
export function eagerScriptsOfHtml(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isModuleScript = /^<script/i.test(tag) && /\btype=["']module["']/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /\brel=["']modulepreload["']/i.test(tag);
    const target = /\b(?:src|href)=["']([^"']+)["']/i.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && target) found.push(target.replace(/^\.?\//, ''));
  }
  return found;
}

const SCRIPT_MODULE = /\.(m?[jt]sx?|cjs)(\?|$)/;

function labelOf(chunk: ChunkInfo, root: string): string {
  const scripts = chunk.moduleIds.filter(
    (id) => SCRIPT_MODULE.test(id) && !id.startsWith('\0') && !id.includes('rolldown/runtime'),
  );
  const source = chunk.facadeModuleId ?? scripts.find((id) => !id.includes('node_modules')) ?? scripts[0] ?? '';
  const relative = source.replaceAll('\\', '/').replace(root.replaceAll('\\', '/').replace(/\/?$/, '/'), '');
  const name = relative.replace(/^.*node_modules\//, '').replace(/\?.*$/, '') || chunk.fileName;
  return chunk.isEntry ? `entry (${name})` : name;
}

/**
 * Splits the build's chunks: the entry chunks, everything they import statically (transitively)
 * and every script index.html loads or preloads are `initial`; the chunks holding a module `atOnce` matches (what
 * every page imports as it starts) and their static imports beyond those are `firstLoad`; all others are `lazy`.
 */
export function splitJavaScript(
  chunks: readonly ChunkInfo[],
  indexHtml: string,
  root: string,
  atOnce?: RegExp,
): JavaScriptSplit {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reached = (starts: readonly string[], known: ReadonlySet<string>): Set<string> => {
    const names = new Set<string>();
    const visit = (name: string) => {
      if (names.has(name) || known.has(name)) return;
      const chunk = byName.get(name);
      if (!chunk) return;
      names.add(name);
      chunk.imports.forEach(visit);
    };
    starts.forEach(visit);
    return names;
  };
  const initialNames = reached(
    [...chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName), ...eagerScriptsOfHtml(indexHtml)],
    new Set(),
  );
  const startsAtOnce = chunks.filter((chunk) => atOnce && chunk.moduleIds.some((id) => atOnce.test(id)));
  const firstLoadNames = reached(
    startsAtOnce.map((chunk) => chunk.fileName),
    initialNames,
  );
  const sized = (chunk: ChunkInfo): SizedChunk => ({
    fileName: chunk.fileName,
    label: labelOf(chunk, root),
    packages: packagesIn(chunk.moduleIds),
    rawBytes: Buffer.byteLength(chunk.code),
    gzipBytes: gzipSize(chunk.code),
    brotliBytes: brotliSize(chunk.code),
  });
  return {
    initial: chunks.filter((chunk) => initialNames.has(chunk.fileName)).map(sized),
    firstLoad: chunks.filter((chunk) => firstLoadNames.has(chunk.fileName)).map(sized),
    lazy: chunks
      .filter((chunk) => !initialNames.has(chunk.fileName) && !firstLoadNames.has(chunk.fileName))
      .map(sized)
      .sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}
