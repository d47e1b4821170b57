import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSite } from '../local-backend/http/static-files';
import { startLocalBackend, type LocalBackend } from '../local-backend/local-backend';
import { DIST, ensureUiBuild } from '../local-backend/ui-build';
import { runScenario } from '../scenario/scenario-runner';
import { validateScenario } from '../scenario/scenario.schema';
import { launchChromium, VIEWPORTS } from './chromium';
import { recorderPanel, recordSession } from './recorder-driver';

let browser: Browser;
let backend: LocalBackend;
const recordings = mkdtempSync(path.join(tmpdir(), 'storefront-recordings-'));

beforeAll(async () => {
  await ensureUiBuild();
  backend = await startLocalBackend({
    port: 0,
    control: true,
    ui: staticSite(DIST),
    log: () => {},
    recordingsDir: recordings,
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await backend?.close();
  rmSync(recordings, { recursive: true, force: true });
});

describe('the session recorder in Chromium', () => {
  it('opens with Ctrl+Alt+R, records a session from the app start, and Stop has the local backend write a scenario that replays green', async () => {
    let counted = 0;
    const status = await recordSession(browser, backend, {
      name: 'Shopper opens the chat',
      viewport: VIEWPORTS.desktop,
      path: '/cart',
      async act(page) {
        await page.getByRole('button', { name: 'Open chat', exact: true }).click();
        await page.getByRole('dialog', { name: 'Support chat' }).getByPlaceholder('Type your message...').waitFor();
        const count = await recorderPanel(page)
          .getByText(/^Recording/)
          .textContent();
        counted = Number(/(\d+) events/.exec(count ?? '')?.[1] ?? 0);
      },
    });
    expect(counted).toBeGreaterThan(5);
    expect(status).toMatch(/^Saved .*shopper-opens-the-chat\.scenario\.json \(\d+ steps\)$/);

    const file = path.join(recordings, 'shopper-opens-the-chat.scenario.json');
    const scenario = validateScenario(JSON.parse(readFileSync(file, 'utf8')), file);
    expect(scenario.name).toBe('Shopper opens the chat');
    expect(scenario.steps).toContainEqual({ dispatch: { type: 'app/startRequested' } });
    expect(scenario.steps).toContainEqual({ dispatch: { type: 'chat/openRequested' } });
    const result = await runScenario(scenario, file);
    expect(result.failures).toEqual([]);
  });

  it('refuses a recording without a usable name, and answers nothing without the control API', async () => {
    const post = (url: string, body: unknown) =>
      fetch(`${url}/__local/recordings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(
      (await post(backend.url, { name: '../escape', scenario: { name: 'x', steps: [{ advance: 1 }] } })).status,
    ).toBe(400);
    expect((await post(backend.url, { name: 'empty', scenario: { name: 'x', steps: [] } })).status).toBe(400);
    const closed = await startLocalBackend({ port: 0, log: () => {}, recordingsDir: recordings });
    try {
      expect((await post(closed.url, { name: 'fine', scenario: { name: 'x', steps: [{ advance: 1 }] } })).status).toBe(
        404,
      );
    } finally {
      await closed.close();
    }
  });
});
