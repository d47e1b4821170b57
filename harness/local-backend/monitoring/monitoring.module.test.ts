import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../local-backend';
import { KEPT_ENVELOPES } from './monitoring.module';

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, log: () => undefined, control: true });
});

afterAll(async () => {
  await backend.close();
});

const post = (body: unknown) =>
  fetch(`${backend.url}/monitoring`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the /monitoring tunnel of the local backend', () => {
  it('takes envelopes and shows them at /__local/monitoring, newest last', async () => {
    await fetch(`${backend.url}/__local/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect((await post({ items: [{ kind: 'track', name: 'chat_opened' }] })).status).toBe(202);
    expect((await post({ items: [{ kind: 'error', message: 'boom' }] })).status).toBe(202);
    const { envelopes } = (await (await fetch(`${backend.url}/__local/monitoring`)).json()) as {
      envelopes: { envelope: { items: { kind: string }[] } }[];
    };
    expect(envelopes.map(({ envelope }) => envelope.items[0]!.kind)).toEqual(['track', 'error']);
  });

  it('refuses what is not an envelope', async () => {
    expect((await post({ nothing: true })).status).toBe(400);
    expect((await post([1, 2])).status).toBe(400);
  });

  it(`keeps only the newest ${KEPT_ENVELOPES} envelopes`, async () => {
    for (let i = 0; i < KEPT_ENVELOPES + 5; i++) await post({ items: [{ kind: 'track', n: i }] });
    const { envelopes } = (await (await fetch(`${backend.url}/__local/monitoring`)).json()) as {
      envelopes: { envelope: { items: { n: number }[] } }[];
    };
    expect(envelopes).toHaveLength(KEPT_ENVELOPES);
    expect(envelopes.at(-1)!.envelope.items[0]!.n).toBe(KEPT_ENVELOPES + 4);
  });
});
