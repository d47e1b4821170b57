import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RUNTIME_MODULES } from '../../vite.config';
import { ROOT } from '../local-backend/ui-build';
import { brotliSize, gzipSize, splitJavaScript, type ChunkInfo, type SizedChunk } from './bundle-graph';
import { measureHomePage, median, type HomePageLoad, type LoadedAsset } from './home-page-assets';
import { budgetVerdict, BUDGETS, kb, LAZY_ONLY_PACKAGES } from './size-budgets';
import { recorderChunksOf } from './recorder-absent';

const RUNS = 3;

interface BuiltAsset {
  readonly fileName: string;
  readonly source: string | Uint8Array;
}

interface BuildOutput {
  readonly chunks: ChunkInfo[];
  readonly assets: BuiltAsset[];
}

async function buildInto(outDir: string): Promise<BuildOutput> {
  const { build } = await import('vite');
  const result = await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((entry) =>
    'output' in entry ? entry.output : [],
  );
  const chunks: ChunkInfo[] = [];
  const assets: BuiltAsset[] = [];
  for (const item of outputs) {
    if (item.type === 'chunk') {
      chunks.push({
        fileName: item.fileName,
        code: item.code,
        isEntry: item.isEntry,
        isDynamicEntry: item.isDynamicEntry,
        imports: item.imports,
        dynamicImports: item.dynamicImports,
        moduleIds: item.moduleIds,
        facadeModuleId: item.facadeModuleId,
      });
    } else {
      assets.push({ fileName: item.fileName, source: item.source });
    }
  }
  return { chunks, assets };
}

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
        .join('  '),
    )
    .join('\n');
}

function printChunks(chunks: readonly SizedChunk[]): void {
  if (chunks.length === 0) {
    console.log('  none');
    return;
  }
  const rows = chunks.map((chunk) => [
    `  ${chunk.label}`,
    chunk.fileName,
    kb(chunk.rawBytes),
    kb(chunk.gzipBytes),
    kb(chunk.brotliBytes),
  ]);
  console.log(table([['  chunk', 'file', 'raw', 'gzip', 'brotli'], ...rows]));
  for (const chunk of chunks) {
    if (chunk.packages.length) console.log(`    ${chunk.fileName} bundles ${chunk.packages.join(', ')}`);
  }
}

function stylesheetsOfHtml(html: string): string[] {
  return (html.match(/<link\b[^>]*rel=["']stylesheet["'][^>]*>/gi) ?? []).flatMap((tag) => {
    const href = /\bhref=["']([^"']+)["']/i.exec(tag)?.[1];
    return href ? [href.replace(/^\.?\//, '')] : [];
  });
}

function uniqueByUrl(assets: readonly LoadedAsset[]): LoadedAsset[] {
  const seen = new Map<string, LoadedAsset>();
  for (const asset of assets) if (!seen.has(asset.url)) seen.set(asset.url, asset);
  return [...seen.values()];
}

/** The self-hosted Devanagari faces: fetched only by pages that show Devanagari text (unicode-range). */
function printDevanagariFaces(assets: readonly BuiltAsset[]): void {
  const faces = assets.filter((asset) => /devanagari.*\.woff2$/i.test(asset.fileName));
  console.log('\nDevanagari font (Noto Sans Devanagari, Devanagari subset; fetched only when Devanagari text appears)');
  console.log(faces.length ? table(faces.map((face) => [`  ${face.fileName}`, kb(face.source.length)])) : '  none');
  console.log(`  total ${kb(faces.reduce((sum, face) => sum + face.source.length, 0))}`);
}

function printBrowserSection(
  loads: readonly HomePageLoad[],
  sizeOf: ReadonlyMap<string, SizedChunk>,
): { url: string; bytes: number } | null {
  const first = loads[0];
  if (!first) return null;
  const fonts = uniqueByUrl(first.assets.filter((asset) => asset.kind === 'font'));
  const images = uniqueByUrl(first.assets.filter((asset) => asset.kind === 'image')).sort((a, b) => b.bytes - a.bytes);
  const scripts = uniqueByUrl(first.assets.filter((asset) => asset.kind === 'script'));
  console.log('\nFonts the home page loads (phone, cold)');
  console.log(fonts.length ? table(fonts.map((font) => [`  ${font.url}`, kb(font.bytes)])) : '  none');
  const fontTotal = fonts.reduce((sum, font) => sum + font.bytes, 0);
  console.log(
    `  total ${kb(fontTotal)}; Devanagari faces among them: ${fonts.filter((font) => /devanagari/i.test(font.url)).length} (expected 0)`,
  );
  console.log(
    `\nImages on the home page (phone, scrolled to the bottom): ${images.length}, ${images.filter((image) => image.atLoad).length} at load`,
  );
  console.log(
    images.length
      ? table(images.slice(0, 5).map((image) => [`  ${image.url}`, image.atLoad ? 'at load' : 'lazy', kb(image.bytes)]))
      : '  none',
  );
  console.log('\nScripts the home page requested');
  console.log(
    table([
      ['  file', 'when', 'served', 'gzip', 'brotli'],
      ...scripts.map((script) => {
        const sized = sizeOf.get(script.url.replace(/^\//, ''));
        return [
          `  ${script.url}`,
          script.atLoad ? 'at load' : 'after scroll',
          kb(script.bytes),
          kb(sized?.gzipBytes ?? NaN),
          kb(sized?.brotliBytes ?? NaN),
        ];
      }),
    ]),
  );
  const loadedGzip = scripts
    .filter((script) => script.atLoad)
    .reduce((sum, script) => sum + (sizeOf.get(script.url.replace(/^\//, ''))?.gzipBytes ?? 0), 0);
  console.log(
    `  requested by the time the network was idle: ${kb(loadedGzip)} gzip (initial set plus prefetched chunks)`,
  );
  const median3 = (pick: (load: HomePageLoad) => number) => `${median(loads.map(pick)).toFixed(0)} ms`;
  console.log(
    `\nHome page timings, median of ${loads.length} cold loads on this machine (no throttling): ` +
      `DOMContentLoaded ${median3((load) => load.domContentLoadedMs)}, load ${median3((load) => load.loadMs)}`,
  );
  const largest = images[0];
  return largest ? { url: largest.url, bytes: largest.bytes } : null;
}

/**
 * The Hindi store's JavaScript (its own build, STORE_LANGUAGE=hi, docs/product-spec.md §18): the entry and first load,
 * which keep the same budgets as the English store's; whether it breaks one.
 */
async function hindiStore(): Promise<boolean> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'storefront-size-hi-'));
  const saved = process.env['STORE_LANGUAGE'];
  process.env['STORE_LANGUAGE'] = 'hi';
  try {
    console.log('\nBuilding the Hindi store for production...');
    const { chunks } = await buildInto(outDir);
    const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8').replaceAll('/hi/assets/', '/assets/');
    const { initial, firstLoad } = splitJavaScript(chunks, indexHtml, ROOT, RUNTIME_MODULES);
    const initialGzip = initial.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
    const firstLoadGzip = initialGzip + firstLoad.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
    console.log(
      `Hindi store: entry JavaScript ${kb(initialGzip)} gzip (budget ${kb(BUDGETS.initialJavaScriptGzipBytes)}), ` +
        `first-load ${kb(firstLoadGzip)} gzip (budget ${kb(BUDGETS.firstLoadJavaScriptGzipBytes)})`,
    );
    return (
      budgetVerdict(
        {
          initialJavaScriptGzipBytes: initialGzip,
          firstLoadJavaScriptGzipBytes: firstLoadGzip,
          initialPackages: [...new Set(initial.flatMap((chunk) => chunk.packages))].sort(),
          largestHomeImage: null,
        },
        (line) => console.log(`Hindi store: ${line}`),
      ) === 1
    );
  } finally {
    if (saved === undefined) delete process.env['STORE_LANGUAGE'];
    else process.env['STORE_LANGUAGE'] = saved;
    rmSync(outDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'storefront-size-'));
  try {
    console.log('Building the UI for production...');
    const { chunks, assets } = await buildInto(outDir);
    const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const { initial, firstLoad, lazy } = splitJavaScript(chunks, indexHtml, ROOT, RUNTIME_MODULES);
    const initialGzip = initial.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
    const initialBrotli = initial.reduce((sum, chunk) => sum + chunk.brotliBytes, 0);
    const initialPackages = [...new Set(initial.flatMap((chunk) => chunk.packages))].sort();

    console.log(
      '\nJavaScript a phone downloads before the home page is interactive (entry + static imports + modulepreloads)',
    );
    printChunks(initial);
    console.log(
      `  total ${kb(initialGzip)} gzip (budget ${kb(BUDGETS.initialJavaScriptGzipBytes)}), ${kb(initialBrotli)} brotli`,
    );

    console.log('\nJavaScript every page fetches at once after the entry (the core runtime, core/lazy-runtime.ts)');
    printChunks(firstLoad);
    const firstLoadGzip = initialGzip + firstLoad.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
    const firstLoadBrotli = initialBrotli + firstLoad.reduce((sum, chunk) => sum + chunk.brotliBytes, 0);
    console.log(
      `  first-load JavaScript (entry + runtime) ${kb(firstLoadGzip)} gzip (budget ${kb(BUDGETS.firstLoadJavaScriptGzipBytes)}), ${kb(firstLoadBrotli)} brotli`,
    );

    console.log('\nJavaScript loaded on demand');
    printChunks(lazy);
    for (const name of LAZY_ONLY_PACKAGES) {
      const holder = lazy.find((chunk) => chunk.packages.includes(name));
      if (holder)
        console.log(
          `  ${name}: in ${holder.fileName} (${kb(holder.gzipBytes)} gzip, ${kb(holder.brotliBytes)} brotli)`,
        );
    }

    const eagerCss = new Set(stylesheetsOfHtml(indexHtml));
    const css = assets.filter((asset) => asset.fileName.endsWith('.css'));
    console.log('\nCSS');
    console.log(
      css.length
        ? table(
            css.map((asset) => [
              `  ${asset.fileName}`,
              eagerCss.has(asset.fileName) ? 'at load' : 'on demand',
              kb(gzipSize(asset.source)) + ' gzip',
              kb(brotliSize(asset.source)) + ' brotli',
            ]),
          )
        : '  none',
    );

    printDevanagariFaces(assets);

    console.log(`\nLoading / in Chromium at ${RUNS} cold phone loads (390 x 844, DPR 2)...`);
    const loads = await measureHomePage(outDir, RUNS);
    const sizeOf = new Map([...initial, ...firstLoad, ...lazy].map((chunk) => [chunk.fileName, chunk]));
    const largestHomeImage = printBrowserSection(loads, sizeOf);
    console.log(
      `\nLargest home page image: ${largestHomeImage ? `${largestHomeImage.url} ${kb(largestHomeImage.bytes)}` : 'none'}, budget ${kb(BUDGETS.largestHomeImageBytes)}`,
    );

    const recorder = recorderChunksOf(chunks);
    console.log(
      `\nSession recorder: ${recorder.length ? `IN ${recorder.join(', ')} (a production build must not hold it)` : 'absent (it is built only with VITE_RECORDER=1)'}`,
    );
    const hindiOverBudget = await hindiStore();
    process.exitCode =
      (hindiOverBudget ? 1 : 0) ||
      budgetVerdict(
        {
          initialJavaScriptGzipBytes: initialGzip,
          firstLoadJavaScriptGzipBytes: firstLoadGzip,
          initialPackages,
          largestHomeImage,
        },
        console.log,
      ) ||
      (recorder.length ? 1 : 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
