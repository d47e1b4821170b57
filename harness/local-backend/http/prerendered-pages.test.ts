import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_DIR, staticSite } from './static-files';

const site = mkdtempSync(path.join(tmpdir(), 'prerendered-site-'));
const page = (pagePath: string, html: string) => {
  const folder = path.join(site, PRERENDERED_DIR, pagePath);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'index.html'), html);
};
writeFileSync(path.join(site, 'index.html'), 'spa shell');
page('/', 'prerendered home');
page('/categories/ghee', 'prerendered ghee');
mkdirSync(path.join(site, 'hi', PRERENDERED_DIR, 'categories', 'ghee'), { recursive: true });
writeFileSync(path.join(site, 'hi', 'index.html'), 'hindi spa shell');
writeFileSync(path.join(site, 'hi', PRERENDERED_DIR, 'index.html'), 'prerendered hindi home');
writeFileSync(path.join(site, 'hi', PRERENDERED_DIR, 'categories', 'ghee', 'index.html'), 'prerendered hindi ghee');

let server: Server;
let origin = '';
const get = async (pagePath: string) =>
  (await fetch(`${origin}${pagePath}`, { headers: { accept: 'text/html' } })).text();
const redirectOf = async (pagePath: string, cookie: string) => {
  const response = await fetch(`${origin}${pagePath}`, {
    headers: { accept: 'text/html', cookie },
    redirect: 'manual',
  });
  return response.status === 302 ? response.headers.get('location') : `${response.status} ${await response.text()}`;
};

beforeAll(async () => {
  const serve = staticSite(site);
  server = createServer((req, res) => {
    void Promise.resolve(serve(req, res, new URL(req.url ?? '/', 'http://127.0.0.1'))).then((served) => {
      if (!served) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('prerendered pages', () => {
  it('serves a page its prerendered HTML', async () => {
    expect(await get('/')).toBe('prerendered home');
    expect(await get('/categories/ghee')).toBe('prerendered ghee');
  });

  it('serves the single-page app for a page not prerendered, or asked for with a query', async () => {
    expect(await get('/categories/oils')).toBe('spa shell');
    expect(await get('/cart')).toBe('spa shell');
    expect(await get('/categories/ghee?sort=price')).toBe('spa shell');
    expect(await get('/?utm_source=x')).toBe('spa shell');
  });

  it('never serves a file outside the prerendered pages for a page path', async () => {
    expect(await get('/categories/../../index.html')).toBe('spa shell');
    expect(await get('/%2e%2e/%2e%2e/etc/passwd')).not.toContain('root:');
  });
});

describe('the Hindi store (docs/product-spec.md §18.1)', () => {
  it('serves the pages under /hi from the Hindi build: prerendered, or its single-page app', async () => {
    expect(await get('/hi/')).toBe('prerendered hindi home');
    expect(await get('/hi')).toBe('prerendered hindi home');
    expect(await get('/hi/categories/ghee')).toBe('prerendered hindi ghee');
    expect(await get('/hi/cart')).toBe('hindi spa shell');
    expect(await get('/hi/categories/ghee?sort=price')).toBe('hindi spa shell');
  });

  it('keeps a path that only starts with the letters hi in the English store', async () => {
    expect(await get('/hing')).toBe('spa shell');
  });

  it('sends a shopper who chose Hindi from an English page to the same page in Hindi, and back once they choose English', async () => {
    expect(await redirectOf('/categories/ghee?sort=price', 'cartId=c1; store_language=hi')).toBe(
      '/hi/categories/ghee?sort=price',
    );
    expect(await redirectOf('/', 'store_language=hi')).toBe('/hi/');
    expect(await redirectOf('/hi/cart', 'store_language=en')).toBe('/cart');
  });

  it('serves the page as asked when the cookie names no language, or the language of the page', async () => {
    expect(await redirectOf('/cart', 'store_language=fr')).toBe('200 spa shell');
    expect(await redirectOf('/hi/cart', 'store_language=hi')).toBe('200 hindi spa shell');
    expect(await redirectOf('/', '')).toBe('200 prerendered home');
  });
});
