import type { Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { photosReady } from '../local-backend/images/photos-ready';
import type { ViewportName } from './chromium';
import { expectImagesLoaded } from './screen-checks';
import { useStorefront } from './use-storefront';

const store = useStorefront({ pictures: 'jpg' });

beforeAll(() => photosReady(store.url), 300_000);

/** The product pictures of the page (served from /images/products/ or resized by /_image) and their attributes. */
function productImages(page: Page) {
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => /\/images\/products\/|\/_image\?/.test(image.getAttribute('src') ?? ''))
      .map((image) => ({
        src: image.getAttribute('src') ?? '',
        srcset: image.getAttribute('srcset'),
        sizes: image.getAttribute('sizes'),
        current: image.currentSrc,
        loading: image.getAttribute('loading'),
      })),
  );
}

/** Scrolls down a screen at a time to the foot of the page, checking the pictures of each screen load. */
async function scrollThrough(page: Page): Promise<void> {
  for (let screen = 0; screen < 40; screen += 1) {
    await expectImagesLoaded(page, { settleMs: 15_000 });
    const atFoot = await page.evaluate(() => {
      window.scrollBy(0, innerHeight * 0.9);
      return innerHeight + scrollY >= document.documentElement.scrollHeight - 2;
    });
    if (atFoot) break;
  }
  await expectImagesLoaded(page, { settleMs: 15_000 });
}

async function firstProductPath(): Promise<string> {
  const response = await fetch(`${store.url}/store/products?order=popularity&limit=1`);
  const { products } = (await response.json()) as { products: { handle: string }[] };
  return `/product/${products[0]?.handle ?? ''}`;
}

describe('product pictures of the photo-weight catalogue (issue 27 item 4)', () => {
  for (const viewport of ['phone', 'desktop'] satisfies ViewportName[]) {
    it(`every product picture on /, a category and a product page has srcset and sizes and loads (${viewport})`, async () => {
      for (const path of ['/', '/categories/ghee', await firstProductPath()]) {
        const { page } = await store.open(viewport, path);
        await page.locator('h1').first().waitFor();
        await scrollThrough(page);
        const images = await productImages(page);
        expect(images.length, `product pictures on ${path}`).toBeGreaterThan(0);
        const bare = images.filter((image) => !image.srcset || !image.sizes);
        expect(bare, `product pictures on ${path} without srcset or sizes`).toEqual([]);
        for (const image of images) {
          expect(image.src, path).toMatch(/^\/_image\?url=%2Fimages%2Fproducts%2F[a-z0-9-]+\.jpg&w=\d+&q=75$/);
          if (image.current) expect(image.current, path).toContain('/_image?');
        }
        await page.close();
      }
    });
  }

  it('downloads far fewer picture bytes than the photographs weigh for the home page on a phone', async () => {
    const { page } = await store.open('phone', '/__local/clock');
    const pictures: Promise<{ url: string; bytes: number; type: string }>[] = [];
    page.on('response', (response: Response) => {
      if (!/\/_image\?|\/images\/products\//.test(response.url())) return;
      pictures.push(
        response.body().then((body) => ({
          url: response.url(),
          bytes: body.length,
          type: response.headers()['content-type'] ?? '',
        })),
      );
    });
    await page.goto('/');
    await page.locator('h1').first().waitFor();
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    const downloaded = await Promise.all(pictures);
    expect(downloaded.length).toBeGreaterThan(4);
    for (const picture of downloaded) expect(picture.type, picture.url).toBe('image/webp');
    const originals = await Promise.all(
      downloaded.map(async ({ url }) => {
        const source = new URL(url).searchParams.get('url') ?? '';
        const response = await fetch(`${store.url}${source}`);
        return (await response.arrayBuffer()).byteLength;
      }),
    );
    const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
    const [got, weigh] = [sum(downloaded.map((picture) => picture.bytes)), sum(originals)];
    console.log(
      `home page on a phone, photo-weight catalogue: ${downloaded.length} pictures, ${(got / 1024).toFixed(0)} KiB ` +
        `downloaded against ${(weigh / 1024 / 1024).toFixed(1)} MiB of photographs`,
    );
    expect(got).toBeLessThan(weigh / 20);
  });
});
