import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@inlang/paraglide-js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** One message catalogue: its inlang project and the folder its compiled modules go to. */
export interface Catalogue {
  readonly project: string;
  readonly outdir: string;
}

/**
 * The store's two catalogues: the core's (the texts the core puts in events: SPEC §8's errors and notices) and the
 * UI's (everything a screen says). Each compiles to one module per language (`messages/en.js`, `messages/hi.js`) that
 * `#core-messages` and `#ui-messages` name in package.json; a build picks its language's module by the `hindi`
 * condition, so an English build carries no Hindi text and a Hindi one no English.
 */
export const CATALOGUES: readonly Catalogue[] = [
  { project: 'core/messages/core.inlang', outdir: 'core/messages/generated' },
  { project: 'ui/i18n/store.inlang', outdir: 'ui/i18n/generated' },
];

/**
 * A message without inputs is declared by Paraglide as taking an empty `inputs` object; the store calls it with none.
 */
function inputsOptional(declarations: string): string {
  const empty = new Set([...declarations.matchAll(/^export type (\w+) = \{\};$/gm)].map((match) => match[1]));
  return declarations.replace(/\(inputs: (\w+)\) =>/g, (whole, type: string) =>
    empty.has(type) ? `(inputs?: ${type}) =>` : whole,
  );
}

const MESSAGE = /^export const (\w+) = [\s\S]*?(?=^export |(?![\s\S]))/gm;
const REEXPORT = /^export \{ (\w+) \} from "\.\/(\w+)\.js"$/gm;

/**
 * Splits a language's module into a module per message, which it re-exports: a bundler puts a module in one chunk,
 * so one module of every message would put the texts of every lazily loaded screen into the entry chunk; a message of
 * its own goes with the code that shows it.
 */
export function splitLanguageModule(source: string): { index: string; messages: Map<string, string> } {
  const messages = new Map<string, string>();
  for (const match of source.matchAll(MESSAGE)) messages.set(match[1] ?? '', `${match[0].trim()}\n`);
  const reexports = [...source.matchAll(REEXPORT)].map(
    (match) => `export { ${match[1]} } from './${match[2]}/${match[1]}.js';`,
  );
  const index = [...[...messages.keys()].map((name) => `export { ${name} } from './LOCALE/${name}.js';`), ...reexports];
  return { index: `${index.join('\n')}\n`, messages };
}

function writeSplit(folder: string, locale: string): void {
  const file = path.join(folder, `${locale}.js`);
  const { index, messages } = splitLanguageModule(readFileSync(file, 'utf8'));
  mkdirSync(path.join(folder, locale), { recursive: true });
  for (const [name, body] of messages) writeFileSync(path.join(folder, locale, `${name}.js`), body);
  writeFileSync(file, index.replaceAll('/LOCALE/', `/${locale}/`));
}

/** Compiles `catalogue` with Paraglide JS into its folder (typed modules, one per language). */
export async function compileCatalogue(catalogue: Catalogue, root: string = ROOT): Promise<void> {
  const outdir = path.join(root, catalogue.outdir);
  await compile({
    project: path.join(root, catalogue.project),
    outdir,
    outputStructure: 'locale-modules',
    strategy: ['baseLocale'],
    emitTsDeclarations: true,
    emitReadme: false,
    emitGitIgnore: true,
    emitPrettierIgnore: true,
  });
  const messages = path.join(outdir, 'messages');
  for (const file of readdirSync(messages).filter((name) => name.endsWith('.d.ts'))) {
    const target = path.join(messages, file);
    writeFileSync(target, inputsOptional(readFileSync(target, 'utf8')));
  }
  for (const locale of ['en', 'hi']) writeSplit(messages, locale);
}

/** Compiles every catalogue (npm run i18n; also run on install, before type checks and by every build). */
export async function compileCatalogues(root: string = ROOT): Promise<void> {
  for (const catalogue of CATALOGUES) await compileCatalogue(catalogue, root);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await compileCatalogues();
  // The inlang project loader keeps a timer alive for about half a minute after its work is done.
  process.exit(0);
}
