import { describe, expect, it } from 'vitest';
import { describeDifference, partialMatch } from './partial-match';

describe('partialMatch', () => {
  it('needs only the expected keys of an object', () => {
    expect(partialMatch({ a: 1 }, { a: 1, b: 2 })).toEqual([]);
    expect(partialMatch({ a: { b: 1 } }, { a: { b: 2 } }).map(describeDifference)).toEqual(['a.b: expected 1, got 2']);
  });

  it('needs arrays of the same length, matched item by item', () => {
    expect(partialMatch([{ id: 'a' }], [{ id: 'a', x: 1 }])).toEqual([]);
    expect(partialMatch([1], [1, 2])[0]).toMatchObject({ problem: 'length' });
    expect(partialMatch([{ id: 'a' }, { id: 'b' }], [{ id: 'a' }, { id: 'c' }])[0]?.path).toBe('[1].id');
  });

  it('supports $absent, $any, $match and $json', () => {
    expect(partialMatch({ h: { $absent: true } }, { h: undefined })).toEqual([]);
    expect(partialMatch({ h: { $absent: true } }, { h: 'Bearer x' })).toHaveLength(1);
    expect(partialMatch({ h: { $any: true } }, {})).toHaveLength(1);
    expect(partialMatch({ id: { $match: '^guest_\\d+_' } }, { id: 'guest_17_abc' })).toEqual([]);
    expect(partialMatch({ id: { $match: '^guest_' } }, { id: 'user_1' })).toHaveLength(1);
    expect(partialMatch({ $json: { a: 1 } }, '{"a":1,"b":2}')).toEqual([]);
    expect(partialMatch({ $json: { a: 1 } }, 'not json')).toHaveLength(1);
  });

  it('treats null and a missing value as different', () => {
    expect(partialMatch({ a: null }, {})).toHaveLength(1);
    expect(partialMatch({ a: null }, { a: null })).toEqual([]);
  });
});
