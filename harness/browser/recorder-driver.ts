import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { LocalBackend } from '../local-backend/local-backend';
import { backendControl, type BackendControl } from './backend-control';

/** What a recorded session's actions may use: the page's backend, through its JSON routes. */
export interface RecordingDriver {
  readonly backend: {
    readonly url: string;
    readonly control: BackendControl;
  };
}

export interface SessionToRecord {
  /** The name typed in the panel: the scenario's name, and (as lower-case words) its file's. */
  readonly name: string;
  readonly viewport: { readonly width: number; readonly height: number };
  /** Where the recording starts (the app restarts there when Record is pressed). */
  readonly path: string;
  /** What the shopper does before the recording (a cart to restore, say); it ends at `path`. */
  readonly before?: ((page: Page) => Promise<void>) | undefined;
  readonly act: (page: Page, driver: RecordingDriver) => Promise<void>;
}

/** The recorder's panel (Ctrl+Alt+R). */
export const recorderPanel = (page: Page) => page.getByRole('dialog', { name: 'Session recorder' });

/**
 * Records one session in a fresh browser context through the recorder's panel: opens it with its
 * shortcut, names the recording, presses Record (the app restarts), runs `act`, presses Stop and
 * returns what the panel reports (the file the local backend wrote). With RECORDER_RAW_DIR set,
 * the unscrubbed log is also written there (to work on the converter; never commit one).
 */
export async function recordSession(
  browser: Browser,
  backend: LocalBackend,
  session: SessionToRecord,
): Promise<string> {
  const driver: RecordingDriver = { backend: { url: backend.url, control: backendControl(backend.url) } };
  const context = await browser.newContext({
    viewport: session.viewport,
    baseURL: backend.url,
    permissions: ['microphone'],
    acceptDownloads: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(session.path);
    await session.before?.(page);
    await page.locator('h1').first().waitFor();
    await page.keyboard.press('Control+Alt+KeyR');
    const panel = recorderPanel(page);
    await panel.getByLabel('Name').fill(session.name);
    await panel.getByRole('button', { name: 'Record', exact: true }).click();
    await panel.getByText(/^Recording/).waitFor();
    await page.locator('h1').first().waitFor();
    await session.act(page, driver);
    await page.waitForTimeout(300);
    const rawDir = process.env['RECORDER_RAW_DIR'];
    if (rawDir) {
      const raw = await page.evaluate(() =>
        JSON.stringify((window as { __sessionRecorder?: { snapshot(): unknown } }).__sessionRecorder?.snapshot()),
      );
      await mkdir(rawDir, { recursive: true });
      await writeFile(path.join(rawDir, `${session.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.log.json`), raw);
    }
    await recorderPanel(page).getByRole('button', { name: 'Stop', exact: true }).click();
    const status = recorderPanel(page).getByRole('status');
    await status.waitFor();
    return (await status.textContent()) ?? '';
  } finally {
    await context.close();
  }
}
