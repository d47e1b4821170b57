import { describe, expect, it } from 'vitest';
import { pageHtml, paintFirst, withPageHead } from './prerender-site';

const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="Fresh &amp; stone-ground" /><title>Store</title><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>';

describe('a prerendered page', () => {
  it('fetches the entry at once but runs it after the first paint', () => {
    const html = paintFirst(TEMPLATE);
    expect(html).not.toContain('<script type="module" crossorigin src=');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-abc.js">');
    const loader = /<script type="module">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('import("/assets/index-abc.js")');
    expect(loader).toMatch(/requestAnimationFrame\(\(\)=>setTimeout\(start\)\)/);
    expect(loader, 'a hidden page paints no frame: it starts at once').toContain('document.visibilityState==="hidden"?start()');
  });

  it('refuses a template without the entry script', () => {
    expect(() => paintFirst(TEMPLATE.replace(/<script[^>]*><\/script>/, ''))).toThrow(/no entry script/);
  });

  it("carries the page's HTML in its root, its state after it and the entry run after the first paint", () => {
    const html = pageHtml(TEMPLATE, { html: '<main>Ghee</main>', head: { title: 'Ghee | Store' } }, { version: 1, route: 'category', catalog: {} as never }, '<link rel="preload" href="/font.woff2">');
    expect(html).toContain('<title>Ghee | Store</title>');
    expect(html).toContain('<div id="root"><main>Ghee</main></div><script id="prerendered-state" type="application/json">');
    expect(html).toContain('<link rel="preload" href="/font.woff2"></head>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-abc.js">');
  });

  it("has the page's title, description and JSON-LD in its head, escaped, with the site's description kept", () => {
    const html = withPageHead(TEMPLATE, { title: 'Atta & <more> | Store', description: 'Say "ghee"', jsonLd: '{"name":"\\u003c/script>"}' });
    expect(html).toContain('<title>Atta &amp; &lt;more&gt; | Store</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;ghee&quot;" data-site-description="Fresh &amp; stone-ground">');
    expect(html).toContain('<script type="application/ld+json" data-page-json-ld>{"name":"\\u003c/script>"}</script></head>');
  });

  it('leaves the head as built for what the page does not set', () => {
    expect(withPageHead(TEMPLATE, {})).toBe(TEMPLATE);
  });
});
