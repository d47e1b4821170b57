/** Reading untyped JSON (server answers, stored state): one guard and the field readers the decoders share. */

/** A JSON object as read from the wire: its fields are not known yet. */
export type Json = Readonly<Record<string, unknown>>;

/** Whether a value is a JSON object (not null, not a list). */
export const isJsonObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value is a string. */
export const isString = (value: unknown): value is string => typeof value === 'string';

/** Whether a value is a finite number (not NaN, not infinite). */
export const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The value if it is a string (even an empty one), else null. */
export const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The value if it is a string, else the empty string. */
export const stringOrEmpty = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The value if it is a string of at least one character (whitespace counts), else null. */
export const nonEmptyOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** The value, untrimmed, if it is a string with something besides whitespace in it, else null. */
export const nonBlankOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The value trimmed if it is a string with something besides whitespace in it, else null. */
export const trimmedOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The value if it is a finite number, else null. */
export const numberOrNull = (value: unknown): number | null => (isFiniteNumber(value) ? value : null);

/** The value if it is a list, else an empty list. */
export const arrayOrEmpty = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/** The JSON objects of a list, in order, others left out; an empty list when the value is not a list. */
export const objectsOrEmpty = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isJsonObject) : []);

/** The value if it is a JSON object, else an empty one. */
export const objectOrEmpty = (value: unknown): Json => (isJsonObject(value) ? value : {});
