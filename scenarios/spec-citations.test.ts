import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findScenarioFiles } from '../harness/scenario/scenario-files';
import {
  citableSections,
  citationProblems,
  citationsIn,
  mentionsIssue,
  sectionsOf,
} from '../harness/docs/doc-citations';

const SCENARIOS = path.dirname(new URL(import.meta.url).pathname);
const sections = citableSections();

const scenarios = (await findScenarioFiles([], SCENARIOS, SCENARIOS)).map((file) => ({
  file,
  scenario: JSON.parse(readFileSync(path.join(SCENARIOS, file), 'utf8')) as {
    name: string;
    description?: string;
    spec?: string;
  },
}));

describe('where each scenario says its behaviour is specified', () => {
  it('every scenario cites sections that exist, of docs/product-spec.md at least, and no issue number', () => {
    expect(scenarios.length).toBeGreaterThan(200);
    const problems = scenarios.flatMap(({ file, scenario }) => [
      ...citationProblems(scenario.spec, sections).map((problem) => `${file}: spec ${problem}`),
      ...(mentionsIssue(`${scenario.name} ${scenario.description ?? ''}`) ? [`${file}: names an issue number`] : []),
    ]);
    expect(problems).toEqual([]);
  });

  it('reads numbered sections, subsections and lettered sections', () => {
    const markdown =
      '# Title\n\n## 8. Eight\n\n### 8.1 One\n\n## 8b. The real engine\n\n#### 13.7.2 Deep\n\n## Unnumbered\n';
    expect([...sectionsOf(markdown)]).toEqual(['8', '8.1', '8b', '13.7.2']);
    expect(sections.get('docs/product-spec.md')?.has('13.7')).toBe(true);
    expect(sections.get('docs/architecture.md')?.has('8b')).toBe(true);
  });

  it('attributes each § to the document named last before it', () => {
    expect(citationsIn('docs/product-spec.md §4 Cart; §9 x; docs/architecture.md §6 y; §7.')).toEqual([
      { doc: 'docs/product-spec.md', section: '4' },
      { doc: 'docs/product-spec.md', section: '9' },
      { doc: 'docs/architecture.md', section: '6' },
      { doc: 'docs/architecture.md', section: '7' },
    ]);
  });

  it('refuses an issue number, a missing section, a § without its document, and no product-spec section', () => {
    expect(citationProblems('Issue 10 checkout: docs/product-spec.md §13.7', sections)).toEqual([
      "cites 'Issue 10': cite a section of docs/product-spec.md instead",
    ]);
    expect(citationProblems('docs/product-spec.md §13.7; issue #4', sections)).toHaveLength(1);
    expect(citationProblems('docs/product-spec.md §99.1 nowhere', sections)).toEqual([
      'docs/product-spec.md has no §99.1',
    ]);
    expect(citationProblems('SPEC §4 Cart creation', sections)).toEqual([
      '§4 names no document before it (docs/product-spec.md or docs/architecture.md)',
      'cites no section of docs/product-spec.md',
    ]);
    expect(citationProblems('docs/architecture.md §6 writes are throttled', sections)).toEqual([
      'cites no section of docs/product-spec.md',
    ]);
    expect(citationProblems(undefined, sections)).toEqual(['no "spec" naming a section of docs/product-spec.md']);
    expect(citationProblems('docs/product-spec.md §13.7 Placing the order', sections)).toEqual([]);
    expect(mentionsIssue('found in issue 15')).toBe(true);
    expect(mentionsIssue('the tissue 15 box')).toBe(false);
  });
});
