import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../local-backend';
import { developmentCsp, STORE_CSP, storeCspWithApis } from './security-headers';

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startLocalBackend({
    port: 0,
    control: true,
    log: () => {},
    ui: (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>page</title>');
      return true;
    },
  });
});
afterAll(async () => {
  await backend?.close();
});

const policyOf = (headers: Headers) =>
  new Map(
    (headers.get('content-security-policy') ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );

describe('security headers (issue 23 item 9)', () => {
  it.each([
    ['a page', '/cart'],
    ['an API answer', '/store/product-categories'],
    ['an API error', '/store/carts/cart_missing'],
    ['an image', '/images/categories/flours.svg'],
  ])(
    '%s carries a CSP that forbids framing and inline scripts, nosniff and a strict referrer policy',
    async (_what, path) => {
      const answer = await fetch(`${backend.url}${path}`);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('referrer-policy')).toBe('same-origin');
      const policy = policyOf(answer.headers);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
    },
  );

  it('the agent console keeps its own policy: its inline script and style by hash only, never framed', async () => {
    const answer = await fetch(`${backend.url}/__local/agent`);
    const policy = policyOf(answer.headers);
    expect(policy.get('script-src')).toEqual([expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
  });

  it("npm run dev's policy lets Vite's inline preamble, styles and hot-reload socket in, and still refuses framing", () => {
    const dev = developmentCsp(24678);
    expect(dev).toContain("script-src 'self' 'unsafe-inline'");
    expect(dev).toContain('ws://127.0.0.1:24678');
    expect(dev).toContain("frame-ancestors 'none'");
    expect(STORE_CSP).not.toContain('unsafe-inline');
  });

  it("medusa mode's policy lets calls and pictures go to the Medusa server's origin, and nothing else loosens", () => {
    const policy = storeCspWithApis(['http://127.0.0.1:9000/store', 'http://127.0.0.1:9000']);
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:9000;");
    expect(policy).toContain("img-src 'self' data: blob: http://127.0.0.1:9000;");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(STORE_CSP).not.toContain('9000');
  });
});
