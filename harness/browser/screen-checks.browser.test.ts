import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './chromium';
import {
  expectAtTopWithHeading,
  expectImagesLoaded,
  expectMoneyAddsUp,
  expectNoCoveredControls,
  expectNoSidewaysScroll,
  waitForImagesInView,
} from './screen-checks';
import { newScreenContext } from './screen-devices';

/** A 1 x 1 PNG, so a page has a picture that loads without a server. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  context = await newScreenContext(browser, 'phone');
  page = await context.newPage();
});

afterAll(async () => {
  await browser.close();
});

const show = (body: string) =>
  page.setContent(`<!doctype html><meta name="viewport" content="width=device-width">${body}`);

const QUICK = { settleMs: 300 };

describe('the screen checks, on pages built to break them and on the same pages fixed', () => {
  it('expectImagesLoaded fails on an image without src in the viewport, names it, and passes once it has a picture', async () => {
    await show(`<h1>Atta</h1><a href="/product/atta"><img alt="" width="100" height="100"></a>`);
    await expect(expectImagesLoaded(page, QUICK)).rejects.toThrow(/\(no src\) "" in a link to \/product\/atta/);
    await show(`<h1>Atta</h1><img alt="Atta" width="100" height="100"><img alt="far" src="${PIXEL}">`);
    await expect(expectImagesLoaded(page, QUICK)).rejects.toThrow(/have not loaded: \(no src\) "Atta": /);
    await show(`<h1>Atta</h1><img alt="Atta" width="100" height="100" src="/no-such-picture.png">`);
    await expect(expectImagesLoaded(page, QUICK)).rejects.toThrow(/no-such-picture\.png "Atta"/);
    await show(
      `<h1>Atta</h1><img alt="Atta" width="100" height="100" src="${PIXEL}">` +
        `<div style="height:3000px"></div><img alt="below the fold" width="100" height="100">`,
    );
    await expectImagesLoaded(page, QUICK);
  });

  it('waitForImagesInView waits for the pictures in view, not for one its rail clips away, and for a broken one only until its download ends', async () => {
    const own = await context.newPage();
    await own.route('**/never.png', () => undefined);
    const showOwn = (body: string) =>
      own.setContent(`<!doctype html><meta name="viewport" content="width=device-width">${body}`, {
        waitUntil: 'domcontentloaded',
      });
    try {
      await showOwn(
        `<h1>Atta</h1><div style="display:flex;overflow-x:auto;width:390px">` +
          `<img alt="first" width="300" height="100" src="${PIXEL}" style="flex:none">` +
          `<div style="flex:none;width:400px"></div>` +
          `<img alt="clipped" width="300" height="100" src="http://127.0.0.1:9/never.png" style="flex:none"></div>`,
      );
      const started = Date.now();
      expect(await waitForImagesInView(own, 'ended', { settleMs: 3_000 })).toEqual([]);
      expect(await waitForImagesInView(own, 'loaded', { settleMs: 3_000 })).toEqual([]);
      expect(Date.now() - started, 'answered without waiting out the settle time').toBeLessThan(3_000);
      await showOwn(`<h1>Atta</h1><img alt="slow" width="100" height="100" src="http://127.0.0.1:9/never.png">`);
      expect(await waitForImagesInView(own, 'ended', QUICK)).toEqual(['http://127.0.0.1:9/never.png "slow"']);
      await showOwn(`<h1>Atta</h1><img alt="broken" width="100" height="100" src="/no-such-picture.png">`);
      await expect.poll(() => waitForImagesInView(own, 'ended', QUICK)).toEqual([]);
      expect(await waitForImagesInView(own, 'loaded', QUICK)).toEqual(['/no-such-picture.png "broken"']);
    } finally {
      await own.close();
    }
  });

  it('expectAtTopWithHeading fails on a page scrolled down, with its heading below the fold or under a banner, and passes at the top', async () => {
    await show(`<h1>Fresh Chakki Atta</h1><div style="height:4000px"></div>`);
    await page.evaluate(() => scrollTo(0, 1300));
    await expect(expectAtTopWithHeading(page, QUICK)).rejects.toThrow(/scrolled 1300 px/);
    await show(`<h1 style="position:fixed;top:1200px;margin:0">Fresh Chakki Atta</h1>`);
    await expect(expectAtTopWithHeading(page, QUICK)).rejects.toThrow(/h1 "Fresh Chakki Atta" from y=1200/);
    await show(
      `<div class="promo-banner" style="position:fixed;top:0;left:0;right:0;height:120px;background:#fff">Sale</div>` +
        `<h1>Fresh Chakki Atta</h1><div style="height:4000px"></div>`,
    );
    await expect(expectAtTopWithHeading(page, QUICK)).rejects.toThrow(/covered by <div.promo-banner>/);
    await show(`<h1>Fresh Chakki Atta</h1><div style="height:4000px"></div>`);
    await expectAtTopWithHeading(page, QUICK);
  });

  it('expectNoCoveredControls fails when a floating button covers a control, naming both, and passes once it moves', async () => {
    const layout = (floatLeft: number) =>
      `<div style="height:600px"></div>` +
      `<button style="width:120px;height:40px;margin-left:16px">Add</button>` +
      `<a class="whatsapp-button" aria-label="Chat on WhatsApp" href="https://wa.me/1" ` +
      `style="position:fixed;left:${floatLeft}px;top:590px;width:52px;height:52px">` +
      `<svg width="52" height="52"><circle cx="26" cy="26" r="26" /></svg></a>`;
    await show(layout(10));
    await expect(expectNoCoveredControls(page)).rejects.toThrow(
      /<button> "Add" at \(\d+, \d+\) is covered by <circle> in <a.whatsapp-button> "Chat on WhatsApp"/,
    );
    await show(layout(300));
    await expectNoCoveredControls(page);
  });

  it('expectNoCoveredControls lets content scroll under the full-width header and bottom bar, and ignores what a rail clips', async () => {
    await show(
      `<header style="position:sticky;top:0;height:60px;background:#fff;z-index:1"><a href="/">Home</a></header>` +
        `<div style="height:730px"></div><button style="height:40px">Half under the bar</button>` +
        `<nav style="position:fixed;bottom:0;left:0;right:0;height:60px;background:#fff"><a href="/cart">Cart</a></nav>` +
        `<div style="overflow-x:auto;white-space:nowrap;width:390px">` +
        `<button style="width:300px;margin-right:80px">One</button><button style="width:300px">Two</button></div>`,
    );
    await expectNoCoveredControls(page);
  });

  it('expectNoSidewaysScroll fails on a page wider than the screen, naming what sticks out, and passes when it fits', async () => {
    await show(`<h1>Atta</h1><div class="promo-strip" style="width:600px">Free delivery</div>`);
    await expect(expectNoSidewaysScroll(page)).rejects.toThrow(
      /608 px wide in a 390 px viewport; <div.promo-strip> reaches x=608/,
    );
    await show(`<h1>Atta</h1><div style="max-width:100%">Free delivery</div>`);
    await expectNoSidewaysScroll(page);
  });

  it('expectMoneyAddsUp fails when lines miss the subtotal or the rows miss the total, and passes when they add up', async () => {
    const summary = (line2: string, total: string) =>
      `<ul><li class="checkout-line__total">₹75.00</li><li class="checkout-line__total">${line2}</li></ul>` +
      `<dl><dt>Subtotal</dt><dd>₹1,075.00</dd><dt>Delivery</dt><dd>Free</dd>` +
      `<dt>Cash on delivery fee</dt><dd>₹40.00</dd><dt>Discount</dt><dd>-₹15.00</dd>` +
      `<dt>Total</dt><dd>${total}</dd></dl>`;
    await show(summary('₹900.00', '₹1,100.00'));
    await expect(expectMoneyAddsUp(page, QUICK)).rejects.toThrow(/the lines add up to 97500, not to the subtotal/);
    await show(summary('₹1,000.00', '₹1,115.00'));
    await expect(expectMoneyAddsUp(page, QUICK)).rejects.toThrow(
      /subtotal \+ delivery \+ fee - discount is 110000, not the total/,
    );
    await show(`<h1>About us</h1>`);
    await expect(expectMoneyAddsUp(page, QUICK)).rejects.toThrow(/no money summary with lines/);
    await show(summary('₹1,000.00', '₹1,100.00'));
    await expectMoneyAddsUp(page, QUICK);
  });
});
