import { describe, expect, it } from 'vitest';
import {
  arrayOrEmpty,
  isFiniteNumber,
  isJsonObject,
  isString,
  nonBlankOrNull,
  nonEmptyOrNull,
  numberOrNull,
  objectOrEmpty,
  objectsOrEmpty,
  stringOrEmpty,
  stringOrNull,
  trimmedOrNull,
} from './json';

describe('json', () => {
  it('counts only objects as JSON objects: not null, a list or a primitive', () => {
    expect(isJsonObject({})).toBe(true);
    expect(isJsonObject({ a: 1 })).toBe(true);
    for (const value of [null, undefined, [], [1], 'text', 3, true]) expect(isJsonObject(value)).toBe(false);
  });

  it('reads strings as given, or null, or empty', () => {
    expect(isString('')).toBe(true);
    expect(isString(1)).toBe(false);
    expect(stringOrNull('')).toBe('');
    expect(stringOrNull(' a ')).toBe(' a ');
    expect(stringOrNull(1)).toBeNull();
    expect(stringOrEmpty(' a ')).toBe(' a ');
    expect(stringOrEmpty(null)).toBe('');
    expect(stringOrEmpty({})).toBe('');
  });

  it('tells an empty string from a blank one', () => {
    expect(nonEmptyOrNull('')).toBeNull();
    expect(nonEmptyOrNull(' ')).toBe(' ');
    expect(nonEmptyOrNull(5)).toBeNull();
    expect(nonBlankOrNull(' ')).toBeNull();
    expect(nonBlankOrNull(' a ')).toBe(' a ');
    expect(trimmedOrNull(' ')).toBeNull();
    expect(trimmedOrNull(' a ')).toBe('a');
    expect(trimmedOrNull(['a'])).toBeNull();
  });

  it('reads finite numbers only', () => {
    expect(numberOrNull(0)).toBe(0);
    expect(numberOrNull(-2.5)).toBe(-2.5);
    for (const value of [NaN, Infinity, -Infinity, '1', null]) {
      expect(numberOrNull(value)).toBeNull();
      expect(isFiniteNumber(value)).toBe(false);
    }
  });

  it('reads lists and objects, empty when the value is something else', () => {
    expect(arrayOrEmpty([1, 'a'])).toEqual([1, 'a']);
    expect(arrayOrEmpty({ length: 1 })).toEqual([]);
    expect(objectsOrEmpty([{ a: 1 }, null, [], 'b', { b: 2 }])).toEqual([{ a: 1 }, { b: 2 }]);
    expect(objectsOrEmpty({ a: 1 })).toEqual([]);
    expect(objectOrEmpty({ a: 1 })).toEqual({ a: 1 });
    expect(objectOrEmpty([1])).toEqual({});
    expect(objectOrEmpty(null)).toEqual({});
  });
});
