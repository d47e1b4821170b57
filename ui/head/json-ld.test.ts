import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { jsonLdText } from './json-ld';

describe('jsonLdText', () => {
  it('writes every "<" as \\u003c so no text can close the script tag or open a comment', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>', note: '<!-- x -->' });
    expect(text).not.toContain('<');
    expect(text).toBe('{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>","note":"\\u003c!-- x -->"}');
  });

  it('escapes the line and paragraph separators', () => {
    expect(jsonLdText({ a: 'x\u2028y\u2029z' })).toBe('{"a":"x\\u2028y\\u2029z"}');
  });

  it('always parses back to the same data and never contains "<"', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null))),
        (data) => {
          const text = jsonLdText(data);
          expect(text).not.toContain('<');
          expect(JSON.parse(text)).toEqual(data);
        },
      ),
    );
  });
});
