import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../local-backend';

const recordings = mkdtempSync(path.join(tmpdir(), 'storefront-recordings-'));
let backend: LocalBackend;

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, log: () => {}, control: true, recordingsDir: recordings });
});
afterAll(async () => {
  await backend.close();
  rmSync(recordings, { recursive: true, force: true });
});

const recorded = (name: string) => ({
  $schema: '../scenario.schema.json',
  name,
  description: 'Recorded at the local backend on 2026-11-27',
  given: { clock: { now: 0 } },
  steps: [{ dispatch: { type: 'app/startRequested' } }],
});

async function save(name: string, scenario: object): Promise<Record<string, unknown>> {
  const response = await fetch(`${backend.url}/__local/recordings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, scenario }),
  });
  expect(response.status).toBe(201);
  return JSON.parse(readFileSync(path.join(recordings, `${name}.scenario.json`), 'utf8')) as Record<string, unknown>;
}

describe('POST /__local/recordings', () => {
  it('keeps the spec of the file it replaces, after the name and description, so a sample recorded again still cites its section', async () => {
    const spec = 'docs/product-spec.md §13.8 Order confirmation';
    writeFileSync(
      path.join(recordings, 'guest-checkout.scenario.json'),
      `${JSON.stringify({ ...recorded('Guest checkout'), spec }, null, 2)}\n`,
    );
    const written = await save('guest-checkout', recorded('Guest checkout'));
    expect(written['spec']).toBe(spec);
    expect(Object.keys(written)).toEqual(['$schema', 'name', 'description', 'spec', 'given', 'steps']);
  });

  it("writes a recording's own spec over the old one, and none for a new file or over an unreadable one", async () => {
    writeFileSync(
      path.join(recordings, 'chat.scenario.json'),
      JSON.stringify({ ...recorded('Chat'), spec: 'docs/product-spec.md §4' }),
    );
    const own = await save('chat', { ...recorded('Chat'), spec: 'docs/product-spec.md §15.3' });
    expect(own['spec']).toBe('docs/product-spec.md §15.3');

    expect(await save('brand-new', recorded('Brand new'))).not.toHaveProperty('spec');

    writeFileSync(path.join(recordings, 'broken.scenario.json'), '{"spec": ');
    expect(await save('broken', recorded('Broken'))).not.toHaveProperty('spec');
  });
});
