import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../scenario/scenario-files';
import { scenarioFromText } from './replay-load';

const FILE = 'scenarios/chat/send-409-resets.scenario.json';

describe('scenarioFromText', () => {
  it('reads a dropped file as npm run scenarios loads it from disk', async () => {
    expect(scenarioFromText(await readFile(FILE, 'utf8'), 'dropped.json')).toEqual(await loadScenario(FILE));
  });

  it('names the file and what is wrong: not JSON, or the field at fault', () => {
    expect(() => scenarioFromText('{"name": ', 'a.json')).toThrow(/^a\.json: \(file\): is not JSON: /);
    expect(() =>
      scenarioFromText('{"name": "x", "steps": [{"dispatch": {"type": "chat/nonsense"}}]}', 'b.json'),
    ).toThrow('b.json: step 1: dispatch.type: unknown intent "chat/nonsense"');
  });

  it('merges the shared fixtures a dropped file names, as the loader does', async () => {
    const file = 'scenarios/chat/history-paging-to-the-end.scenario.json';
    expect(JSON.parse(await readFile(file, 'utf8')).fixtures?.length ?? 0).toBeGreaterThan(0);
    expect(scenarioFromText(await readFile(file, 'utf8'), 'dropped.json')).toEqual(await loadScenario(file));
  });
});
