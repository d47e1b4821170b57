import type { CatalogProduct } from '../catalog/catalog.model';
import { normaliseText } from '../search/search-text';

/** A dietary need a shopper can name: one of the store's diet categories, or no gluten. */
export type DietNeed = 'diabetic-friendly' | 'heart-friendly' | 'weight-loss' | 'kids' | 'gluten-free';

/** The words shoppers use for each need, in English, Hinglish and Hindi. */
const DIET_PHRASES: Readonly<Record<DietNeed, readonly string[]>> = {
  'diabetic-friendly': [
    'sugar free',
    'sugarfree',
    'no sugar',
    'diabetic',
    'diabetics',
    'diabetes',
    'low gi',
    'low glycemic',
    'madhumeh',
    'sugar patient',
    'शुगर फ्री',
    'मधुमेह',
    'डायबिटिक',
  ],
  'heart-friendly': ['heart healthy', 'heart friendly', 'heart', 'cholesterol', 'dil', 'दिल'],
  'weight-loss': ['weight loss', 'lose weight', 'weightloss', 'diet', 'low calorie', 'wazan', 'vajan', 'वजन'],
  kids: ['kids', 'kid', 'children', 'child', 'baby', 'babies', 'bachche', 'bachon', 'bacchon', 'बच्चे', 'बच्चों'],
  'gluten-free': ['gluten free', 'glutenfree', 'no gluten', 'without gluten', 'celiac', 'coeliac', 'ग्लूटेन फ्री'],
};

/** Grains (and their products) that hold gluten, as ingredient lists name them. */
const GLUTEN = /\b(wheat|barley|rye|oats|semolina|maida|suji|sooji)\b/i;

const PHRASES = (Object.entries(DIET_PHRASES) as [DietNeed, readonly string[]][])
  .flatMap(([need, phrases]) => phrases.map((text) => ({ need, words: normaliseText(text).split(' ') })))
  .sort((a, b) => b.words.length - a.words.length);

/** The diet needs a query names, and its other words ('sugar free atta' -> diabetic-friendly, 'atta'). */
export function readDietNeeds(query: string): { readonly needs: readonly DietNeed[]; readonly rest: string } {
  const tokens = normaliseText(query).split(' ').filter(Boolean);
  const needs = new Set<DietNeed>();
  const rest: string[] = [];
  for (let index = 0; index < tokens.length;) {
    const match = PHRASES.find(({ words }) => words.every((word, offset) => tokens[index + offset] === word));
    if (match) {
      needs.add(match.need);
      index += match.words.length;
    } else {
      rest.push(tokens[index]!);
      index += 1;
    }
  }
  return { needs: [...needs], rest: rest.join(' ') };
}

/**
 * Whether a product meets a need: it is in the need's category, or, for no gluten, its ingredients
 * are known and name no gluten grain.
 */
export function meetsDietNeed(product: CatalogProduct, need: DietNeed): boolean {
  if (need === 'gluten-free')
    return product.metadata.ingredients !== null && !GLUTEN.test(product.metadata.ingredients);
  return product.categories.some((category) => category.handle === need);
}

/** Whether a product's own name says it meets the need ('Low GI Diabetic Care Atta', 'Kids Nutri Mix'). */
export function namedForDietNeed(product: CatalogProduct, need: DietNeed): boolean {
  const names = [product.title, ...product.metadata.aliases].map((name) => ` ${normaliseText(name)} `);
  return DIET_PHRASES[need].some((phrase) => names.some((name) => name.includes(` ${normaliseText(phrase)} `)));
}

/** The category page that lists a need's products, or null (no gluten has none). */
export function dietCategory(need: DietNeed): string | null {
  return need === 'gluten-free' ? null : need;
}
