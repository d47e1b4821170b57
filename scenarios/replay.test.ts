import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstDifference, GOLDEN_FOLDER, goldenPathOf, goldenText } from '../harness/scenario/golden-trace';
import { findScenarioFiles, loadScenario } from '../harness/scenario/scenario-files';
import { runScenario } from '../harness/scenario/scenario-runner';

const root = path.dirname(new URL(import.meta.url).pathname);
const files = await findScenarioFiles([], root, root);

describe('scenario files', () => {
  it('are found in every area folder', () => {
    const areas = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== GOLDEN_FOLDER && entry.name !== 'fixtures')
      .map((entry) => entry.name);
    expect(areas.length).toBeGreaterThan(0);
    expect(areas.filter((area) => !files.some((file) => file.startsWith(`${area}${path.sep}`)))).toEqual([]);
  });

  it.each(files)('%s passes', async (file) => {
    const result = await runScenario(await loadScenario(path.join(root, file)), file);
    expect(result.failures).toEqual([]);
  });

  it.each(files)('%s replays to its committed golden trace, byte for byte', async (file) => {
    const full = path.join(root, file);
    const trace = goldenText((await runScenario(await loadScenario(full), file)).trace);
    const golden = readFileSync(goldenPathOf(full, root)!, 'utf8');
    expect(firstDifference(golden, trace)).toBeNull();
  });
});
