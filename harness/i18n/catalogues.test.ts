import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './compile-catalogues';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Messages whose Hindi is written exactly as the English: codes, and names shown in their own script. */
const SAME_IN_HINDI = new Set(['core_intl_locale', 'common_intl_locale', 'common_language_code', 'shell_english']);

/** Names that read the same as another message but name a thing of their own (a box, a diet filter, a rail). */
const NAMES_OF_THEIR_OWN = new Set(['catalog_box_name_ghee', 'catalog_diet_kids', 'catalog_home_rail_ghee']);

type Messages = Readonly<Record<string, string>>;

/** The catalogue files of an inlang project, per language, as its settings name them. */
function catalogueFiles(project: string): { en: string; hi: string }[] {
  const settings = JSON.parse(readFileSync(path.join(ROOT, project, 'settings.json'), 'utf8')) as {
    'plugin.inlang.messageFormat': { pathPattern: string | string[] };
  };
  const patterns = [settings['plugin.inlang.messageFormat'].pathPattern].flat();
  const base = path.dirname(path.join(ROOT, project));
  return patterns.map((pattern) => ({
    en: path.join(base, pattern.replace('{locale}', 'en')),
    hi: path.join(base, pattern.replace('{locale}', 'hi')),
  }));
}

function read(file: string): Messages {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return messages;
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();

/** What is wrong with a Hindi catalogue beside its English one. */
export function catalogueProblems(en: Messages, hi: Messages, same: ReadonlySet<string> = SAME_IN_HINDI): string[] {
  const problems: string[] = [];
  for (const [key, english] of Object.entries(en)) {
    const hindi = hi[key];
    if (hindi === undefined || hindi.trim() === '') {
      problems.push(`${key} has no Hindi text`);
      continue;
    }
    if (!same.has(key) && !/[\u0900-\u097F]/.test(hindi) && /[A-Za-z]{2}/.test(english))
      problems.push(`${key}'s Hindi text is not in Devanagari: ${hindi}`);
    if (placeholders(english).join() !== placeholders(hindi).join())
      problems.push(`${key}'s Hindi text does not fill the same blanks: {${placeholders(english).join('}, {')}}`);
  }
  for (const key of Object.keys(hi)) if (!(key in en)) problems.push(`${key} is in Hindi only`);
  return problems;
}

describe('the message catalogues', () => {
  for (const catalogue of CATALOGUES) {
    for (const files of catalogueFiles(catalogue.project)) {
      it(`${path.relative(ROOT, files.hi)} has every message of its English catalogue, in Hindi`, () => {
        expect(catalogueProblems(read(files.en), read(files.hi))).toEqual([]);
      });
    }
  }

  it('fails on a missing, empty, English or differently filled Hindi message', () => {
    const en = { cart_add: 'Add to cart', cart_count: '{count} items', cart_gone: 'Gone', cart_more: 'More' };
    expect(
      catalogueProblems(en, { cart_add: 'कार्ट में डालें', cart_count: '{n} सामान', cart_gone: 'Gone', cart_x: 'x' }),
    ).toEqual([
      "cart_count's Hindi text does not fill the same blanks: {count}",
      "cart_gone's Hindi text is not in Devanagari: Gone",
      'cart_more has no Hindi text',
      'cart_x is in Hindi only',
    ]);
  });

  it('says each text once: no two messages of the screens with the same English and the same Hindi', () => {
    const ui = CATALOGUES.find((catalogue) => catalogue.project.startsWith('ui'));
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const files of ui ? catalogueFiles(ui.project) : []) {
      const hi = read(files.hi);
      for (const [key, english] of Object.entries(read(files.en))) {
        const text = `${english} | ${hi[key]}`;
        const first = seen.get(text);
        if (first && !NAMES_OF_THEIR_OWN.has(key) && !NAMES_OF_THEIR_OWN.has(first)) twice.push(`${first} = ${key}`);
        else seen.set(text, key);
      }
    }
    expect(twice).toEqual([]);
  });

  it('has message keys that compile to names of their own (lower case, snake case, prefixed by their area)', () => {
    for (const catalogue of CATALOGUES)
      for (const files of catalogueFiles(catalogue.project)) {
        const area = path.basename(path.dirname(files.en));
        const prefix = area === 'catalog' && catalogue.project.startsWith('core') ? 'core' : area;
        for (const key of Object.keys(read(files.en))) expect(key).toMatch(new RegExp(`^${prefix}_[a-z0-9_]+$`));
      }
  });
});
