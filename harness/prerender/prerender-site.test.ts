import { describe, expect, it } from 'vitest';
import { pageHtml, paintFirst } from './prerender-site';

const TEMPLATE =
  '<!doctype html><html><head><title>Store</title><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
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
    const html = pageHtml(TEMPLATE, '<main>Ghee</main>', { version: 1, route: 'category', catalog: {} as never }, '<link rel="preload" href="/font.woff2">');
    expect(html).toContain('<div id="root"><main>Ghee</main></div><script id="prerendered-state" type="application/json">');
    expect(html).toContain('<link rel="preload" href="/font.woff2"></head>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-abc.js">');
  });
});
