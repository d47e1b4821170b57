import { describe, expect, it } from 'vitest';
import { createSeedCatalog } from '../catalog/seed-catalog';
import { searchProducts } from './product-search';
import { canonicalToken, normaliseText } from './search-text';

const catalog = createSeedCatalog();
const titles = (query: string, rows = 20) =>
  searchProducts(catalog, query, { rows }).map((suggestion) => suggestion.title);
const aisleOf = (title: string) => catalog.products().find((product) => product.title === title)?.metadata.aisle;

describe('searchProducts', () => {
  it.each([
    ['atta', 'fresh-chakki-atta', /atta/i],
    ['aata', 'fresh-chakki-atta', /atta/i],
    ['आटा', 'fresh-chakki-atta', /atta/i],
    ['ghee', 'ghee', /ghee/i],
    ['घी', 'ghee', /ghee/i],
    ['dal', 'pulses', /dal/i],
    ['daal', 'pulses', /dal/i],
    ['दाल', 'pulses', /dal/i],
    ['chawal', 'rice', /rice/i],
    ['चावल', 'rice', /rice/i],
  ])('ranks products of the right aisle first for %s', (query, aisle, titlePattern) => {
    const found = titles(query, 5);
    expect(found).toHaveLength(5);
    for (const title of found) {
      expect(aisleOf(title), `${query} -> ${title}`).toBe(aisle);
      expect(title).toMatch(titlePattern);
    }
  });

  it('puts the most popular of equally good matches first', () => {
    expect(titles('atta')[0]).toBe('Fresh Chakki Atta (Whole Wheat)');
    expect(titles('ghee')[0]).toBe('A2 Desi Cow Ghee');
    expect(titles('chawal')[0]).toBe('Basmati Rice');
  });

  it('ranks an exact title or alias above a product that merely contains the words', () => {
    expect(titles('toor dal')[0]).toBe('Toor Dal');
    expect(titles('arhar dal')[0]).toBe('Toor Dal');
    expect(titles('moong dal')[0]).toBe('Moong Dal (Dhuli)');
    expect(titles('sendha namak')[0]).toBe('Rock Salt (Sendha Namak)');
    expect(titles('rice flour')[0]).toBe('Rice Flour');
  });

  it('keeps other aisles that mention the word after the aisle itself', () => {
    const ghee = titles('ghee');
    const giftBox = ghee.indexOf('Ghee & Jaggery Gift Box');
    expect(giftBox).toBeGreaterThan(0);
    expect(ghee.slice(0, giftBox).every((title) => aisleOf(title) === 'ghee')).toBe(true);
  });

  it('understands Hinglish and Hindi names of products', () => {
    expect(titles('sarson ka tel')[0]).toBe('Cold Pressed Mustard Oil');
    expect(titles('cheeni')[0]).toBe('Khandsari Sugar');
    expect(titles('गुड़')[0]).toBe('Jaggery Powder');
    expect(titles('besan')[0]).toBe('Besan (Gram Flour)');
    expect(titles('बेसन')[0]).toBe('Besan (Gram Flour)');
    expect(titles('makka')).toEqual(['Makki Atta']);
    expect(titles('rajma')[0]).toBe('Rajma (Chitra)');
  });

  it('suggests while typing: a word start matches', () => {
    expect(titles('bas', 2)).toEqual(['Basmati Rice', 'Brown Basmati Rice']);
    expect(titles('Multig')[0]).toBe('Multigrain Atta');
    expect(titles('बास')[0]).toBe('Basmati Rice');
  });

  it('matches at word starts, never inside a word (issue 22.12)', () => {
    for (const query of ['atta', 'aata', 'आटा', 'att'])
      expect(titles(query, 100), query).not.toContain('Kerala Red Matta Rice');
    expect(titles('matta')[0]).toBe('Kerala Red Matta Rice');
    expect(titles('masoori')[0]).toBe('Sona Masoori Rice');
    expect(titles('red matta')[0]).toBe('Kerala Red Matta Rice');
    expect(titles('sarson ka')[0]).toBe('Cold Pressed Mustard Oil');
  });

  it('finds products in a sentence, ignoring filler words', () => {
    expect(titles('mujhe 2 kg toor dal chahiye')[0]).toBe('Toor Dal');
    expect(titles('do you have ghee?')[0]).toBe('A2 Desi Cow Ghee');
  });

  it('ignores case, diacritics and punctuation', () => {
    expect(titles('ÁTTA!!')).toEqual(titles('atta'));
    expect(titles('  Toor   DAL ')[0]).toBe('Toor Dal');
  });

  it('answers nothing for an empty, blank or unknown query', () => {
    expect(searchProducts(catalog, '')).toEqual([]);
    expect(searchProducts(catalog, '   ')).toEqual([]);
    expect(searchProducts(catalog, 'xyzzy')).toEqual([]);
  });

  it('respects rows and start, and answers id, title and handle only', () => {
    const all = searchProducts(catalog, 'atta', { rows: 50 });
    expect(all.length).toBeGreaterThan(10);
    expect(searchProducts(catalog, 'atta', { rows: 3 })).toEqual(all.slice(0, 3));
    expect(searchProducts(catalog, 'atta', { start: 3, rows: 4 })).toEqual(all.slice(3, 7));
    expect(searchProducts(catalog, 'atta', { rows: 0 })).toEqual([]);
    expect(searchProducts(catalog, 'atta').length).toBeLessThanOrEqual(20);
    expect(Object.keys(all[0] ?? {}).sort()).toEqual(['handle', 'id', 'title']);
  });
});

describe('search text', () => {
  it('normalises case, Latin diacritics, the nukta and chandrabindu but keeps Devanagari vowel signs', () => {
    expect(normaliseText('Crème  Brûlée!')).toBe('creme brulee');
    expect(normaliseText('गुड़')).toBe('गुड');
    expect(normaliseText('गेहूँ')).toBe('गेहूं');
    expect(normaliseText('आटा')).toBe('आटा');
  });

  it('maps common spellings to one word', () => {
    expect(new Set(['atta', 'aata', 'aatta', 'आटा'].map(canonicalToken)).size).toBe(1);
    expect(new Set(['dal', 'daal', 'दाल'].map(canonicalToken)).size).toBe(1);
    expect(canonicalToken('chawal')).toBe(canonicalToken('rice'));
    expect(canonicalToken('घी')).toBe(canonicalToken('ghee'));
    expect(canonicalToken('tel')).toBe(canonicalToken('oil'));
    expect(canonicalToken('namak')).toBe(canonicalToken('salt'));
    expect(canonicalToken('cheeni')).toBe(canonicalToken('sugar'));
  });
});
