import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeDeep } from './scenario-runner';
import {
  ScenarioFileError,
  validateFixture,
  validateScenario,
  type Scenario,
  type ScenarioGiven,
} from './scenario.schema';

/** Where shared fixtures live: `scenarios/fixtures/{name}.fixture.json`. */
export const FIXTURES_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scenarios/fixtures');
const FIXTURE_SUFFIX = '.fixture.json';

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
  const escaped = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\/?/g, '\u0000')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]');
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

async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ScenarioFileError(file, '(file)', `cannot be read: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ScenarioFileError(file, '(file)', `is not JSON: ${(error as Error).message}`);
  }
}

/** The names of the shared fixtures, for messages and the schema. */
export async function fixtureNames(folder = FIXTURES_FOLDER): Promise<string[]> {
  const entries = await readdir(folder).catch(() => []);
  return entries
    .filter((name) => name.endsWith(FIXTURE_SUFFIX))
    .map((name) => name.slice(0, -FIXTURE_SUFFIX.length))
    .sort();
}

/** The `given` of the fixtures named, merged in order. */
async function fixturesGiven(names: readonly string[], file: string, folder: string): Promise<ScenarioGiven> {
  let given: unknown = {};
  for (const [index, name] of names.entries()) {
    const fixtureFile = path.join(folder, `${name}${FIXTURE_SUFFIX}`);
    const known = await fixtureNames(folder);
    if (!known.includes(name))
      throw new ScenarioFileError(
        file,
        `fixtures[${index}]`,
        `no fixture '${name}' (known: ${known.join(', ') || 'none'})`,
      );
    given = mergeDeep(given, validateFixture(await readJson(fixtureFile), fixtureFile).given);
  }
  return given as ScenarioGiven;
}

/**
 * Reads and validates one file and merges its fixtures into its `given` (its own given laid over
 * them); a bad file throws a {@link ScenarioFileError} with the path and field.
 */
export async function loadScenario(file: string, fixturesFolder = FIXTURES_FOLDER): Promise<Scenario> {
  const { $schema: _schema, fixtures, ...scenario } = validateScenario(await readJson(file), file);
  if (!fixtures?.length) return scenario;
  const given = mergeDeep(await fixturesGiven(fixtures, file, fixturesFolder), scenario.given ?? {}) as ScenarioGiven;
  return { ...scenario, given };
}
