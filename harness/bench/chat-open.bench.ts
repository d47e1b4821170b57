import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ElementHandle, Page } from 'playwright-core';
import type { ChatConversation, ChatMessage } from '../local-backend/chat/chat.model';
import { DIST } from '../local-backend/ui-build';
import { startStorefront, type Storefront } from '../browser/storefront';
import { eagerScriptsOfHtml, gzipSize } from '../size/bundle-graph';
import { median } from '../size/home-page-assets';
import { kb } from '../size/size-budgets';

/** Conversation lengths measured side by side. */
const SIZES = [100, 10_000] as const;
const RUNS = 5;
/** How many seeding requests run at once. */
const SEED_CONCURRENCY = 16;
const OPEN_TIMEOUT_MS = 10_000;
/** tsx compiles with esbuild's keepNames, whose `__name` helper must exist where a function is sent to the page. */
const KEEP_NAMES_SHIM = 'globalThis.__name = globalThis.__name || ((fn) => fn)';

/** One measured open: time from the click to the last message visible, and the DOM it left. */
interface OpenSample {
  readonly ms: number;
  /** Milliseconds until the dialog was first in the page. */
  readonly dialogMs: number;
  readonly panelElements: number;
  readonly listElements: number;
}

/** A conversation the backend holds, and the `persist:root` and guest id that make it the shopper's. */
interface SeededConversation {
  readonly size: number;
  readonly lastText: string;
  readonly storage: Record<string, string>;
  /**
   * The guest's chat cookie, which its conversation needs (the backend binds a guest id to the browser that started
   * it).
   */
  readonly cookies: readonly string[];
}

/** Calls the store as the guest's browser would, sending `cookie`. */
async function call<T>(
  store: Storefront,
  method: 'GET' | 'POST',
  route: string,
  body?: unknown,
  cookie = '',
): Promise<T> {
  const response = await fetch(`${store.url}${route}`, {
    method,
    headers: { ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function inBatches(count: number, work: (index: number) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < count; start += SEED_CONCURRENCY) {
    await Promise.all(
      Array.from({ length: Math.min(SEED_CONCURRENCY, count - start) }, (_, offset) => work(start + offset)),
    );
  }
}

/**
 * Makes a conversation of exactly `size` messages on the backend: customer questions each answered
 * by the support line, then a live agent's message, then a last customer message with a unique
 * text. Answers the whole history, oldest first, as the storefront persists it.
 */
async function seedConversation(store: Storefront, size: number): Promise<SeededConversation> {
  const guestId = `guest_${Date.now()}_bench${size}`;
  const started = await fetch(`${store.url}/api/v1/chats/initiate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userId: guestId,
      role: 'customer',
      customerName: 'Bench Shopper',
      firstName: 'Bench',
      lastName: 'Shopper',
    }),
  });
  if (!started.ok) throw new Error(`initiate answered ${started.status}`);
  const { conversation } = (await started.json()) as { conversation: ChatConversation };
  const cookies = started.headers.getSetCookie();
  const cookie = cookies.map((line) => line.split(';')[0]).join('; ');
  const messagesRoute = `/api/v1/chats/${conversation.id}/messages`;
  const send = (content: string) =>
    call(
      store,
      'POST',
      messagesRoute,
      { content, senderId: guestId, senderType: 'customer', contentType: 'text', processWithAI: false, language: 'en' },
      cookie,
    );
  await inBatches((size - 2) / 2, (index) =>
    send(`Question ${index + 1}: is the chakki atta milled fresh every week?`),
  );
  await call(store, 'POST', `/__local/chats/${conversation.id}/agent-message`, {
    content: 'Priya here, happy to help.',
    agentName: 'Priya',
  });
  const lastText = `The last of ${size} messages`;
  await send(lastText);

  const history: ChatMessage[] = [];
  let before: string | null = null;
  do {
    const query: string = before === null ? '' : `&before=${encodeURIComponent(before)}`;
    const page: { items: ChatMessage[]; nextBefore: string | null } = await call(
      store,
      'GET',
      `${messagesRoute}?limit=100${query}`,
      undefined,
      cookie,
    );
    history.push(...page.items);
    before = page.nextBefore;
  } while (before !== null);
  history.reverse();
  if (history.length !== size || history[size - 1]?.content !== lastText) {
    throw new Error(
      `seeded ${history.length} messages ending "${history[history.length - 1]?.content}", expected ${size}`,
    );
  }
  const chat = {
    isOpen: false,
    conversation,
    messages: history,
    hasMoreMessages: false,
    nextBefore: null,
    language: 'hi',
  };
  return {
    size,
    lastText,
    storage: { guest_id: guestId, 'persist:root': JSON.stringify({ version: 1, chat }) },
    cookies,
  };
}

/**
 * In the page: clicks the opener and waits, frame by frame, until the element holding `lastText`
 * is inside the 'Support chat' dialog's box and on top at its centre; answers the milliseconds
 * and how many elements the panel and the scrolling list hold.
 */
function clickAndWaitForLastMessage(args: { opener: Node; lastText: string; timeoutMs: number }): Promise<OpenSample> {
  const { opener, lastText, timeoutMs } = args;
  const chatDialog = (): Element | undefined =>
    [...document.querySelectorAll('[role="dialog"]')].find((dialog) => {
      const labelledBy = dialog.getAttribute('aria-labelledby');
      const name =
        dialog.getAttribute('aria-label') ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : null);
      return name?.trim() === 'Support chat';
    });
  const visibleText = (dialog: Element): HTMLElement | null => {
    const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
    const box = dialog.getBoundingClientRect();
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      if (node.textContent?.trim() !== lastText || !node.parentElement) continue;
      const rect = node.parentElement.getBoundingClientRect();
      if (rect.height === 0 || rect.top < box.top - 1 || rect.bottom > box.bottom + 1) continue;
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      if (hit && (hit === node.parentElement || node.parentElement.contains(hit) || hit.contains(node.parentElement)))
        return node.parentElement;
    }
    return null;
  };
  const scrollerOf = (element: HTMLElement): Element | null => {
    for (let current = element.parentElement; current !== null; current = current.parentElement) {
      const overflow = getComputedStyle(current).overflowY;
      if ((overflow === 'auto' || overflow === 'scroll') && current.scrollHeight > current.clientHeight) return current;
    }
    return null;
  };
  const describe = (dialog: Element | undefined): string => {
    if (!dialog) return 'no Support chat dialog';
    const box = dialog.getBoundingClientRect();
    const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      if (node.textContent?.trim() !== lastText || !node.parentElement) continue;
      const rect = node.parentElement.getBoundingClientRect();
      const scroller = scrollerOf(node.parentElement);
      const scroll = scroller
        ? `list scrollTop ${scroller.scrollTop} of ${scroller.scrollHeight - scroller.clientHeight}`
        : 'no scrolling list';
      return `message at y ${rect.top.toFixed(0)}-${rect.bottom.toFixed(0)}, panel y ${box.top.toFixed(0)}-${box.bottom.toFixed(0)}, ${scroll}`;
    }
    return 'the message is not in the page';
  };
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let dialogMs = -1;
    (opener as HTMLElement).click();
    const check = () => {
      const dialog = chatDialog();
      if (dialog && dialogMs < 0) dialogMs = performance.now() - started;
      const element = dialog ? visibleText(dialog) : null;
      if (dialog && element) {
        const ms = performance.now() - started;
        resolve({
          ms,
          dialogMs,
          panelElements: dialog.querySelectorAll('*').length,
          listElements: scrollerOf(element)?.querySelectorAll('*').length ?? -1,
        });
      } else if (performance.now() - started > timeoutMs)
        reject(new Error(`"${lastText}" not visible after ${timeoutMs} ms: ${describe(dialog)}`));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

async function measureOpen(store: Storefront, seeded: SeededConversation): Promise<OpenSample> {
  const { context, page } = await store.open('desktop', '/', { storage: seeded.storage, cookies: seeded.cookies });
  try {
    await page.waitForLoadState('networkidle');
    const opener = await openerHandle(page);
    await page.evaluate(KEEP_NAMES_SHIM);
    return await page.evaluate(clickAndWaitForLastMessage, {
      opener,
      lastText: seeded.lastText,
      timeoutMs: OPEN_TIMEOUT_MS,
    });
  } finally {
    await context.close();
  }
}

async function openerHandle(page: Page): Promise<ElementHandle> {
  const opener = page.getByRole('button', { name: 'Open chat', exact: true });
  await opener.waitFor({ state: 'visible' });
  const handle = await opener.elementHandle();
  if (!handle) throw new Error('no Open chat button');
  return handle;
}

/** The gzip sizes of the built entry chunk and of the chunks loaded later, with what they hold. */
export function chunkReport(dist: string = DIST): string[] {
  const assets = path.join(dist, 'assets');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = new Set(eagerScriptsOfHtml(html));
  const lines: string[] = [];
  let lazyChat = 0;
  for (const file of readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .sort()) {
    const code = readFileSync(path.join(assets, file));
    const text = code.toString('utf8');
    const holds = [
      ...(text.includes('io server disconnect') ? ['socket.io-client'] : []),
      ...(text.includes('Type your message...') ? ['ui/chat'] : []),
      ...(text.includes('Microphone Access Required') ? ['voice recorder'] : []),
    ];
    const size = gzipSize(code);
    const kind = entry.has(`assets/${file}`) ? 'entry' : 'lazy';
    if (kind === 'lazy' && holds.length > 0) lazyChat += size;
    lines.push(
      `  ${kind.padEnd(5)} ${file.padEnd(40)} ${kb(code.length).padStart(9)} raw ${kb(size).padStart(8)} gzip${holds.length ? `  (${holds.join(', ')})` : ''}`,
    );
  }
  lines.push(`  lazily loaded chat chunk(s), gzip total: ${kb(lazyChat)}`);
  return lines;
}

/**
 * The chat-open benchmark: in Chromium against the local backend, conversations of 100 and
 * 10,000 messages persisted in `persist:root` (and held by the backend); the time from clicking
 * 'Open chat' to the last message visible and the DOM size, medians over {@link RUNS} runs; then
 * the gzip sizes of the entry and chat chunks of the production build.
 */
export default async function chatOpenBench(log: (line: string) => void = console.log): Promise<void> {
  const store = await startStorefront({ messagesPerConversation: Math.max(...SIZES) });
  try {
    const seeded = [];
    for (const size of SIZES) seeded.push(await seedConversation(store, size));
    const samples = new Map<number, OpenSample[]>(SIZES.map((size) => [size, []]));
    const failures = new Map<number, string[]>(SIZES.map((size) => [size, []]));
    await measureOpen(store, seeded[0]!).catch(() => undefined);
    for (let run = 0; run < RUNS; run++) {
      for (const conversation of seeded) {
        await measureOpen(store, conversation).then(
          (sample) => samples.get(conversation.size)!.push(sample),
          (error: unknown) =>
            failures
              .get(conversation.size)!
              .push(error instanceof Error ? error.message.split('\n')[0]! : String(error)),
        );
      }
    }
    log(`chat open, Chromium, click 'Open chat' to last message visible (median of ${RUNS} runs, after one warm-up):`);
    const medians = SIZES.map((size) => {
      const runs = samples.get(size)!;
      const failed = failures.get(size)!;
      const ms = runs.length > 0 ? median(runs.map((sample) => sample.ms)) : Number.NaN;
      log(
        `  ${size.toLocaleString('en-US').padStart(6)} messages: ${ms.toFixed(0).padStart(5)} ms` +
          (runs.length > 0
            ? `  (runs ${runs.map((sample) => sample.ms.toFixed(0)).join(', ')}; panel in the page after ${median(runs.map((sample) => sample.dialogMs)).toFixed(0)} ms)` +
              `  elements in panel ${median(runs.map((sample) => sample.panelElements))}, in list ${median(runs.map((sample) => sample.listElements))}`
            : ''),
      );
      if (failed.length > 0) log(`    ${failed.length} of ${RUNS} runs failed: ${failed[0]}`);
      return ms;
    });
    log(`  10,000 vs 100 messages: x${(medians[1]! / medians[0]!).toFixed(2)} the time`);
    if ([...failures.values()].some((failed) => failed.length > 0)) process.exitCode = 1;
    log('production build chunks (dist/assets, gzip level 9):');
    for (const line of chunkReport()) log(line);
  } finally {
    await store.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  chatOpenBench().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
