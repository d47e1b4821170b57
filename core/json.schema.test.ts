import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  finiteNumber,
  jsonObject,
  listOrEmpty,
  nonEmptyOrNull,
  numberOrNull,
  objectOrEmpty,
  parsedOrNull,
  readableItems,
  stringOrEmpty,
  stringOrNull,
  trimmedOrNull,
  trimmedString,
} from './json.schema';

const Named = jsonObject({ name: trimmedString, note: stringOrEmpty });

describe('json schemas', () => {
  it('reads a JSON object with its fields, and fails on a list, null or a primitive', () => {
    expect(parsedOrNull(Named, { name: ' Asha ', extra: 1 })).toEqual({ name: 'Asha', note: '' });
    for (const value of [[], [{ name: 'Asha' }], null, 'Asha', 1]) expect(parsedOrNull(Named, value)).toBeNull();
    expect(parsedOrNull(Named, { name: '  ' })).toBeNull();
    expect(parsedOrNull(jsonObject({ note: stringOrEmpty }), [])).toBeNull();
  });

  it('answers null, never throwing, on values JSON cannot even hold', () => {
    for (const value of [Object.create(null), Symbol('x'), () => 1, 1n, undefined])
      expect(parsedOrNull(Named, value)).toBeNull();
  });

  it('falls back on fields that are absent or of the wrong type', () => {
    const Fields = jsonObject({
      a: stringOrEmpty,
      b: stringOrNull,
      c: trimmedOrNull,
      d: nonEmptyOrNull,
      e: numberOrNull,
      f: listOrEmpty,
      g: objectOrEmpty,
    });
    expect(v.parse(Fields, {})).toEqual({ a: '', b: null, c: null, d: null, e: null, f: [], g: {} });
    expect(v.parse(Fields, { a: 1, b: 2, c: ' ', d: '', e: '3', f: {}, g: [] })).toEqual({
      a: '',
      b: null,
      c: null,
      d: null,
      e: null,
      f: [],
      g: {},
    });
    expect(v.parse(Fields, { a: ' x', b: '', c: ' y ', d: ' ', e: -1.5, f: [1], g: { h: 1 } })).toEqual({
      a: ' x',
      b: '',
      c: 'y',
      d: ' ',
      e: -1.5,
      f: [1],
      g: { h: 1 },
    });
  });

  it('takes finite numbers only', () => {
    expect(v.is(finiteNumber, 2)).toBe(true);
    for (const value of [Infinity, NaN, '2', null]) expect(v.is(finiteNumber, value)).toBe(false);
  });

  it('keeps the readable items of a list in order, and reads none from anything else', () => {
    expect(readableItems(Named, [{ name: 'b' }, null, [], { name: '' }, { name: 'a' }])).toEqual([
      { name: 'b', note: '' },
      { name: 'a', note: '' },
    ]);
    expect(readableItems(Named, { name: 'a' })).toEqual([]);
  });
});
