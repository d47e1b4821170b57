import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
