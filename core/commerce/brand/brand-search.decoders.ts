import type { SearchSuggestion } from '../../search/search.model';

const isSuggestion = (value: unknown): value is SearchSuggestion => {
  if (typeof value !== 'object' || value === null) return false;
  const { id, title, handle } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof title === 'string' && typeof handle === 'string' && handle !== '';
};

/** The suggestions of an autosuggest answer, or null when it has none to read. */
export function toSuggestions(body: unknown): SearchSuggestion[] | null {
  const list = typeof body === 'object' && body !== null ? (body as { suggestions?: unknown }).suggestions : undefined;
  if (!Array.isArray(list)) return null;
  return list.filter(isSuggestion).map(({ id, title, handle }) => ({ id, title, handle }));
}
