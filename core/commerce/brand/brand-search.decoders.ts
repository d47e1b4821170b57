/**
 * Decoders over core/json.ts, the one way core/ reads untyped JSON (docs/architecture.md §10).
 * @packageDocumentation
 */
import type { SearchSuggestion } from '../../search/search.model';
import { isJsonObject } from '../../json';

const isSuggestion = (value: unknown): value is SearchSuggestion => {
  if (!isJsonObject(value)) return false;
  const { id, title, handle } = value;
  return typeof id === 'string' && typeof title === 'string' && typeof handle === 'string' && handle !== '';
};

/** The suggestions of an autosuggest answer, or null when it has none to read. */
export function toSuggestions(body: unknown): SearchSuggestion[] | null {
  const list = isJsonObject(body) ? body['suggestions'] : undefined;
  if (!Array.isArray(list)) return null;
  return list.filter(isSuggestion).map(({ id, title, handle }) => ({ id, title, handle }));
}
