/**
 * valibot pieces for reading server answers, the schema twins of core/json.ts's readers. Only
 * lazy chunks import this module: valibot must stay out of the entry bundle.
 * @packageDocumentation
 */
import * as v from 'valibot';
import { isJsonObject, type Json } from './json';

/** A JSON object (not null, not a list) whose fields `entries` read. */
export const jsonObject = <const TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.pipe(v.custom<Json>(isJsonObject), v.object(entries));

/** Any JSON object, fields unread; `{}` when the value is something else. */
export const objectOrEmpty = v.fallback(v.custom<Json>(isJsonObject), {});

/** A string; '' when absent or not a string. */
export const stringOrEmpty = v.fallback(v.string(), '');

/** A string; null when absent or not a string. */
export const stringOrNull = v.fallback(v.nullable(v.string()), null);

/** A string with something besides whitespace in it, trimmed. */
export const trimmedString = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** A trimmed string with something in it; null when absent, blank or not a string. */
export const trimmedOrNull = v.fallback(v.nullable(trimmedString), null);

/** A finite number. */
export const finiteNumber = v.pipe(v.number(), v.finite());

/** A finite number; null when absent or anything else. */
export const numberOrNull = v.fallback(v.nullable(finiteNumber), null);

/** A list, items unread; an empty list when absent or not a list. */
export const listOrEmpty = v.fallback(v.array(v.unknown()), []);

/** What `schema` reads from `value`, or null when it cannot: a bad answer is a value, never a throw. */
export function parsedOrNull<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): v.InferOutput<TSchema> | null {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : null;
}

/** The items of `value` that `schema` reads, in order, the others left out; none when it is not a list. */
export function readableItems<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): v.InferOutput<TSchema>[] {
  return (Array.isArray(value) ? value : []).flatMap((item: unknown) => {
    const result = v.safeParse(schema, item);
    return result.success ? [result.output] : [];
  });
}

/** A string of at least one character (whitespace counts); null when absent, empty or not a string. */
export const nonEmptyOrNull = v.fallback(v.nullable(v.pipe(v.string(), v.nonEmpty())), null);
