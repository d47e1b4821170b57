/** Reading untyped JSON at the Medusa edge. */
export type Json = Readonly<Record<string, unknown>>;

export const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string, or null. */
export const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A string with something in it, or null. */
export const nonEmpty = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** A finite number, or null. */
export const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The records of an array field; an empty list when the field is absent or not an array. */
export const records = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isRecord) : []);
