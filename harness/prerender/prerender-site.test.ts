import { describe, expect, it } from 'vitest';
import { pageHtml, withPageHead } from './prerender-site';

const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="Fresh &amp; stone-ground" /><title>Store</title><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>';

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

  it('leaves the head as built for what the page does not set', () => {
    expect(withPageHead(TEMPLATE, {})).toBe(TEMPLATE);
  });
});
