import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findScenarioFiles, loadScenario } from '../harness/scenario/scenario-files';
import { runScenario } from '../harness/scenario/scenario-runner';

const root = path.dirname(new URL(import.meta.url).pathname);
const files = await findScenarioFiles([], root, root);

describe('scenario files', () => {
  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s passes', async (file) => {
    const result = await runScenario(await loadScenario(path.join(root, file)), file);
    expect(result.failures).toEqual([]);
  });

  it.each(files)('%s replays to the same trace, byte for byte', async (file) => {
    const scenario = await loadScenario(path.join(root, file));
    const first = JSON.stringify((await runScenario(scenario, file)).trace);
    const second = JSON.stringify((await runScenario(scenario, file)).trace);
    expect(second).toBe(first);
  });
});
