import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestJson } from '../backend-client.fixture';
import { startLocalBackend, type LocalBackend } from '../local-backend';
import { createRecordingsModule } from './recordings.module';

let backend: LocalBackend;
let dir: string;
let outside: string;
const scenario = { name: 'recorded', steps: [{ dispatch: { type: 'app/startRequested' } }] };
const post = (body: unknown) => requestJson(backend.url, 'POST', '/__local/recordings', { body });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'recordings-'));
  outside = path.join(mkdtempSync(path.join(tmpdir(), 'outside-')), 'victim.txt');
  backend = await startLocalBackend({
    port: 0,
    control: true,
    log: () => {},
    modules: () => [createRecordingsModule(dir)],
  });
});
afterAll(async () => {
  await backend?.close();
});

describe('POST /__local/recordings', () => {
  it('writes the scenario as {name}.scenario.json', async () => {
    const answer = await post({ name: 'a-session', scenario });
    expect(answer.status).toBe(201);
    expect(JSON.parse(readFileSync(path.join(dir, 'a-session.scenario.json'), 'utf8'))).toEqual(scenario);
  });

  it('refuses to write through a symlink planted in the folder (issue 23), leaving its target as it was', async () => {
    writeFileSync(outside, 'untouched');
    symlinkSync(outside, path.join(dir, 'planted.scenario.json'));
    const answer = await post({ name: 'planted', scenario });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/symbolic link/);
    expect(readFileSync(outside, 'utf8')).toBe('untouched');
  });
});
