import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplayServer, type ReplayServer } from '../replay/replay-server';
import { launchChromium } from './chromium';

const FILE = 'scenarios/chat/send-409-resets.scenario.json';
const CLOSED = 'This chat was closed. Send a new message to start a fresh chat.';
const FIRST_MESSAGE = 'Namaste, atta chahiye';

/** Where the scenario's send and its 409 are (steps counted from 1, as the page counts them). */
const STEPS = (
  JSON.parse(await readFile(FILE, 'utf8')) as {
    steps: Record<string, { expect?: { method?: string }; 0?: { type?: string } }>[];
  }
).steps;
const SEND_STEP = STEPS.findIndex((step) => step['http']?.expect?.method === 'POST') + 1;
const CLOSED_STEP =
  STEPS.findIndex((step) => JSON.stringify(step).startsWith('{"expectEvents":[{"type":"chat/closedByServer"')) + 1;
const PASSED = `Passed: ${STEPS.length} steps`;
/** How many events the scenario's run logs (its golden trace). */
const TRACE = FILE.replace('scenarios/', 'scenarios/golden/').replace('.scenario.json', '.trace.json');
const EVENTS = (JSON.parse(await readFile(TRACE, 'utf8')) as { events: unknown[] }).events.length;
/** Whether the position shows an event after the first and before the last. */
const midway = (text: string | null): boolean => {
  const at = Number(new RegExp(`^After event (\\d+) of ${EVENTS}$`).exec(text ?? '')?.[1]);
  return at >= 2 && at <= EVENTS - 1;
};

let server: ReplayServer;
let browser: Browser;
/** One context for every test, so its cache keeps the modules the dev server compiled. */
let context: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startReplayServer({ file: FILE }), launchChromium()]);
  context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  // The dev server compiles the page and the app on first load: done here, within the hook's longer timeout.
  const page = await openReplay();
  await app(page).getByText(FIRST_MESSAGE).waitFor({ timeout: 110_000 });
  await page.close();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openReplay(): Promise<Page> {
  const page = await context.newPage();
  await page.goto(server.url);
  return page;
}

const app = (page: Page) => page.frameLocator('iframe[title="Replayed app"]');
const closedEvent = (page: Page) => page.getByRole('button', { name: /^Event \d+ chat\/closedByServer/ });

// The dev server serves the app as hundreds of modules; on a loaded two-core machine a page load takes a while.
describe('the replay page', { timeout: 150_000 }, () => {
  it('shows the app as it was after the chosen event, and as before it after a step back', async () => {
    const page = await openReplay();
    await expect
      .poll(() => page.getByText(`${FILE}: a 409 on send closes the chat`).count(), { timeout: 60_000 })
      .toBe(1);
    expect(await page.getByText(PASSED).count()).toBe(1);
    await expect.poll(() => app(page).getByText(FIRST_MESSAGE).isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await app(page).getByText(CLOSED).count()).toBe(0);

    await closedEvent(page).click();
    await expect.poll(() => app(page).getByText(CLOSED).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await app(page).getByText(FIRST_MESSAGE).count()).toBe(0);
    const details = page.getByRole('region', { name: 'Event details' });
    expect(await details.getByRole('heading', { level: 2 }).textContent()).toMatch(/^Event \d+: chat\/closedByServer$/);
    expect(await details.textContent()).toContain(`Step ${SEND_STEP}: http POST /api/v1/chats/conv_1/messages`);
    expect(await details.getByRole('rowheader', { name: 'chat.error' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Step back' }).click();
    await expect.poll(() => app(page).getByText(CLOSED).count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => app(page).getByText(FIRST_MESSAGE).isVisible()).toBe(true);
    await page.close();
  });

  it('plays from the start, pauses, and steps with the arrow keys', async () => {
    const page = await openReplay();
    const position = page.locator('output.replay__position');
    await expect.poll(() => position.textContent(), { timeout: 60_000 }).toBe(`Before the first event (of ${EVENTS})`);
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => midway(await position.textContent()), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'Pause' }).click();
    const paused = await position.textContent();
    await page.waitForTimeout(1500);
    expect(await position.textContent()).toBe(paused);
    const at = Number(/event (\d+)/.exec(paused ?? '')?.[1]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => position.textContent()).toBe(`After event ${at - 1} of ${EVENTS}`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => position.textContent()).toBe(`After event ${at + 1} of ${EVENTS}`);
    await page.close();
  });

  it('names the first wrong event at the step where a scenario fails, for a file opened with the picker or dropped', async () => {
    const text = await readFile(FILE, 'utf8');
    const broken = text.replace(
      '"payload": {"tempId": "temp_1", "content": "Aur ek baat", "status": 409}',
      '"payload": {"tempId": "temp_1", "content": "Aur ek baat", "status": 404}',
    );
    expect(broken).not.toBe(text);
    const page = await openReplay();
    await expect.poll(() => page.getByText(PASSED).count(), { timeout: 60_000 }).toBe(1);

    await page
      .getByLabel('Open a scenario or recording')
      .setInputFiles({ name: 'broken-409.scenario.json', mimeType: 'application/json', buffer: Buffer.from(broken) });
    const verdict = page.getByRole('alert');
    await expect
      .poll(() => verdict.textContent(), { timeout: 15_000 })
      .toContain(`Failed at step ${CLOSED_STEP} (expectEvents chat/closedByServer)`);
    expect(await verdict.textContent()).toContain(
      `broken-409.scenario.json: step ${CLOSED_STEP} (expectEvents chat/closedByServer): expected event #1 chat/closedByServer not found`,
    );
    const failedStep = page.locator('.replay__step--failed');
    expect(await failedStep.getByRole('button').first().textContent()).toBe(
      `Step ${CLOSED_STEP} expectEvents chat/closedByServer (failed)`,
    );
    expect(await failedStep.textContent()).toContain('payload.status: expected 404, got 409');
    expect(await page.locator('.replay__step--not-run').count()).toBe(STEPS.length - CLOSED_STEP);
    await expect.poll(() => app(page).getByText(CLOSED).isVisible(), { timeout: 15_000 }).toBe(true);

    const dropped = await page.evaluateHandle((content) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], 'dropped.scenario.json', { type: 'application/json' }));
      return transfer;
    }, text);
    await page.dispatchEvent('.replay', 'drop', { dataTransfer: dropped });
    await expect
      .poll(() => page.getByText('dropped.scenario.json: a 409 on send closes the chat').count(), { timeout: 15_000 })
      .toBe(1);
    expect(await page.getByText(PASSED).count()).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.close();
  });
});
