import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_DIR } from '../local-backend/http/static-files';
import {
  pageHtml,
  PRERENDER_MANIFEST,
  prerenderSite,
  shellHead,
  withPageHead,
  withStartAfterFirstScreen,
} from './prerender-site';

const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="Fresh &amp; stone-ground" /><title>Store</title><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>';

describe("the app's shell", () => {
  it('preloads the core runtime and the shared messages beside the entry, and no other lazy chunk', () => {
    // The shape Vite writes for the chunk group of vite.config.ts: keyed by its file, named by the group.
    const head = shellHead({
      'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor-1.js' },
      '_runtime-2.js': { file: 'assets/runtime-2.js', name: 'runtime', imports: ['index.html', '_shared.js'] },
      '_shared.js': { file: 'assets/shared-3.js' },
      'pages/cart-page.tsx': { file: 'assets/cart-page-4.js', name: 'cart-page', imports: ['_messages-5.js'] },
      '_messages-5.js': { file: 'assets/messages-shared-5.js', name: 'messages-shared' },
    });
    expect(head.split('href="/assets/runtime-2.js"')).toHaveLength(2);
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-3.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/messages-shared-5.js">');
    expect(head, 'the entry loads its own imports').not.toContain('vendor-1.js');
    expect(head).not.toContain('cart-page-4.js');
  });
});

describe('a prerendered page', () => {
  it("carries the page's HTML in its root and its state after it", () => {
    const html = pageHtml(
      TEMPLATE,
      { html: '<main>Ghee</main>', head: { title: 'Ghee | Store' } },
      { version: 1, route: 'category', catalog: {} as never },
      '<link rel="preload" href="/font.woff2">',
    );
    expect(html).toContain('<title>Ghee | Store</title>');
    expect(html).toContain(
      '<div id="root"><main>Ghee</main></div><script id="prerendered-state" type="application/json">',
    );
    expect(html).toContain('<link rel="preload" href="/font.woff2"></head>');
    expect(html, 'the entry as Vite wrote it').toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
  });

  it("has the page's title, description and JSON-LD in its head, escaped, with the site's description kept", () => {
    const html = withPageHead(TEMPLATE, {
      title: 'Atta & <more> | Store',
      description: 'Say "ghee"',
      jsonLd: '{"name":"\\u003c/script>"}',
    });
    expect(html).toContain('<title>Atta &amp; &lt;more&gt; | Store</title>');
    expect(html).toContain(
      '<meta name="description" content="Say &quot;ghee&quot;" data-site-description="Fresh &amp; stone-ground">',
    );
    expect(html).toContain(
      '<script type="application/ld+json" data-page-json-ld>{"name":"\\u003c/script>"}</script></head>',
    );
  });

  it('starts with the start script, which names the entry and the modules the page shows, fetched after its first screen', () => {
    const manifest = { 'index.html': { file: 'assets/index-abc.js', isEntry: true } };
    const html = withStartAfterFirstScreen(TEMPLATE, manifest, 'assets/start-9.js', [
      '/hi/assets/page-1.js',
      '/hi/assets/footer-2.js',
    ]);
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/start-9.js" data-start-entry="/assets/index-abc.js" ' +
        'data-start-modules="/hi/assets/page-1.js /hi/assets/footer-2.js"></script>',
    );
    expect(html, 'the entry is not fetched with the page').not.toContain('src="/assets/index-abc.js"');
    expect(() => withStartAfterFirstScreen(TEMPLATE, {}, 'assets/start-9.js', [])).toThrow(/no index.html/);
  });

  it('leaves the head as built for what the page does not set', () => {
    expect(withPageHead(TEMPLATE, {})).toBe(TEMPLATE);
  });
});

describe('a medusa build that cannot reach Medusa', () => {
  it('prerenders nothing, says so, and leaves the single-page app as built', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'prerender-unreachable-'));
    try {
      writeFileSync(path.join(outDir, 'index.html'), TEMPLATE);
      writeFileSync(path.join(outDir, PRERENDER_MANIFEST), '{}');
      const closedPort = await new Promise<number>((resolve) => {
        const server = createServer().listen(0, '127.0.0.1', () => {
          const { port } = server.address() as AddressInfo;
          server.close(() => resolve(port));
        });
      });
      const lines: string[] = [];
      const written = await prerenderSite(outDir, process.cwd(), {
        env: {
          VITE_COMMERCE: 'medusa',
          VITE_STORE_API_URL: `http://127.0.0.1:${closedPort}`,
          VITE_PUBLISHABLE_KEY: 'pk_test',
        },
        log: (line) => lines.push(line),
      });
      expect(written).toEqual([]);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`Medusa at http://127.0.0.1:${closedPort}`);
      expect(lines[0]).toContain('single-page app alone');
      expect(existsSync(path.join(outDir, PRERENDERED_DIR))).toBe(false);
      expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe(TEMPLATE);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 60_000);
});
