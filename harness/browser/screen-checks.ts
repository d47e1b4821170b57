import type { Page } from 'playwright-core';

/**
 * Checks of what a shopper sees on the screen as it is now, each a small function of a playwright Page answering what
 * is wrong (an empty list or null when nothing is). Tests assert on the answers and print them when they fail.
 */

/** The images in the viewport that have not loaded (no `src`, a broken one, or still loading), by `src` and `alt`. */
export function unloadedImagesInView(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('img')]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        const shown = box.width > 0 && box.height > 0 && getComputedStyle(image).visibility !== 'hidden';
        const inView = box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
        return shown && inView && !(image.complete && image.naturalWidth > 0);
      })
      .map((image) => `${image.getAttribute('src') ?? '(no src)'} "${image.alt}"`),
  );
}

/**
 * Why the page is not shown from its top with its main heading (the first h1) in full view below the header, or null
 * when it is.
 */
export function notAtTop(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    if (scrollY > 0) return `scrolled ${Math.round(scrollY)} px down`;
    const heading = document.querySelector('h1');
    if (!heading) return 'no h1';
    const box = heading.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    if (box.top < Math.max(0, header) || box.bottom > innerHeight)
      return `the h1 "${heading.textContent}" is at ${Math.round(box.top)}-${Math.round(box.bottom)} px, outside ${Math.round(header)}-${innerHeight}`;
    return null;
  });
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

/**
 * The controls (links, buttons, form fields) in view that a fixed or sticky element other than their own covers: at
 * each of five points of a control (its centre and four points a quarter in from its corners), the element the
 * browser finds there must be the control or inside it. Bars across the whole width at the top or the bottom (the
 * header, the bottom bar) only make the viewport smaller, as content scrolls out of view beneath them: only the points
 * between them are tried. Answers `control covered by element at (x, y)` lines.
 */
export function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="option"], [tabindex]';
    const floating = (element: Element): Element | null => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const position = getComputedStyle(at).position;
        if (position === 'fixed' || position === 'sticky') return at;
      }
      return null;
    };
    const describe = (element: Element): string => {
      const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
      const classes =
        typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : '';
      return `${element.tagName.toLowerCase()}${classes}${name ? ` "${name}"` : ''}`;
    };
    const bars = [...document.body.querySelectorAll('*')]
      .filter((element) => ['fixed', 'sticky'].includes(getComputedStyle(element).position))
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width >= innerWidth - 1 && box.height > 0 && box.bottom > 0 && box.top < innerHeight);
    let top = 0;
    let bottom = innerHeight;
    for (let changed = true; changed;) {
      changed = false;
      for (const box of bars) {
        if (box.top <= top + 1 && box.bottom > top && box.bottom < innerHeight / 2) {
          top = box.bottom;
          changed = true;
        } else if (box.bottom >= bottom - 1 && box.top < bottom && box.top > innerHeight / 2) {
          bottom = box.top;
          changed = true;
        }
      }
    }
    const problems: string[] = [];
    for (const control of document.querySelectorAll(CONTROLS)) {
      if (control.matches('[tabindex="-1"]:not(a, button, input, select, textarea, summary)')) continue;
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden' || style.pointerEvents === 'none') continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const own = floating(control);
      const points = [
        [0.5, 0.5],
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ].map(([x = 0, y = 0]) => [box.left + box.width * x, box.top + box.height * y] as const);
      for (const [x, y] of points) {
        const usable = own ? y >= 0 && y < innerHeight : y > top + 1 && y < bottom - 1;
        if (!usable || x < 0 || x >= innerWidth) continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit || hit === control || control.contains(hit)) continue;
        const cover = floating(hit);
        if (!cover || cover.contains(control)) continue;
        problems.push(`${describe(control)} covered by ${describe(cover)} at (${Math.round(x)}, ${Math.round(y)})`);
        break;
      }
    }
    return problems;
  });
}
