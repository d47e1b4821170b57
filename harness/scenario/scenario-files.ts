import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { KNOWN_EVENT_TYPES } from './scenario-runner';
import { ScenarioFileError, validateScenario, type Scenario } from './scenario.schema';

const SCENARIO_SUFFIX = '.scenario.json';

async function walk(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) return walk(full);
      return Promise.resolve(entry.name.endsWith(SCENARIO_SUFFIX) ? [full] : []);
    }),
  );
  return nested.flat();
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*\/?/g, '\u0000').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]');
  // eslint-disable-next-line no-control-regex -- NUL marks '**' while the other wildcards are rewritten
  return new RegExp(`^${escaped.replace(/\u0000/g, '(?:.*/)?')}$`);
}

/**
 * The scenario files named by the arguments (files, folders or globs, relative to `cwd`),
 * sorted; with no argument, every file under `defaultRoot`.
 */
export async function findScenarioFiles(args: readonly string[], cwd: string, defaultRoot: string): Promise<string[]> {
  if (args.length === 0) return (await walk(defaultRoot)).map((file) => path.relative(cwd, file)).sort();
  const found = new Set<string>();
  for (const arg of args) {
    if (/[*?]/.test(arg)) {
      const base = arg.split(/[*?]/)[0]!.replace(/[^/]*$/, '') || '.';
      const pattern = globToRegExp(path.normalize(arg));
      for (const file of await walk(path.resolve(cwd, base))) {
        const relative = path.relative(cwd, file);
        if (pattern.test(relative)) found.add(relative);
      }
      continue;
    }
    const full = path.resolve(cwd, arg);
    const entries = await readdir(full, { withFileTypes: true }).catch(() => null);
    if (entries) for (const file of await walk(full)) found.add(path.relative(cwd, file));
    else found.add(path.relative(cwd, full));
  }
  return [...found].sort();
}

/** Reads and validates one file; a bad file throws a {@link ScenarioFileError} with the path and field. */
export async function loadScenario(file: string): Promise<Scenario> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ScenarioFileError(file, '(file)', `cannot be read: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ScenarioFileError(file, '(file)', `is not JSON: ${(error as Error).message}`);
  }
  return validateScenario(parsed, file, KNOWN_EVENT_TYPES);
}
