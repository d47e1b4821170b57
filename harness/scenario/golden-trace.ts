import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Where the committed golden traces live, beside the scenario folders. */
export const GOLDEN_FOLDER = 'golden';

const SCENARIO_SUFFIX = /\.scenario\.json$/;

/**
 * The golden trace file of a scenario file under `root` (`root/chat/x.scenario.json` has
 * `root/golden/chat/x.trace.json`); null for a file outside `root`, which has none.
 */
export function goldenPathOf(file: string, root: string): string | null {
  const relative = path.relative(root, path.resolve(file));
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return path.join(root, GOLDEN_FOLDER, relative.replace(SCENARIO_SUFFIX, '.trace.json'));
}

/** The text a golden file holds for a trace: stable, one value per line, so a difference names its line. */
export const goldenText = (trace: object): string => `${JSON.stringify(trace, null, 2)}\n`;

/**
 * The first line where `actual` leaves `golden`, with `context` lines around it on both sides
 * (`-` golden, `+` this run); null when they are the same.
 */
export function firstDifference(golden: string, actual: string, context = 3): string | null {
  if (golden === actual) return null;
  const want = golden.split('\n');
  const got = actual.split('\n');
  let line = 0;
  while (line < want.length && line < got.length && want[line] === got[line]) line++;
  const from = Math.max(0, line - context);
  const shown = (lines: readonly string[], mark: string) =>
    lines
      .slice(from, line + context + 1)
      .map((text, index) => `${String(from + index + 1).padStart(6)} ${from + index < line ? ' ' : mark} ${text}`);
  return [`first difference at line ${line + 1}:`, ...shown(want, '-'), '  ---', ...shown(got, '+')].join('\n');
}

/** Every golden trace file under `root`'s golden folder. */
export async function findGoldenFiles(root: string): Promise<string[]> {
  const folder = path.join(root, GOLDEN_FOLDER);
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.trace.json'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
