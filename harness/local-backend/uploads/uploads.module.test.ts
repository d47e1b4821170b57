import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moveClock as moveBackendClock, requestJson } from '../backend-client.fixture';
import { startLocalBackend, type LocalBackend } from '../local-backend';
import { createUploadsModule, MAX_UPLOAD_BYTES } from './uploads.module';

let backend: LocalBackend;
let dataDir: string;
const BYTES = Buffer.from('0123456789abcdefghij');

interface Presigned {
  readonly uploadUrl: string;
  readonly url: string;
  readonly headers: Record<string, string>;
}

const presignBody = (overrides: Record<string, unknown> = {}) => ({
  userId: 'cus_local_asha',
  convoId: 'convo_42',
  kind: 'audio',
  ext: 'webm',
  contentType: 'audio/webm;codecs=opus',
  ...overrides,
});

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  requestJson(backend.url, 'POST', url, { body, headers });

async function presign(overrides: Record<string, unknown> = {}): Promise<Presigned> {
  const answer = await postJson('/api/v1/uploads/presign', presignBody(overrides));
  expect(answer.status).toBe(200);
  return answer.body as Presigned;
}

function put(url: string, body: Buffer, headers: Record<string, string>) {
  return fetch(url, { method: 'PUT', headers, body: new Uint8Array(body) });
}

async function uploaded(bytes: Buffer = BYTES): Promise<Presigned> {
  const presigned = await presign();
  const response = await put(presigned.uploadUrl, bytes, presigned.headers);
  expect(response.status).toBe(200);
  return presigned;
}

const moveClock = (ms: number) => moveBackendClock(backend.url, ms);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'uploads-test-'));
  backend = await startLocalBackend({
    port: 0,
    control: true,
    log: () => {},
    modules: (context) => [createUploadsModule(context)],
    dataDir,
  });
});

afterAll(async () => {
  await backend.close();
});

beforeEach(async () => {
  expect(
    (await fetch(`${backend.url}/__local/reset`, { method: 'POST', headers: { 'content-type': 'application/json' } }))
      .status,
  ).toBe(200);
});

describe('presign', () => {
  it('answers a signed upload URL, the file URL and the header to send', async () => {
    const presigned = await presign();
    expect(presigned.headers).toEqual({ 'Content-Type': 'audio/webm;codecs=opus' });
    const upload = new URL(presigned.uploadUrl);
    expect(upload.origin).toBe(backend.url);
    expect(upload.pathname).toMatch(/^\/uploads\/put\/[^/]+\.webm$/);
    expect(upload.searchParams.get('sig')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const now = Date.now();
    expect(Number(upload.searchParams.get('expires'))).toBeGreaterThanOrEqual(Math.floor(now / 1000) + 59);
    expect(Number(upload.searchParams.get('expires'))).toBeLessThanOrEqual(Math.ceil(now / 1000) + 61);
    expect(presigned.url).toBe(`${backend.url}/uploads/files/${upload.pathname.split('/').pop()}`);
  });

  it('answers 400 to bad fields and malformed JSON', async () => {
    const bad = [
      presignBody({ userId: undefined }),
      presignBody({ convoId: '' }),
      presignBody({ kind: 'video' }),
      presignBody({ ext: 'exe' }),
      presignBody({ contentType: 'text/plain' }),
      presignBody({ contentType: 'audio/webm\r\nx-evil: 1' }),
      presignBody({ expiresIn: 0 }),
      presignBody({ expiresIn: 3601 }),
      presignBody({ expiresIn: 1.5 }),
    ];
    for (const body of bad) {
      const answer = await postJson('/api/v1/uploads/presign', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.type).toBe('invalid_data');
    }
    expect((await postJson('/api/v1/uploads/presign', '{"userId":')).status).toBe(400);
  });

  it('needs no bearer token, and ignores a stale one', async () => {
    const answer = await postJson('/api/v1/uploads/presign', presignBody(), { authorization: 'Bearer at_stale' });
    expect(answer.status).toBe(200);
  });
});

describe('upload and download', () => {
  it('stores the bytes of a signed PUT and serves them back', async () => {
    const presigned = await presign();
    const stored = await put(presigned.uploadUrl, BYTES, {
      ...presigned.headers,
      'x-amz-acl': 'public-read',
      authorization: 'Bearer junk',
    });
    expect(stored.status).toBe(200);
    expect(await stored.json()).toEqual({ ok: true });

    const files = readdirSync(path.join(dataDir, 'uploads')).filter((name) => !name.endsWith('.part'));
    const key = decodeURIComponent(new URL(presigned.url).pathname.split('/').pop()!);
    expect(files).toContain(key);
    expect(readFileSync(path.join(dataDir, 'uploads', key))).toEqual(BYTES);

    const served = await fetch(presigned.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('audio/webm;codecs=opus');
    expect(served.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(BYTES);

    const head = await fetch(presigned.url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(BYTES.length));
    expect(await head.text()).toBe('');
  });

  it('serves byte ranges with 206, and 416 when none can be served', async () => {
    const { url } = await uploaded();
    const size = BYTES.length;
    const cases: [string, number, number][] = [
      ['bytes=2-5', 2, 5],
      ['bytes=15-', 15, size - 1],
      ['bytes=-4', size - 4, size - 1],
      ['bytes=10-999', 10, size - 1],
      ['bytes=-999', 0, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const answer = await fetch(url, { headers: { range } });
      expect(answer.status, range).toBe(206);
      expect(answer.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
      expect(answer.headers.get('content-length')).toBe(String(end - start + 1));
      expect(Buffer.from(await answer.arrayBuffer())).toEqual(BYTES.subarray(start, end + 1));
    }
    for (const range of [`bytes=${size}-`, 'bytes=999-1000', 'bytes=-0']) {
      const answer = await fetch(url, { headers: { range } });
      expect(answer.status, range).toBe(416);
      expect(answer.headers.get('content-range')).toBe(`bytes */${size}`);
    }
    const malformed = await fetch(url, { headers: { range: 'bytes=5-2' } });
    expect(malformed.status).toBe(200);
    expect(Buffer.from(await malformed.arrayBuffer())).toEqual(BYTES);
  });

  it('answers 404 for unknown files and forgets uploads on reset', async () => {
    const presigned = await uploaded();
    expect((await fetch(`${backend.url}/uploads/files/audio-nothing.webm`)).status).toBe(404);
    await fetch(`${backend.url}/__local/reset`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect((await fetch(presigned.url)).status).toBe(404);
    expect((await put(presigned.uploadUrl, BYTES, presigned.headers)).status).toBe(403);
  });
});

describe('refused uploads', () => {
  it('refuses a bad or missing signature with 403', async () => {
    const presigned = await presign();
    const tampered = new URL(presigned.uploadUrl);
    const signature = tampered.searchParams.get('sig') ?? '';
    tampered.searchParams.set('sig', (signature.startsWith('A') ? 'B' : 'A') + signature.slice(1));
    const forged = await put(tampered.href, BYTES, presigned.headers);
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ type: 'not_allowed' });

    const extended = new URL(presigned.uploadUrl);
    extended.searchParams.set('expires', String(Number(extended.searchParams.get('expires')) + 3600));
    expect((await put(extended.href, BYTES, presigned.headers)).status).toBe(403);

    const unsigned = new URL(presigned.uploadUrl);
    unsigned.search = '';
    expect((await put(unsigned.href, BYTES, presigned.headers)).status).toBe(403);
    expect((await fetch(presigned.url)).status).toBe(404);
  });

  it('accepts an upload URL until it expires, then refuses it with 403', async () => {
    const presigned = await presign({ expiresIn: 30 });
    await moveClock(28_000);
    expect((await put(presigned.uploadUrl, BYTES, presigned.headers)).status).toBe(200);
    await moveClock(3_000);
    const late = await put(presigned.uploadUrl, BYTES, presigned.headers);
    expect(late.status).toBe(403);
    expect(((await late.json()) as { message: string }).message).toMatch(/expired/);
  });

  it('refuses another content type, an empty body and an oversized one', async () => {
    const presigned = await presign();
    const wrongType = await put(presigned.uploadUrl, BYTES, { 'Content-Type': 'audio/mp4' });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({ type: 'invalid_data' });
    expect((await put(presigned.uploadUrl, BYTES, {})).status).toBe(400);
    expect((await put(presigned.uploadUrl, Buffer.alloc(0), presigned.headers)).status).toBe(400);
    const oversized = await put(presigned.uploadUrl, Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1), presigned.headers);
    expect(oversized.status).toBe(413);
    expect((await fetch(presigned.url)).status).toBe(404);
    expect((await put(presigned.uploadUrl, Buffer.alloc(MAX_UPLOAD_BYTES, 1), presigned.headers)).status).toBe(200);
  });

  it('never lets a key leave the uploads folder', async () => {
    const presigned = await presign({ userId: '../../../escape', convoId: '..\\..\\x/y' });
    const key = decodeURIComponent(new URL(presigned.url).pathname.split('/').pop()!);
    expect(key).not.toMatch(/\.\.|\/|\\/);
    expect((await put(presigned.uploadUrl, BYTES, presigned.headers)).status).toBe(200);
    expect(existsSync(path.join(dataDir, 'uploads', key))).toBe(true);

    const signature = new URL(presigned.uploadUrl).search;
    const traversal = await put(
      `${backend.url}/uploads/put/..%2F..%2Fescape.webm${signature}`,
      BYTES,
      presigned.headers,
    );
    expect(traversal.status).toBe(403);
    expect(existsSync(path.join(dataDir, '..', 'escape.webm'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'escape.webm'))).toBe(false);
    expect((await fetch(`${backend.url}/uploads/files/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect((await fetch(`${backend.url}/uploads/files/..%2Fuploads%2F${encodeURIComponent(key)}`)).status).toBe(404);
  });
});
