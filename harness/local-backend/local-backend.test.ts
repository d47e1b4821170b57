import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BackendModule } from './backend-module';
import { staticSite } from './http/static-files';
import { startLocalBackend, type LocalBackend } from './local-backend';

let resets = 0;
const echoModule: BackendModule = {
  name: 'echo',
  routes: (router) =>
    router
      .post('/store/echo', async (ctx) => ({ body: { received: await ctx.json(64) } }))
      .get('/store/items/:id', (ctx) => ({ body: { id: ctx.params['id'], bearer: ctx.bearer } })),
  reset: () => {
    resets++;
  },
};

const site = mkdtempSync(path.join(tmpdir(), 'static-site-'));
mkdirSync(path.join(site, 'assets'));
writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>shop</title>');
writeFileSync(path.join(site, 'assets', 'app-1.js'), 'console.log(1)');
mkdirSync(`${site}-sibling`);
writeFileSync(path.join(`${site}-sibling`, 'secret.txt'), 'TOP-SECRET-CONTENT');

let backend: LocalBackend;
const url = (p: string) => `${backend.url}${p}`;
const post = (p: string, body: unknown) =>
  fetch(url(p), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

beforeAll(async () => {
  backend = await startLocalBackend({
    port: 0,
    control: true,
    log: () => {},
    modules: () => [echoModule],
    ui: staticSite(site),
    startTime: Date.UTC(2026, 0, 1, 6, 0),
  });
});
afterAll(async () => {
  await backend.close();
});
beforeEach(async () => {
  await fetch(url('/__local/faults'), { method: 'DELETE' });
});

describe('the local backend server', () => {
  it('listens on 127.0.0.1 on a free port', () => {
    expect(backend.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('answers a path whose escapes do not decode with 400, not a crash', async () => {
    const response = await fetch(url('/store/items/%E0%A4'));
    expect(response.status).toBe(400);
    expect((await response.json()).type).toBe('invalid_data');
  });

  it('routes with params and reads the bearer token', async () => {
    const response = await fetch(url('/store/items/abc%20d'), { headers: { authorization: 'Bearer tok_1' } });
    expect(await response.json()).toEqual({ id: 'abc d', bearer: 'tok_1' });
  });

  it('answers malformed JSON with 400, an oversized body with 413, a wrong method with 405, and unknown paths with 404', async () => {
    const malformed = await post('/store/echo', '{"a":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ type: 'invalid_data', message: 'The body is not valid JSON' });
    const oversized = await post('/store/echo', { text: 'x'.repeat(100) });
    expect(oversized.status).toBe(413);
    expect((await oversized.json()).type).toBe('payload_too_large');
    expect((await fetch(url('/store/echo'), { method: 'DELETE' })).status).toBe(405);
    const missing = await fetch(url('/store/nothing'));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ type: 'not_found', message: 'Nothing at /store/nothing' });
  });

  it('injects a fault for the next matching requests only, then answers normally', async () => {
    const created = await post('/__local/faults', { method: 'POST', path: '/store/echo', status: 503, times: 2 });
    expect(created.status).toBe(201);
    expect((await post('/store/echo', { a: 1 })).status).toBe(503);
    expect((await fetch(url('/store/items/1'))).status).toBe(200);
    const second = await post('/store/echo', { a: 1 });
    expect(second.status).toBe(503);
    expect(await second.json()).toEqual({ type: 'unexpected_state', message: 'Injected fault 503' });
    expect(await (await post('/store/echo', { a: 1 })).json()).toEqual({ received: { a: 1 } });
  });

  it('matches fault paths ending in * as prefixes, with a custom body, until cleared', async () => {
    await post('/__local/faults', { path: '/store/items/*', status: 401, body: { errorCode: 403 } });
    for (const id of ['1', '2']) {
      const response = await fetch(url(`/store/items/${id}`));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ errorCode: 403 });
    }
    expect((await (await fetch(url('/__local/faults'))).json()).faults).toHaveLength(1);
    await fetch(url('/__local/faults'), { method: 'DELETE' });
    expect((await fetch(url('/store/items/1'))).status).toBe(200);
  });

  it('stalls a request for delayMs when asked', async () => {
    await post('/__local/faults', { path: '/store/items/slow', delayMs: 300, times: 1 });
    const started = Date.now();
    expect((await fetch(url('/store/items/slow'))).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('refuses a fault without status or delay, or with a bad path', async () => {
    expect((await post('/__local/faults', { path: '/store/echo' })).status).toBe(400);
    expect((await post('/__local/faults', { path: 'store/echo', status: 500 })).status).toBe(400);
    expect((await post('/__local/faults', { path: '/x', status: 99 })).status).toBe(400);
  });

  it('moves the clock, and reset puts it back and resets every module', async () => {
    expect(await (await fetch(url('/__local/clock'))).json()).toEqual({
      now: expect.stringMatching(/^2026-01-01T06:00/),
    });
    expect(await (await post('/__local/clock', { now: '2026-03-01T20:30:00.000Z' })).json()).toEqual({
      now: expect.stringMatching(/^2026-03-01T20:30/),
    });
    expect(new Date(backend.context.now()).toISOString()).toMatch(/^2026-03-01T20:30/);
    expect((await post('/__local/clock', { now: 'soon' })).status).toBe(400);
    const before = resets;
    await post('/__local/reset', {});
    expect(resets).toBe(before + 1);
    expect(new Date(backend.context.now()).toISOString()).toMatch(/^2026-01-01T06:00/);
  });

  it('serves the built UI: files as they are, index.html for page requests, nothing outside the folder', async () => {
    const asset = await fetch(url('/assets/app-1.js'));
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const page = await fetch(url('/categories/ghee'), { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('<title>shop</title>');
    expect((await fetch(url('/missing.js'))).status).toBe(404);
    expect((await fetch(url('/bad%E0%A4.js'))).status).toBe(404);
    for (const escape of ['/..%2f..%2fetc%2fpasswd', `/..%2f${path.basename(site)}-sibling%2fsecret.txt`]) {
      const response = await fetch(url(escape));
      expect(response.status).toBe(404);
      expect(await response.text()).not.toMatch(/root:x|TOP-SECRET-CONTENT/);
    }
  });

  it('serves built files brotli or gzip compressed as asked, with vary, and compresses JSON answers (issue 11)', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const asset = await fetch(url('/assets/app-1.js'), { headers: { 'accept-encoding': encoding } });
      expect(asset.headers.get('content-encoding')).toBe(encoding);
      expect(asset.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect(await asset.text()).toBe('console.log(1)');
    }
    const plain = await fetch(url('/assets/app-1.js'), { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const id = 'atta-ghee-dal-'.repeat(100);
    const json = await fetch(url(`/store/items/${id}`), { headers: { 'accept-encoding': 'br, gzip' } });
    expect(json.headers.get('content-encoding')).toBe('br');
    expect(json.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await json.json()).toEqual({ id, bearer: null });
    const small = await fetch(url('/store/items/1'), { headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('serves the app for / and page routes whatever the Accept header; API paths keep their JSON 404 (issue 11)', async () => {
    for (const page of ['/', '/cart', '/categories/ghee', '/product/a2-desi-cow-ghee']) {
      for (const accept of ['*/*', 'application/json', '']) {
        const response = await fetch(url(page), { headers: accept ? { accept } : {} });
        expect(response.status, `${page} with accept ${accept}`).toBe(200);
        expect(await response.text()).toContain('<title>shop</title>');
      }
    }
    for (const api of [
      '/store/nothing-here',
      '/api/v1/nothing-here',
      '/product_search/nothing',
      '/assets/missing-1.js',
    ]) {
      const response = await fetch(url(api), { headers: { accept: '*/*' } });
      expect(response.status, api).toBe(404);
      expect(response.headers.get('content-type'), api).toContain('application/json');
    }
  });
});

describe('the control API switch', () => {
  it('answers 404 under /__local/ when control is off', async () => {
    const closed = await startLocalBackend({ port: 0, log: () => {}, modules: () => [echoModule], control: false });
    try {
      expect((await fetch(`${closed.url}/__local/reset`, { method: 'POST' })).status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
