// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HYDRATED_EVENT,
  LONGEST_WAIT_MS,
  START_ENTRY_ATTRIBUTE,
  START_MODULES_ATTRIBUTE,
  startAfterFirstScreen,
} from './start-after-first-screen';

/** A picture whose decoding the test settles. */
interface HeldPicture {
  readonly image: HTMLImageElement;
  decoded(): void;
  failed(): void;
}

function picture(attributes: Record<string, string>): HeldPicture {
  const image = document.createElement('img');
  for (const [name, value] of Object.entries(attributes)) image.setAttribute(name, value);
  let decoded = (): void => undefined;
  let failed = (): void => undefined;
  image.decode = () =>
    new Promise<void>((resolve, reject) => {
      decoded = resolve;
      failed = () => reject(new Error('EncodingError'));
    });
  document.body.append(image);
  return { image, decoded: () => decoded(), failed: () => failed() };
}

function startTag(modules = '/assets/product-page-1.js /assets/footer-2.js'): HTMLScriptElement {
  const tag = document.createElement('script');
  tag.setAttribute(START_ENTRY_ATTRIBUTE, '/assets/index-abc.js');
  tag.setAttribute(START_MODULES_ATTRIBUTE, modules);
  document.head.append(tag);
  return tag;
}

const entryScripts = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src'));
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

/** Lets the decoded pictures' promises settle, then runs the frame and the task after it. */
async function drawFrame(): Promise<void> {
  await vi.advanceTimersByTimeAsync(40);
  await vi.advanceTimersByTimeAsync(20);
}

/** Each test's start script, stopped after it: a page has one, and the document here outlives the test. */
const stops: Array<() => void> = [];
const startScript = (tag: Element): void => {
  stops.push(startAfterFirstScreen(tag, window));
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
});

describe("a prerendered page's start script", () => {
  it("fetches the entry and the page's modules only once the first screen's pictures are decoded and drawn", async () => {
    const main = picture({ fetchpriority: 'high' });
    const card = picture({ loading: 'eager' });
    picture({ loading: 'lazy' });
    startScript(startTag());
    main.decoded();
    await drawFrame();
    expect(entryScripts(), 'a first-screen picture is still on its way').toEqual([]);
    card.decoded();
    await drawFrame();
    expect(entryScripts()).toEqual(['/assets/index-abc.js']);
    expect(preloads()).toEqual(['/assets/product-page-1.js', '/assets/footer-2.js']);
  });

  it('waits for the first contentful paint where the browser reports paints', async () => {
    let reportPaint = (): void => undefined;
    class PaintObserver {
      static readonly supportedEntryTypes = ['paint'];
      constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
      observe(): void {
        reportPaint = () =>
          this.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      }
      disconnect(): void {}
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    try {
      const main = picture({ fetchpriority: 'high' });
      startScript(startTag());
      main.decoded();
      await drawFrame();
      expect(entryScripts(), 'nothing is painted yet').toEqual([]);
      reportPaint();
      await drawFrame();
      expect(entryScripts()).toEqual(['/assets/index-abc.js']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('starts at once when the shopper taps, types or focuses, and only once', async () => {
    const main = picture({ fetchpriority: 'high' });
    startScript(startTag());
    window.dispatchEvent(new Event('pointerdown'));
    expect(entryScripts()).toEqual(['/assets/index-abc.js']);
    window.dispatchEvent(new Event('keydown'));
    main.decoded();
    await drawFrame();
    expect(entryScripts()).toEqual(['/assets/index-abc.js']);
    expect(preloads()).toHaveLength(2);
  });

  it('holds a tap on a button made before the code is there, starts the code, and makes the tap again once hydrated', async () => {
    picture({ fetchpriority: 'high' });
    const add = document.createElement('button');
    add.innerHTML = '<span>Add to cart</span>';
    const taps: string[] = [];
    document.body.append(add);
    startScript(startTag());
    add.addEventListener('click', () => taps.push('handled'));
    add.querySelector('span')?.click();
    expect(taps, 'nothing handles the tap before the code is there').toEqual([]);
    expect(entryScripts()).toEqual(['/assets/index-abc.js']);
    Object.assign(add, { __reactProps$test: {} });
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    await vi.advanceTimersByTimeAsync(40);
    expect(taps).toEqual(['handled']);
    add.click();
    expect(taps, 'a tap once hydrated is not held').toEqual(['handled', 'handled']);
  });

  it('leaves a tap on a link alone: it opens its page without the code', () => {
    const link = document.createElement('a');
    link.href = '#ghee';
    document.body.append(link);
    startScript(startTag());
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
  });

  it('does not wait for a picture that cannot be decoded', async () => {
    const main = picture({ fetchpriority: 'high' });
    startScript(startTag(''));
    main.failed();
    await drawFrame();
    expect(entryScripts()).toEqual(['/assets/index-abc.js']);
    expect(preloads()).toEqual([]);
  });

  it('starts after the longest wait when a picture never arrives', async () => {
    picture({ fetchpriority: 'high' });
    startScript(startTag());
    await vi.advanceTimersByTimeAsync(LONGEST_WAIT_MS - 1);
    expect(entryScripts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(entryScripts()).toEqual(['/assets/index-abc.js']);
  });

  it('starts after the first frame on a page with no first-screen picture', async () => {
    startScript(startTag());
    expect(entryScripts()).toEqual([]);
    await drawFrame();
    expect(entryScripts()).toEqual(['/assets/index-abc.js']);
  });

  it('does nothing for a tag that names no entry', async () => {
    const tag = document.createElement('script');
    document.head.append(tag);
    startScript(tag);
    await vi.advanceTimersByTimeAsync(LONGEST_WAIT_MS);
    expect(entryScripts()).toEqual([]);
  });
});
