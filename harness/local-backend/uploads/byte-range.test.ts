import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  it('reads the three single-range forms', () => {
    expect(parseByteRange('bytes=0-0', 10)).toEqual({ kind: 'partial', start: 0, end: 0 });
    expect(parseByteRange('bytes=3-', 10)).toEqual({ kind: 'partial', start: 3, end: 9 });
    expect(parseByteRange('bytes=-3', 10)).toEqual({ kind: 'partial', start: 7, end: 9 });
    expect(parseByteRange('bytes=8-20', 10)).toEqual({ kind: 'partial', start: 8, end: 9 });
  });

  it('answers the whole file for no, malformed or multi-part ranges', () => {
    for (const header of [undefined, '', 'bytes=-', 'bytes=5-2', 'items=0-1', 'bytes=0-1,3-4', 'bytes=a-b']) {
      expect(parseByteRange(header, 10), String(header)).toEqual({ kind: 'full' });
    }
  });

  it('finds ranges past the end unsatisfiable', () => {
    expect(parseByteRange('bytes=10-', 10)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=10-12', 10)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-0', 10)).toEqual({ kind: 'unsatisfiable' });
  });
});
