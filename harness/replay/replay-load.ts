import { KNOWN_EVENT_TYPES } from '../scenario/scenario-runner';
import { validateScenario, type Scenario } from '../scenario/scenario.schema';

/** Parses and checks a scenario file's text as `npm run scenarios` does; throws with the file and the field at fault. */
export function scenarioFromText(text: string, file: string): Scenario {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: (file): is not JSON: ${(error as Error).message}`);
  }
  return validateScenario(parsed, file, KNOWN_EVENT_TYPES);
}

/** Where the replay server hands the page the file named on the command line. */
export const NAMED_SCENARIO_PATH = '/__replay/scenario';

/** What {@link NAMED_SCENARIO_PATH} answers: the file loaded as `npm run scenarios` loads it, or why it could not be. */
export type NamedScenario = { readonly file: string; readonly scenario: Scenario } | { readonly file: string; readonly error: string };
