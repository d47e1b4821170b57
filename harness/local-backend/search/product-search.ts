import type { Catalog, CatalogProduct } from '../catalog/catalog.model';
import { meaningfulTokens, searchForms, type SearchForms } from './search-text';

/** One autosuggest entry (SPEC §3). */
interface ProductSuggestion {
  readonly id: string;
  readonly title: string;
  readonly handle: string;
}

interface SearchOptions {
  /** How many ranked results to skip (default 0). */
  readonly start?: number;
  /** How many to return at most (default 20). */
  readonly rows?: number;
}

export const DEFAULT_SEARCH_ROWS = 20;

/** Match strengths, best first. */
const TIER = { exact: 1000, leadingWords: 700, tokens: 600, prefix: 560, tokenPrefixes: 500, wordStart: 300 } as const;
const TITLE_BONUS = 10;
const CATEGORY_WEIGHT = 0.3;

interface IndexedProduct {
  readonly product: CatalogProduct;
  readonly title: SearchForms;
  readonly names: readonly SearchForms[];
  readonly categoryNames: readonly SearchForms[];
}

const indexes = new WeakMap<Catalog, readonly IndexedProduct[]>();

function indexOf(catalog: Catalog): readonly IndexedProduct[] {
  const cached = indexes.get(catalog);
  if (cached) return cached;
  const index = catalog.products().map((product) => ({
    product,
    title: searchForms(product.title),
    names: [product.metadata.hindi_name, ...product.metadata.aliases].map((name) => searchForms(name)),
    categoryNames: product.categories.flatMap((category) =>
      [category.name, category.metadata.hindi_name, ...category.metadata.aliases].map((name) => searchForms(name)),
    ),
  }));
  indexes.set(catalog, index);
  return index;
}

function tierOf(query: readonly string[], queryText: string, name: readonly string[], nameText: string): number {
  if (!nameText) return 0;
  if (nameText === queryText) return TIER.exact;
  if (nameText.startsWith(`${queryText} `)) return TIER.leadingWords;
  if (query.every((token) => name.includes(token))) return TIER.tokens;
  if (nameText.startsWith(queryText)) return TIER.prefix;
  if (query.every((token) => name.some((word) => word.startsWith(token)))) return TIER.tokenPrefixes;
  if (queryText.length >= 3 && ` ${nameText}`.includes(` ${queryText}`)) return TIER.wordStart;
  return 0;
}

/** A sentence ('mujhe toor dal chahiye') scores by the share of its meaningful words a name holds. */
function overlapOf(meaningful: readonly string[], name: readonly string[]): number {
  if (meaningful.length === 0) return 0;
  const found = meaningful.filter((token) => name.includes(token)).length;
  return found === 0 ? 0 : 100 + Math.round((150 * found) / meaningful.length);
}

function scoreName(query: SearchForms, meaningful: readonly string[], name: SearchForms): number {
  return Math.max(
    tierOf(query.raw, query.rawText, name.raw, name.rawText),
    tierOf(query.canonical, query.canonicalText, name.canonical, name.canonicalText),
    overlapOf(meaningful, name.canonical),
  );
}

function scoreProduct(entry: IndexedProduct, query: SearchForms, meaningful: readonly string[]): number {
  const titleScore = scoreName(query, meaningful, entry.title);
  const nameScore = Math.max(
    titleScore && titleScore + TITLE_BONUS,
    ...entry.names.map((name) => scoreName(query, meaningful, name)),
  );
  const categoryScore = Math.max(0, ...entry.categoryNames.map((name) => scoreName(query, meaningful, name)));
  return nameScore + Math.round(categoryScore * CATEGORY_WEIGHT);
}

/**
 * Ranks products for a shopper's query in English, Hinglish or Hindi ('atta', 'aata', 'आटा',
 * 'chawal', 'घी'...): an exact name or alias first, then names starting with the query's words,
 * then names holding every word, then names starting with the query as typed, then names holding
 * a word start for each query word, then names holding it from a word start on (never from
 * inside a word: 'atta' is not in 'Matta'), and last names sharing
 * some of a sentence's words. A match on the product's category adds to its own match, and ties
 * go to the more popular product. Returns at most `rows` suggestions after skipping `start`.
 */
export function searchProducts(catalog: Catalog, query: string, options: SearchOptions = {}): ProductSuggestion[] {
  const start = Math.max(0, Math.floor(options.start ?? 0));
  const rows = Math.max(0, Math.floor(options.rows ?? DEFAULT_SEARCH_ROWS));
  const forms = searchForms(query, 'query');
  if (forms.raw.length === 0 || rows === 0) return [];
  const meaningful = meaningfulTokens(forms);
  return indexOf(catalog)
    .map((entry) => ({ entry, score: scoreProduct(entry, forms, meaningful) }))
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.entry.product.metadata.popularity - a.entry.product.metadata.popularity ||
        a.entry.product.title.localeCompare(b.entry.product.title),
    )
    .slice(start, start + rows)
    .map(({ entry: { product } }) => ({ id: product.id, title: product.title, handle: product.handle }));
}
