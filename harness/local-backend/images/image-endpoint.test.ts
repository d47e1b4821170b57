import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_ENDPOINT_PATH } from '../../../core/catalog/image-widths';
import { startLocalBackend, type LocalBackend } from '../local-backend';
import { BoundedImageCache } from './image-cache';
import { registerImageEndpoint } from './image-endpoint';

const AVIF_OR_WEBP = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

async function picture(width: number, height: number, alpha = false): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: { r: 200, g: 120, b: 40, alpha: alpha ? 0.5 : 1 } },
  });
  return alpha ? image.png().toBuffer() : image.jpeg({ quality: 95 }).toBuffer();
}

let backend: LocalBackend;
let avifFirst: LocalBackend;
const loads: string[] = [];
let sources: Record<string, Buffer>;

async function get(server: LocalBackend, query: string, accept = AVIF_OR_WEBP, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${IMAGE_ENDPOINT_PATH}?${query}`, { headers: { accept, ...headers } });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}

beforeAll(async () => {
  sources = {
    '/images/products/photo.jpg': await picture(1600, 1600),
    '/images/products/clear.png': await picture(800, 800, true),
    '/images/products/small.jpg': await picture(100, 100),
    '/images/products/atta-3f2a9c1b7d.jpg': await picture(1600, 1600),
    '/images/products/drawing.svg': Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#c84"/></svg>',
    ),
    '/images/products/broken.jpg': Buffer.from('not a picture'),
  };
  const start = (formats?: readonly ('avif' | 'webp')[]) =>
    startLocalBackend({
      port: 0,
      log: () => {},
      modules: () => [
        {
          name: 'images',
          routes: (router) =>
            registerImageEndpoint(router, {
              load: (path) => {
                loads.push(path);
                return sources[path];
              },
              ...(formats ? { formats } : {}),
            }),
          reset: () => {},
        },
      ],
    });
  backend = await start();
  avifFirst = await start(['avif', 'webp']);
});

afterAll(async () => {
  await backend.close();
  await avifFirst.close();
});

describe('the image endpoint', () => {
  it('resizes a photograph to the width asked for, in WebP for a browser that takes it', async () => {
    const { response, bytes } = await get(backend, 'url=/images/products/photo.jpg&w=384&q=75');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('vary')).toBe('Accept');
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 384, 384]);
    expect(bytes.length).toBeLessThan(sources['/images/products/photo.jpg']!.length);
  });

  it('answers AVIF when AVIF is preferred and accepted, JPEG to a browser that takes neither, PNG for transparency', async () => {
    const avif = await get(avifFirst, 'url=/images/products/photo.jpg&w=256');
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect((await sharp(avif.bytes).metadata()).width).toBe(256);
    const webpOnly = await get(avifFirst, 'url=/images/products/photo.jpg&w=256', 'image/webp,*/*');
    expect(webpOnly.response.headers.get('content-type')).toBe('image/webp');
    const plain = await get(backend, 'url=/images/products/photo.jpg&w=256', '*/*');
    expect(plain.response.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(plain.bytes).metadata()).format).toBe('jpeg');
    const clear = await get(backend, 'url=/images/products/clear.png&w=256', 'image/*');
    expect(clear.response.headers.get('content-type')).toBe('image/png');
    expect((await sharp(clear.bytes).metadata()).hasAlpha).toBe(true);
  });

  it('never enlarges a small picture, and draws a vector at the width asked for', async () => {
    const small = await get(backend, 'url=/images/products/small.jpg&w=640');
    expect((await sharp(small.bytes).metadata()).width).toBe(100);
    const drawing = await get(backend, 'url=/images/products/drawing.svg&w=828');
    expect(drawing.response.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(drawing.bytes).metadata()).width).toBe(828);
  });

  it('makes each variant once, answers 304 to its ETag, and caches hashed inputs for a year', async () => {
    loads.length = 0;
    const first = await get(backend, 'url=/images/products/photo.jpg&w=512');
    const second = await get(backend, 'url=/images/products/photo.jpg&w=512');
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(loads).toEqual(['/images/products/photo.jpg']);
    const etag = first.response.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await get(backend, 'url=/images/products/photo.jpg&w=512', AVIF_OR_WEBP, { 'if-none-match': etag });
    expect(again.response.status).toBe(304);
    expect(first.response.headers.get('cache-control')).not.toContain('immutable');
    const hashed = await get(backend, 'url=/images/products/atta-3f2a9c1b7d.jpg&w=512');
    expect(hashed.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['no url', 'w=384'],
    ['another site', `url=${encodeURIComponent('https://evil.example/x.jpg')}&w=384`],
    ['a protocol-relative address', `url=${encodeURIComponent('//evil.example/images/x.jpg')}&w=384`],
    ['a path outside /images/', 'url=/package.json&w=384'],
    ['a path that is not a picture', 'url=/images/products/notes.txt&w=384'],
    ['two urls', 'url=/images/products/photo.jpg&url=/images/products/small.jpg&w=384'],
  ])('refuses %s with a 400', async (_, query) => {
    loads.length = 0;
    const { response, bytes } = await get(backend, query);
    expect(response.status).toBe(400);
    expect(JSON.parse(bytes.toString()).message).toMatch(/"url"/);
    expect(loads).toEqual([]);
  });

  it.each([
    `url=${encodeURIComponent('/images/../package.json')}&w=384`,
    `url=${encodeURIComponent('/images/products/../../.env.jpg')}&w=384`,
    'url=/images/%2e%2e/%2e%2e/etc/passwd.jpg&w=384',
    'url=/images/%252e%252e/secret.jpg&w=384',
    `url=${encodeURIComponent('/images/products/..\\..\\secret.jpg')}&w=384`,
    `url=${encodeURIComponent('/images//etc/secret.jpg')}&w=384`,
  ])('refuses the path traversal %s', async (query) => {
    loads.length = 0;
    const { response } = await get(backend, query);
    expect(response.status).toBe(400);
    expect(loads).toEqual([]);
  });

  it.each([
    ['w=100', /"w" must be one of 64, 128/],
    ['w=abc', /"w" must be one of/],
    ['w=384&q=80', /"q" must be one of 50, 75, 90/],
    ['w=384&q=75&q=90', /"q" is required, once/],
  ])('refuses %s with a 400', async (params, message) => {
    const { response, bytes } = await get(backend, `url=/images/products/photo.jpg&${params}`);
    expect(response.status).toBe(400);
    expect(JSON.parse(bytes.toString()).message).toMatch(message);
  });

  it('answers 404 for a picture that is not there and 400 for one that is not a picture', async () => {
    expect((await get(backend, 'url=/images/products/missing.jpg&w=384')).response.status).toBe(404);
    const broken = await get(backend, 'url=/images/products/broken.jpg&w=384');
    expect(broken.response.status).toBe(400);
    expect(JSON.parse(broken.bytes.toString()).message).toBe('The picture at "url" cannot be read as an image');
  });
});

describe('the resized pictures kept in memory', () => {
  const image = (size: number) => ({ bytes: Buffer.alloc(size), format: 'webp' as const, etag: '"x"' });

  it('keeps at most its bound in bytes, dropping the least recently used first', async () => {
    const cache = new BoundedImageCache(250);
    let made = 0;
    const make = (size: number) => async () => {
      made += 1;
      return image(size);
    };
    await cache.getOrMake('a', make(100));
    await cache.getOrMake('b', make(100));
    await cache.getOrMake('a', make(100));
    await cache.getOrMake('c', make(100));
    expect(cache.size).toBe(200);
    expect(made).toBe(3);
    await cache.getOrMake('a', make(100));
    expect(made).toBe(3);
    await cache.getOrMake('b', make(100));
    expect(made).toBe(4);
    await cache.getOrMake('huge', make(1000));
    expect(cache.size).toBeLessThanOrEqual(250);
  });

  it('makes a variant once for concurrent requests and keeps no failure', async () => {
    const cache = new BoundedImageCache(1000);
    let made = 0;
    const slow = async () => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return image(10);
    };
    await Promise.all([cache.getOrMake('k', slow), cache.getOrMake('k', slow)]);
    expect(made).toBe(1);
    await expect(cache.getOrMake('bad', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(cache.size).toBe(10);
  });
});
