// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { initialCatalogState } from '../../core/catalog/catalog.reducer';
import { testProduct } from '../../core/catalog/product.fixture';
import { prerenderedStateScript, readPrerenderedState, type PrerenderedState } from './prerendered-state';

const HOSTILE = '</script><script>alert(1)</script><!-- & \u2028 >';

const withTitle = (title: string): PrerenderedState => ({
  version: 1,
  route: 'product',
  catalog: {
    ...initialCatalogState,
    products: { a: { status: 'loaded', product: { ...testProduct('a'), title }, error: null } },
  },
});

const parsed = (html: string): Document =>
  new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');

describe('prerendered state script', () => {
  it('no data closes the script element or opens markup in it', () => {
    const script = prerenderedStateScript(withTitle(HOSTILE));
    const body = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    const document = parsed(script);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('reads back the same state, hostile text included', () => {
    const state = withTitle(HOSTILE);
    expect(readPrerenderedState(parsed(prerenderedStateScript(state)))).toEqual(state);
  });

  it('a page without a snapshot, or with one it cannot read, has none', () => {
    expect(readPrerenderedState(parsed('<div id="root"></div>'))).toBeNull();
    expect(
      readPrerenderedState(parsed('<script id="prerendered-state" type="application/json">{not json</script>')),
    ).toBeNull();
    expect(
      readPrerenderedState(
        parsed(
          '<script id="prerendered-state" type="application/json">{"version":2,"route":"home","catalog":{}}</script>',
        ),
      ),
    ).toBeNull();
  });
});
