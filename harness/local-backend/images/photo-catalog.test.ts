import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../local-backend';
import { PhotoCatalog, PHOTO_SIDE } from './photo-catalog';

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, log: () => {}, pictures: 'jpg' });
});

afterAll(() => backend.close());

describe('the photo-weight catalogue', () => {
  it('shows JPEG photographs of 1-2 MB at 1600x1600, which the image endpoint serves far lighter', async () => {
    const { products } = (await (await fetch(`${backend.url}/store/products?limit=1`)).json()) as {
      products: { thumbnail: string; images: { url: string }[] }[];
    };
    const thumbnail = products[0]?.thumbnail ?? '';
    expect(thumbnail).toMatch(/^\/images\/products\/[a-z0-9-]+\.jpg$/);
    expect(products[0]?.images.map((image) => image.url)).toEqual([thumbnail]);
    const original = Buffer.from(await (await fetch(`${backend.url}${thumbnail}`)).arrayBuffer());
    const meta = await sharp(original).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', PHOTO_SIDE, PHOTO_SIDE]);
    expect(original.length).toBeGreaterThan(1024 * 1024);
    expect(original.length).toBeLessThan(2 * 1024 * 1024);
    const resized = await fetch(`${backend.url}/_image?url=${encodeURIComponent(thumbnail)}&w=384&q=75`, {
      headers: { accept: 'image/webp' },
    });
    const bytes = Buffer.from(await resized.arrayBuffer());
    expect(resized.headers.get('content-type')).toBe('image/webp');
    expect(bytes.length).toBeLessThan(original.length / 20);
  });

  it('serves the drawings still, and no photograph of a product the catalogue does not have', async () => {
    expect((await fetch(`${backend.url}/images/products/no-such-product.jpg`)).status).toBe(404);
    const { products } = (await (await fetch(`${backend.url}/store/products?limit=1`)).json()) as {
      products: { handle: string }[];
    };
    const svg = await fetch(`${backend.url}/images/products/${products[0]?.handle}.svg`);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('draws each photograph once into its folder and reads it from there after', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'photos-'));
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><circle cx="200" cy="200" r="150"/></svg>';
    const first = await new PhotoCatalog(dir).photo(svg);
    expect(readdirSync(dir)).toHaveLength(1);
    const again = await new PhotoCatalog(dir).photo(svg);
    expect(again.equals(first)).toBe(true);
    expect(readdirSync(dir)).toHaveLength(1);
  });
});
