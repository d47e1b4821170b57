import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * One style rule of a stylesheet: the at-rule it sits in (`@media (min-width: 640px)`), its selectors and declarations.
 */
interface CssRule {
  readonly at: string | null;
  readonly selectors: readonly string[];
  readonly declarations: Readonly<Record<string, string>>;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

function declarationsOf(body: string): Record<string, string> {
  const declarations: Record<string, string> = {};
  for (const part of body.split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0) declarations[squash(part.slice(0, colon))] = squash(part.slice(colon + 1));
  }
  return declarations;
}

/** The style rules of a stylesheet with at most one level of at-rules (as ours are). */
function parseCss(text: string): CssRule[] {
  const rules: CssRule[] = [];
  let at: string | null = null;
  let prelude = '';
  let body: string | null = null;
  for (const char of text.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (body !== null) {
      if (char === '}') {
        rules.push({ at, selectors: prelude.split(',').map(squash), declarations: declarationsOf(body) });
        prelude = '';
        body = null;
      } else {
        body += char;
      }
    } else if (char === '{') {
      const head = squash(prelude);
      prelude = '';
      if (head.startsWith('@')) at = head;
      else {
        prelude = head;
        body = '';
      }
    } else if (char === '}') {
      at = null;
      prelude = '';
    } else {
      prelude += char;
    }
  }
  return rules;
}

const UI_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The declarations the stylesheet `file` (a path under ui/: 'shell/panels.css', 'chat/chat.css')
 * gives `selector` (alone or in a selector list), inside the at-rule `at` (`'@media (min-width:
 * 640px)'`) or outside any; later rules win. Throws when no rule matches, so a renamed selector or
 * media query fails the test that reads it.
 */
export function cssRule(file: string, selector: string, at: string | null = null): Readonly<Record<string, string>> {
  const matching = parseCss(readFileSync(resolve(UI_DIR, file), 'utf8')).filter(
    (rule) => rule.at === at && rule.selectors.includes(selector),
  );
  if (matching.length === 0) throw new Error(`ui/${file} has no rule for ${selector}${at ? ` in ${at}` : ''}`);
  return Object.assign({}, ...matching.map((rule) => rule.declarations));
}
