import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findScenarioFiles, loadScenario } from '../harness/scenario/scenario-files';
import { runScenario } from '../harness/scenario/scenario-runner';

const root = path.dirname(new URL(import.meta.url).pathname);
const files = await findScenarioFiles([], root, root);

describe('scenario files', () => {
  it('are found in every area folder', () => {
    const areas = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(areas.length).toBeGreaterThan(0);
    expect(areas.filter((area) => !files.some((file) => file.startsWith(`${area}${path.sep}`)))).toEqual([]);
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
