import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** One axe-core rule broken on a page, with where. */
export interface AxeViolation {
  readonly id: string;
  readonly impact: 'minor' | 'moderate' | 'serious' | 'critical';
  readonly help: string;
  /** CSS selectors of the offending elements, with a short piece of their HTML. */
  readonly nodes: readonly { readonly target: string; readonly html: string }[];
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's impacts, least first. */
const IMPACTS: readonly AxeViolation['impact'][] = ['minor', 'moderate', 'serious', 'critical'];

/**
 * Runs axe-core with its default rules (WCAG 2.x A and AA, best practices) on the page as it is, injecting
 * axe.min.js first when needed, and returns the violations of impact `least` or more.
 */
export async function axeViolations(page: Page, least: AxeViolation['impact']): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated rather than added as an inline <script>, which the store's Content-Security-Policy refuses.
  if (!loaded) await page.evaluate(`${AXE_SOURCE}\n;undefined`);
  const counted = IMPACTS.slice(IMPACTS.indexOf(least));
  return page.evaluate(async (impacts) => {
    interface AxeResult {
      violations: {
        id: string;
        impact: AxeViolation['impact'] | null;
        help: string;
        nodes: { target: unknown[]; html: string }[];
      }[];
    }
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact !== null && impacts.includes(violation.impact))
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact as AxeViolation['impact'],
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map(String).join(' '),
          html: node.html.slice(0, 160),
        })),
      }));
  }, counted);
}

/** A one-line-per-rule description of violations, for assertion messages and the summary. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.impact} ${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target).join(', ')}`,
    )
    .join('\n');
}
