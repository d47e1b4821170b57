import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** How long a check waits for the page to settle (pictures to load, the scroll to land) before it fails. */
const SETTLE_MS = 5_000;

/** Reads until `done` holds or the settle time is over (every 100 ms); answers the last reading. */
async function settle<T>(read: () => Promise<T>, done: (seen: T) => boolean, options: SettleOptions): Promise<T> {
  const until = Date.now() + (options.settleMs ?? SETTLE_MS);
  let seen = await read();
  while (!done(seen) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await read();
  }
  return seen;
}

/** How a waiting check waits. */
export interface SettleOptions {
  /** How long to wait for the page to settle before failing (5 s by default). */
  readonly settleMs?: number;
}

/**
 * Every `<img>` in the viewport has loaded (`complete && naturalWidth > 0`), as a shopper expects a
 * picture where one is drawn; waits up to a few seconds, then fails listing the images that did not
 * (by their `src`, or '(no src)', and alt text).
 */
export async function expectImagesLoaded(page: Page, options: SettleOptions = {}): Promise<void> {
  const unloaded = await waitForImagesInView(page, 'loaded', options);
  expect(unloaded, `images in the viewport of ${page.url()} that have not loaded: ${unloaded.join(', ')}`).toEqual([]);
}

/**
 * What an image in view waits for: its picture (`loaded`), or its download to end, with a picture or failed (`ended`,
 * as a screenshot that must show a broken picture as the shopper sees it waits for).
 */
export type ImageWait = 'loaded' | 'ended';

/**
 * Waits until every image drawn in the viewport is `until` (see {@link unloadedImagesInView}), or the settle time is
 * over; answers those that are not.
 */
export function waitForImagesInView(page: Page, until: ImageWait, options: SettleOptions = {}): Promise<string[]> {
  return settle(
    () => unloadedImagesInView(page, until),
    (images) => images.length === 0,
    options,
  );
}

/**
 * The images drawn in the viewport that have no picture yet (with `until` 'ended': whose download has not ended), by
 * source (or '(no src)'), alt text and link. An image its scrolling rail clips away (the next card of a product rail)
 * is not drawn.
 */
export function unloadedImagesInView(page: Page, until: ImageWait = 'loaded'): Promise<string[]> {
  return page.evaluate(
    (until) =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          let [left, top, right, bottom] = [0, 0, innerWidth, innerHeight];
          for (let parent = image.parentElement; parent; parent = parent.parentElement) {
            const style = getComputedStyle(parent);
            if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
            const clip = parent.getBoundingClientRect();
            [left, top, right, bottom] = [
              Math.max(left, clip.left),
              Math.max(top, clip.top),
              Math.min(right, clip.right),
              Math.min(bottom, clip.bottom),
            ];
          }
          const inView = box.bottom > top && box.right > left && box.top < bottom && box.left < right;
          return inView && box.width > 0 && box.height > 0 && image.checkVisibility({ visibilityProperty: true });
        })
        .filter((image) => !(image.complete && (until === 'ended' || image.naturalWidth > 0)))
        .map((image) => {
          const link = image.closest('a[href]')?.getAttribute('href');
          return `${image.getAttribute('src') || '(no src)'} "${image.alt}"${link ? ` in a link to ${link}` : ''}`;
        }),
    until,
  );
}

/** Where the page is scrolled and where its main heading is, as {@link expectAtTopWithHeading} reads them. */
interface TopAndHeading {
  readonly scrollY: number;
  readonly heading: string | null;
  readonly headingTop: number | null;
  readonly headingBottom: number | null;
  /** What lies over the middle of the heading's first line when something else does, else null. */
  readonly headingCoveredBy: string | null;
  readonly viewportHeight: number;
}

/**
 * The page is at the top (`scrollY` 0) and its `<h1>` is wholly inside the viewport with nothing
 * over it (the middle of its first line hits it), as a shopper expects a page they have just opened;
 * waits up to a few seconds for the scroll to land.
 */
export async function expectAtTopWithHeading(page: Page, options: SettleOptions = {}): Promise<void> {
  const read = (): Promise<TopAndHeading> =>
    page.evaluate(() => {
      const heading = document.querySelector('h1');
      const box = heading?.getBoundingClientRect();
      const line = heading?.getClientRects()[0];
      const hit = line ? document.elementFromPoint(line.left + line.width / 2, line.top + line.height / 2) : null;
      const coveredBy =
        heading && hit && !heading.contains(hit)
          ? `<${hit.tagName.toLowerCase()}${hit.classList.length ? `.${[...hit.classList].slice(0, 2).join('.')}` : ''}>`
          : null;
      return {
        scrollY: Math.round(scrollY),
        heading: heading?.textContent?.trim() ?? null,
        headingTop: box ? Math.round(box.top) : null,
        headingBottom: box ? Math.round(box.bottom) : null,
        headingCoveredBy: coveredBy,
        viewportHeight: innerHeight,
      };
    });
  const atTop = (seen: TopAndHeading): boolean =>
    seen.scrollY === 0 &&
    seen.headingTop !== null &&
    seen.headingBottom !== null &&
    seen.headingTop >= 0 &&
    seen.headingBottom <= seen.viewportHeight &&
    seen.headingCoveredBy === null;
  const seen = await settle(read, atTop, options);
  expect(
    atTop(seen),
    `${page.url()} should open at the top with its h1 in view: scrolled ${seen.scrollY} px, ` +
      `h1 ${JSON.stringify(seen.heading)} from y=${seen.headingTop} to y=${seen.headingBottom} ` +
      `in a ${seen.viewportHeight} px viewport` +
      (seen.headingCoveredBy ? `, covered by ${seen.headingCoveredBy}` : ''),
  ).toBe(true);
}

/**
 * No element covers a visible control: at five points of each button, link, field and tab in the
 * viewport, `document.elementFromPoint` hits the control (or its content, or its label). Only the part
 * of a control a shopper can see is probed: the part inside the viewport and inside every scrolling
 * or clipping box around it, and, for controls of the page (not of the bars themselves), outside the
 * page's frame bars (full-width sticky or fixed bars stacked from the top or bottom edge, such as the
 * header, the phone's bottom bar and the cart dock above it), where content scrolls under on
 * purpose; a link broken over lines is probed in its largest box. A hit on an element around the
 * control is no cover (nothing lies over the control there); floating buttons, pills and notices
 * are. With a dialog open (the menu, the chat), only the dialog's controls are probed: the shopper is
 * using it. Fails listing each covered control, the point and what covers it.
 */
export async function expectNoCoveredControls(page: Page): Promise<void> {
  const covered = await coveredControls(page);
  expect(covered, `controls covered on ${page.url()}: ${covered.join('; ')}`).toEqual([]);
}

/** What {@link expectNoCoveredControls} finds covered, one line per control. */
export function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, ' +
      '[role="button"], [role="link"], [role="tab"], [role="switch"], [role="menuitem"]';
    const describe = (element: Element): string => {
      const name =
        element.getAttribute('aria-label') ??
        (element as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 40) ??
        '';
      const classes = [...element.classList].slice(0, 2).join('.');
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}>${name ? ` "${name}"` : ''}`;
    };
    interface Box {
      left: number;
      top: number;
      right: number;
      bottom: number;
    }
    const intersect = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const floats = (element: Element): boolean => ['fixed', 'sticky'].includes(getComputedStyle(element).position);
    const fullWidthFloats = [...document.querySelectorAll('body *')].filter((element) => {
      if (!floats(element)) return false;
      const box = element.getBoundingClientRect();
      const fullWidth = box.width >= document.documentElement.clientWidth - 1;
      return fullWidth && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
    });
    const frameBars: Element[] = [];
    let frameTop = 0;
    let frameBottom = innerHeight;
    for (let grew = true; grew;) {
      grew = false;
      for (const element of fullWidthFloats) {
        if (frameBars.includes(element)) continue;
        const box = element.getBoundingClientRect();
        const fromTop = box.top <= frameTop + 1 && box.bottom < innerHeight / 2;
        const fromBottom = box.bottom >= frameBottom - 1 && box.top > innerHeight / 2;
        if (!fromTop && !fromBottom) continue;
        frameBars.push(element);
        if (fromTop) frameTop = Math.max(frameTop, box.bottom);
        else frameBottom = Math.min(frameBottom, box.top);
        grew = true;
      }
    }
    const dialog = [...document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"]')].find(
      (element) => element.checkVisibility(),
    );
    const scope = dialog ?? document.body;
    const found: string[] = [];
    for (const control of scope.querySelectorAll(CONTROLS)) {
      if (control.closest('[inert], [aria-hidden="true"]')) continue;
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const style = getComputedStyle(control);
      if (style.pointerEvents === 'none') continue;
      const own = [...control.getClientRects()].reduce<DOMRect | null>(
        (largest, box) => (largest && largest.width * largest.height >= box.width * box.height ? largest : box),
        null,
      );
      if (!own) continue;
      if (own.width < 4 || own.height < 4) continue;
      let visible: Box = intersect(own, { left: 0, top: 0, right: innerWidth, bottom: innerHeight });
      for (let parent = control.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const parentStyle = getComputedStyle(parent);
        const clips = parentStyle.overflowX !== 'visible' || parentStyle.overflowY !== 'visible';
        if (clips) visible = intersect(visible, parent.getBoundingClientRect());
      }
      const bar = frameBars.find((candidate) => candidate.contains(control));
      if (!bar) {
        for (const frame of frameBars) {
          const box = frame.getBoundingClientRect();
          if (box.bottom < innerHeight / 2) visible.top = Math.max(visible.top, box.bottom);
          else visible.bottom = Math.min(visible.bottom, box.top);
        }
      }
      const width = visible.right - visible.left;
      const height = visible.bottom - visible.top;
      if (width < 2 || height < 2) continue;
      const points = [
        [0.5, 0.5],
        [0.15, 0.2],
        [0.85, 0.2],
        [0.15, 0.8],
        [0.85, 0.8],
      ].map(([x = 0, y = 0]) => [Math.round(visible.left + width * x), Math.round(visible.top + height * y)] as const);
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || control.contains(hit) || hit.contains(control)) continue;
        if (hit instanceof HTMLLabelElement && hit.control === control) continue;
        let floating: Element | null = hit;
        while (floating && !floats(floating)) floating = floating.parentElement;
        const cover = floating && floating !== hit ? `${describe(hit)} in ${describe(floating)}` : describe(hit);
        found.push(`${describe(control)} at (${x}, ${y}) is covered by ${cover}`);
        break;
      }
    }
    return found;
  });
}

/**
 * The page does not scroll sideways: `documentElement.scrollWidth` is at most the layout viewport's
 * width (`documentElement.clientWidth`, which is `innerWidth` less a desktop scrollbar; on a phone
 * `innerWidth` grows with content that sticks out, as the browser zooms out to show it). Fails naming
 * the elements that stick out past the right edge.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const seen = await page.evaluate(() => {
    const clipped = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const width = document.documentElement.clientWidth;
    const sticking = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && !clipped(element))
      .slice(0, 5)
      .map((element) => {
        const classes = [...element.classList].slice(0, 2).join('.');
        const right = Math.round(element.getBoundingClientRect().right);
        return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> reaches x=${right}`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, width, sticking };
  });
  expect(
    seen.scrollWidth,
    `${page.url()} scrolls sideways: ${seen.scrollWidth} px wide in a ${seen.width} px viewport; ` +
      seen.sticking.join(', '),
  ).toBeLessThanOrEqual(seen.width);
}

/** One money summary as {@link expectMoneyAddsUp} reads it, amounts in paise. */
export interface MoneySummary {
  /** The line totals listed beside the summary. */
  readonly lines: readonly number[];
  readonly subtotal: number | null;
  readonly delivery: number | null;
  readonly fee: number | null;
  readonly discount: number | null;
  readonly total: number | null;
}

/** A {@link MoneySummary} while it is being read. */
type ReadSummary = { -readonly [K in keyof MoneySummary]: K extends 'lines' ? number[] : MoneySummary[K] };

/** The elements holding one cart or order line's total, in the cart, the checkout summary and the confirmation. */
const LINE_TOTALS = '.cart-line__total, .checkout-line__total';

/**
 * Reads every visible money summary on the page: each `<dl>` with a Subtotal or Total row, its rows
 * by their `<dt>` (Subtotal, Delivery/Shipping, Cash on delivery fee, Discount, Total; 'Free' is 0)
 * and the line totals of the nearest box around it that lists lines.
 */
export function moneySummaries(page: Page): Promise<MoneySummary[]> {
  return page.evaluate((lineTotals) => {
    const paise = (text: string): number | null => {
      const value = text.replace(/\s+/g, ' ').trim();
      if (/^free$/i.test(value)) return 0;
      const amount = /(-?)₹\s?([\d,]+(?:\.\d{1,2})?)/.exec(value);
      if (!amount) return null;
      const rupees = Number((amount[2] ?? '').replace(/,/g, ''));
      return (amount[1] === '-' ? -1 : 1) * Math.round(rupees * 100);
    };
    const ROWS: readonly (readonly [keyof Omit<MoneySummary, 'lines'>, RegExp])[] = [
      ['subtotal', /^sub\s?total$/i],
      ['delivery', /^(delivery|shipping)/i],
      ['fee', /(cash on delivery|cod).*fee/i],
      ['discount', /discount|coupon|saving/i],
      ['total', /^(order )?total$/i],
    ];
    const summaries: ReadSummary[] = [];
    for (const list of document.querySelectorAll('dl')) {
      if (!list.checkVisibility()) continue;
      const summary: ReadSummary = {
        lines: [],
        subtotal: null,
        delivery: null,
        fee: null,
        discount: null,
        total: null,
      };
      for (const term of list.querySelectorAll('dt')) {
        const label = (term.textContent ?? '').trim();
        const row = ROWS.find(([, pattern]) => pattern.test(label));
        const value = term.nextElementSibling?.tagName === 'DD' ? term.nextElementSibling.textContent : null;
        if (row && value !== null) summary[row[0]] = paise(value);
      }
      if (summary.subtotal === null && summary.total === null) continue;
      for (let box = list.parentElement; box; box = box.parentElement) {
        const found = [...box.querySelectorAll(lineTotals)].filter((line) => line.checkVisibility());
        if (found.length === 0) continue;
        summary.lines = found.map((line) => paise(line.textContent ?? '') ?? NaN);
        break;
      }
      summaries.push(summary);
    }
    return summaries;
  }, LINE_TOTALS);
}

/** What does not add up in the summaries, one line per rule broken (none when the money adds up). */
export function moneyProblems(summaries: readonly MoneySummary[]): string[] {
  if (!summaries.some((summary) => summary.lines.length > 0)) return ['the page shows no money summary with lines'];
  const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);
  return summaries.flatMap((summary) => {
    const shown = JSON.stringify(summary);
    const problems: string[] = [];
    if (summary.lines.length > 0 && summary.subtotal !== null && sum(summary.lines) !== summary.subtotal)
      problems.push(`the lines add up to ${sum(summary.lines)}, not to the subtotal, in ${shown}`);
    if (summary.total !== null) {
      const subtotal = summary.subtotal ?? sum(summary.lines);
      const expected = subtotal + (summary.delivery ?? 0) + (summary.fee ?? 0) - Math.abs(summary.discount ?? 0);
      if (expected !== summary.total)
        problems.push(`subtotal + delivery + fee - discount is ${expected}, not the total, in ${shown}`);
    }
    return problems;
  });
}

/**
 * The money on the page adds up, in every visible summary (cart, checkout summary, order
 * confirmation), amounts in paise: the line totals sum to the subtotal, and subtotal + delivery +
 * cash-on-delivery fee - discounts = total. Waits a few seconds for the totals to arrive; fails when
 * the page shows no summary with lines.
 */
export async function expectMoneyAddsUp(page: Page, options: SettleOptions = {}): Promise<void> {
  const problems = await settle(
    async () => moneyProblems(await moneySummaries(page)),
    (found) => found.length === 0,
    options,
  );
  expect(problems, `the money on ${page.url()} does not add up: ${problems.join('; ')}`).toEqual([]);
}

/** The element keyboard focus is on, as `TAG "text"` (`BODY` when focus was dropped). */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement ?? document.body;
    const text = focused === document.body ? '' : ` "${(focused.textContent ?? '').trim().slice(0, 60)}"`;
    return `${focused.tagName}${text}`;
  });
}

/** How many pixels the page scrolls sideways (0 when it does not). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
