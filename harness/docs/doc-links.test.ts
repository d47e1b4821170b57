import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).map((name) => `docs/${name}`)].filter((file) =>
  file.endsWith('.md'),
);

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsIn = (markdown: string): ReadonlySet<string> =>
  new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1] ?? '')));

/** What is wrong with the relative links of a Markdown file of the repository. */
function linkProblems(file: string, markdown: string, root: string = ROOT): readonly string[] {
  const problems: string[] = [];
  const prose = markdown.replace(/```[\s\S]*?```/g, '');
  for (const match of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    const link = match[1] ?? '';
    if (/^[a-z]+:/.test(link)) continue;
    const [target = '', anchor] = link.split('#');
    const resolved = target === '' ? path.join(root, file) : path.resolve(path.dirname(path.join(root, file)), target);
    if (path.relative(root, resolved).startsWith('..')) problems.push(`${file}: ${link} leaves the repository`);
    else if (!existsSync(resolved)) problems.push(`${file}: ${link} names no file`);
    else if (anchor && !anchorsIn(readFileSync(resolved, 'utf8')).has(anchor))
      problems.push(`${file}: ${link} names no heading`);
  }
  return problems;
}

describe('the links of the README and docs/', () => {
  it('name files and headings of the repository', () => {
    expect(DOCS.length).toBeGreaterThan(5);
    const problems = DOCS.flatMap((file) => linkProblems(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(problems).toEqual([]);
  });

  it('refuses a link out of the repository, to a missing file or to a missing heading', () => {
    const markdown = [
      '[spec](../shared/SPEC.md)',
      '[gone](docs/gone.md)',
      '[steps](README.md#no-such-heading)',
      '[ok](docs/events.md) [home](https://example.in) [debug](README.md#debugging-a-session)',
      '```\n[in code](nowhere.md)\n```',
    ].join('\n');
    expect(linkProblems('README.md', markdown)).toEqual([
      'README.md: ../shared/SPEC.md leaves the repository',
      'README.md: docs/gone.md names no file',
      'README.md: README.md#no-such-heading names no heading',
    ]);
  });
});
