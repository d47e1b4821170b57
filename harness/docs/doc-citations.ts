import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The documents a scenario may cite, by the path it names them with. */
export const CITABLE_DOCS = ['docs/product-spec.md', 'docs/architecture.md'] as const;
export type CitableDoc = (typeof CITABLE_DOCS)[number];

/** The document every scenario must cite at least once. */
export const PRODUCT_SPEC: CitableDoc = 'docs/product-spec.md';

/** One `§` reference, with the document named before it in the same text (null: none was). */
export interface Citation {
  readonly doc: CitableDoc | null;
  readonly section: string;
}

const SECTION_HEADING = /^#{2,4} (\d+[a-z]?(?:\.\d+)*)\.? /gm;
const CITATION = /(docs\/[\w-]+\.md)|§\s?(\d+[a-z]?(?:\.\d+)*)/g;
const ISSUE = /\bissues?\s*(?:#|no\.?\s*)?\d+/i;

/** The numbers of a Markdown document's numbered sections: `## 10. Checkout` is '10', `### 10.3 Pin codes` '10.3'. */
export function sectionsOf(markdown: string): ReadonlySet<string> {
  return new Set([...markdown.matchAll(SECTION_HEADING)].map((match) => match[1] ?? ''));
}

/** The numbered sections of each citable document, read from the repository. */
export function citableSections(root: string = ROOT): ReadonlyMap<CitableDoc, ReadonlySet<string>> {
  return new Map(CITABLE_DOCS.map((doc) => [doc, sectionsOf(readFileSync(path.join(root, doc), 'utf8'))]));
}

/**
 * The `§` references in a text, each attributed to the last document named before it:
 * "docs/product-spec.md §4 Cart creation; §9" cites §4 and §9 of the product spec.
 */
export function citationsIn(text: string): readonly Citation[] {
  const citations: Citation[] = [];
  let doc: CitableDoc | null = null;
  for (const match of text.matchAll(CITATION)) {
    if (match[1] !== undefined)
      doc = (CITABLE_DOCS as readonly string[]).includes(match[1]) ? (match[1] as CitableDoc) : null;
    else citations.push({ doc, section: match[2] ?? '' });
  }
  return citations;
}

/**
 * What is wrong with the text that says where a scenario's behaviour is specified: an issue number
 * (which a reader of the repository cannot open), a `§` with no document named before it, a section
 * its document does not have, or no section of the product spec at all.
 */
export function citationProblems(
  spec: string | undefined,
  sections: ReadonlyMap<CitableDoc, ReadonlySet<string>>,
): readonly string[] {
  if (spec === undefined) return [`no "spec" naming a section of ${PRODUCT_SPEC}`];
  const problems: string[] = [];
  const issue = ISSUE.exec(spec);
  if (issue) problems.push(`cites '${issue[0]}': cite a section of ${PRODUCT_SPEC} instead`);
  const citations = citationsIn(spec);
  for (const { doc, section } of citations) {
    if (doc === null) problems.push(`§${section} names no document before it (${CITABLE_DOCS.join(' or ')})`);
    else if (!sections.get(doc)?.has(section)) problems.push(`${doc} has no §${section}`);
  }
  if (!citations.some(({ doc }) => doc === PRODUCT_SPEC)) problems.push(`cites no section of ${PRODUCT_SPEC}`);
  return problems;
}

/** Whether a scenario's other texts (its name, its description) mention an issue number. */
export const mentionsIssue = (text: string): boolean => ISSUE.test(text);
