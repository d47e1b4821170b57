/**
 * A value made the first time it is asked for, then kept. For `Intl` formatters: making the first
 * one loads the locale's data (tens of milliseconds on a phone), which should fall on the moment a
 * date is shown, not on the evaluation of a module fetched ahead of need.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { readonly value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
