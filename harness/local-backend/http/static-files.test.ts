import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from './compression';
import { staticSite } from './static-files';

const site = mkdtempSync(path.join(tmpdir(), 'static-files-'));
mkdirSync(path.join(site, 'assets'));
const script = 'export const answer = 42;\n'.repeat(200);
writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>shop</title>');
writeFileSync(path.join(site, 'assets', 'index-abc123.js'), script);
writeFileSync(
  path.join(site, 'assets', 'index-abc123.js.br'),
  brotliCompressSync(Buffer.from('precompressed at build')),
);
writeFileSync(path.join(site, 'assets', 'font-abc123.woff2'), Buffer.from([1, 2, 3]));

let server: Server;
let origin = '';

beforeAll(async () => {
  const serve = staticSite(site);
  server = createServer((req, res) => {
    void serve(req, res, new URL(req.url ?? '/', 'http://127.0.0.1')).then((served) => {
      if (!served) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A GET whose body is read as sent (no decoding), with its headers. */
function raw(
  pathname: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${origin}${pathname}`, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('the built UI over HTTP (issue 14: what a CDN must keep)', () => {
  it('sends the precompressed {file}.br the build wrote, as it is', async () => {
    const response = await raw('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toEqual(brotliCompressSync(Buffer.from('precompressed at build')));
    expect(response.headers['content-length']).toBe(String(response.body.length));
  });

  it('falls back to gzip (compressed once) when brotli is refused or not offered, and to the plain file for identity', async () => {
    for (const header of ['gzip', 'br;q=0, gzip', 'gzip;q=0.5, br;q=0']) {
      const response = await raw('/assets/index-abc123.js', { 'accept-encoding': header });
      expect(response.headers['content-encoding'], header).toBe('gzip');
      expect(gunzipSync(response.body).toString()).toBe(script);
    }
    const plain = await raw('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers['vary']).toBe('accept-encoding');
  });

  it('caches hashed assets for a year as immutable, and makes the HTML revalidate (no-cache), both varying on Accept-Encoding (pages on the cookie too)', async () => {
    const asset = await raw('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['vary']).toBe('accept-encoding');
    for (const page of ['/', '/index.html', '/categories/ghee']) {
      const html = await raw(page, { accept: 'text/html', 'accept-encoding': 'gzip' });
      expect(html.headers['cache-control'], page).toBe('no-cache');
      expect(html.headers['content-type'], page).toBe('text/html; charset=utf-8');
      // A page's address depends on the language cookie too (docs/product-spec.md §18.1); a file's does not.
      expect(html.headers['vary'], page).toBe(page === '/index.html' ? 'accept-encoding' : 'accept-encoding, cookie');
    }
  });

  it('sends fonts as they are (already compressed), cached as immutable, without vary', async () => {
    const font = await raw('/assets/font-abc123.woff2', { 'accept-encoding': 'br, gzip' });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['vary']).toBeUndefined();
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toContain('immutable');
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const head = await raw('/assets/index-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip; honours q=0 and *', () => {
    expect(chooseEncoding('gzip, br')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding(['gzip', 'deflate'])).toBe('gzip');
  });
});
