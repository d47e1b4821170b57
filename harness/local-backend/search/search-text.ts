/** Words shoppers spell many ways, each group written out once and mapped to one canonical word. */
const SPELLINGS: readonly (readonly [canonical: string, spellings: readonly string[]])[] = [
  ['atta', ['aata', 'aatta', 'attaa', 'आटा', 'आंटा']],
  ['dal', ['daal', 'dhal', 'dahl', 'dhaal', 'dalen', 'दाल', 'दालें']],
  ['rice', ['chawal', 'chaawal', 'chaval', 'chawel', 'chanwal', 'चावल']],
  ['ghee', ['ghi', 'ghiu', 'घी']],
  ['oil', ['tel', 'tail', 'tael', 'तेल']],
  ['salt', ['namak', 'nimak', 'नमक']],
  ['sugar', ['cheeni', 'chini', 'चीनी']],
  ['jaggery', ['gur', 'gud', 'gudh', 'गुड़', 'गुड']],
  ['besan', ['baesan', 'besen', 'बेसन']],
  ['wheat', ['gehun', 'gehu', 'gehoon', 'gahu', 'गेहूं', 'गेहूँ']],
  ['maize', ['makki', 'makka', 'makai', 'makkai', 'corn', 'मक्की', 'मक्का', 'मक्के']],
  ['mustard', ['sarson', 'sarso', 'sarsoon', 'सरसों']],
  ['groundnut', ['moongphali', 'mungfali', 'mungphali', 'moongfali', 'peanut', 'singdana', 'मूंगफली']],
  ['sesame', ['til', 'gingelly', 'तिल']],
  ['coconut', ['nariyal', 'nariyel', 'नारियल']],
  ['flaxseed', ['alsi', 'linseed', 'अलसी']],
  ['almond', ['badam', 'बादाम']],
  ['toor', ['arhar', 'tuvar', 'tur', 'tuar', 'अरहर', 'तूर', 'तुअर']],
  ['moong', ['mung', 'मूंग']],
  ['urad', ['udad', 'urd', 'उड़द']],
  ['masoor', ['masur', 'मसूर']],
  ['chana', ['channa', 'chane', 'चना', 'चने']],
  ['rajma', ['razma', 'राजमा']],
  ['bajra', ['bajri', 'बाजरा']],
  ['jowar', ['jwar', 'jowari', 'jola', 'ज्वार']],
  ['ragi', ['nachni', 'nagli', 'mandua', 'रागी', 'मंडुआ']],
  ['barley', ['jau', 'jaun', 'जौ']],
  ['buckwheat', ['kuttu', 'कुट्टू']],
  ['kids', ['kid', 'bachche', 'bachon', 'bacchon', 'children', 'बच्चे']],
];

/**
 * Misspellings whose folded form is another real word ('gee' folds to 'gi', as in 'Low GI'),
 * so they are matched as typed, before folding, and only in what the shopper types.
 */
const EXACT_SPELLINGS: readonly (readonly [canonical: string, spellings: readonly string[]])[] = [['ghee', ['gee']]];

/** Words that carry no product meaning in a sentence ('mujhe 1 kg atta chahiye'). */
const STOPWORDS = new Set(
  [
    ...[
      'a',
      'an',
      'the',
      'of',
      'and',
      'or',
      'for',
      'to',
      'in',
      'with',
      'i',
      'me',
      'my',
      'we',
      'you',
      'do',
      'does',
      'have',
      'has',
    ],
    ...[
      'is',
      'are',
      'want',
      'need',
      'some',
      'any',
      'please',
      'pls',
      'can',
      'get',
      'buy',
      'order',
      'add',
      'show',
      'give',
      'cart',
    ],
    ...['kg', 'g', 'gm', 'gram', 'grams', 'ml', 'l', 'litre', 'liter', 'packet', 'pack'],
    ...[
      'mujhe',
      'chahiye',
      'hai',
      'kya',
      'ka',
      'ki',
      'ke',
      'aur',
      'dena',
      'de',
      'do',
      'wala',
      'wali',
      'ek',
      'kilo',
      'bhi',
      'mein',
    ],
    ...['मुझे', 'चाहिए', 'है', 'क्या', 'का', 'की', 'के', 'और', 'दो', 'एक', 'किलो', 'भी'],
  ].map((word) => normaliseText(word)),
);

/**
 * Lower-cases text, drops Latin diacritics and the Devanagari nukta, folds chandrabindu into
 * anusvara, and turns everything but letters and digits into single spaces.
 */
export function normaliseText(text: string): string {
  return text
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u093c]/g, '')
    .replace(/\u0901/g, '\u0902')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
}

/** Folds Hinglish vowel and consonant doubling: aata/atta -> ata, ghee -> ghi, moong -> mung. */
function foldSpelling(token: string): string {
  if (!/^[a-z]+$/.test(token)) return token;
  return token
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/aa/g, 'a')
    .replace(/(.)\1+/g, '$1');
}

const CANONICAL = new Map<string, string>();
for (const [canonical, spellings] of SPELLINGS) {
  const target = foldSpelling(normaliseText(canonical));
  for (const spelling of [canonical, ...spellings]) CANONICAL.set(foldSpelling(normaliseText(spelling)), target);
}

const EXACT = new Map<string, string>();
for (const [canonical, spellings] of EXACT_SPELLINGS) {
  for (const spelling of spellings) EXACT.set(normaliseText(spelling), foldSpelling(normaliseText(canonical)));
}

/** One token's canonical form: its folded spelling, mapped through the synonym groups. */
export function canonicalToken(token: string): string {
  const folded = foldSpelling(token);
  return CANONICAL.get(folded) ?? folded;
}

/** A query token's canonical form: an exact misspelling first, else as {@link canonicalToken}. */
export function canonicalQueryToken(token: string): string {
  return EXACT.get(token) ?? canonicalToken(token);
}

/** Text as normalised tokens and as canonical tokens, each also joined with spaces. */
export interface SearchForms {
  readonly raw: readonly string[];
  readonly rawText: string;
  readonly canonical: readonly string[];
  readonly canonicalText: string;
}

/**
 * The raw and canonical token forms of a piece of text. A shopper's `query` also reads the exact
 * misspellings (never applied to product names, where 'GI' must stay 'GI').
 */
export function searchForms(text: string, kind: 'name' | 'query' = 'name'): SearchForms {
  const normalised = normaliseText(text);
  const raw = normalised ? normalised.split(' ') : [];
  const canonical = raw.map(kind === 'query' ? canonicalQueryToken : canonicalToken);
  return { raw, rawText: raw.join(' '), canonical, canonicalText: canonical.join(' ') };
}

/** Whether a normalised token is a filler word. */
function isStopword(token: string): boolean {
  return STOPWORDS.has(token) || /^\d+$/.test(token);
}

/** The canonical forms of the tokens that are not filler words ('mujhe 2 kg toor dal chahiye' -> toor, dal). */
export function meaningfulTokens(forms: SearchForms): string[] {
  return forms.raw.flatMap((token, index) => (isStopword(token) ? [] : [forms.canonical[index] ?? token]));
}
