import { mergeDeep } from '../scenario/scenario-runner';
import { validateFixture, validateScenario, type Scenario, type ScenarioGiven } from '../scenario/scenario.schema';

/**
 * The shared fixtures (`scenarios/fixtures/`), by name, bundled with the page so a dropped file's `fixtures` resolve.
 */
const FIXTURE_FILES = import.meta.glob<unknown>('../../scenarios/fixtures/*.fixture.json', {
  eager: true,
  import: 'default',
});

function fixtureGiven(name: string, file: string): unknown {
  const entry = Object.entries(FIXTURE_FILES).find(([path]) => path.endsWith(`/${name}.fixture.json`));
  if (!entry) throw new Error(`${file}: fixtures: no fixture named '${name}' in scenarios/fixtures/`);
  return validateFixture(entry[1], entry[0]).given;
}

/**
 * Parses and checks a scenario file's text as `npm run scenarios` does (fixtures merged under its `given`); throws with
 * the file and the field at fault.
 */
export function scenarioFromText(text: string, file: string): Scenario {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: (file): is not JSON: ${(error as Error).message}`, { cause: error });
  }
  const { $schema: _schema, fixtures, ...scenario } = validateScenario(parsed, file);
  if (!fixtures?.length) return scenario;
  const shared = fixtures.reduce<unknown>((given, name) => mergeDeep(given, fixtureGiven(name, file)), {});
  return { ...scenario, given: mergeDeep(shared, scenario.given ?? {}) as ScenarioGiven };
}

/** Where the replay server hands the page the file named on the command line. */
export const NAMED_SCENARIO_PATH = '/__replay/scenario';

/**
 * What {@link NAMED_SCENARIO_PATH} answers: the file loaded as `npm run scenarios` loads it, or why it could not be.
 */
export type NamedScenario =
  { readonly file: string; readonly scenario: Scenario } | { readonly file: string; readonly error: string };
