/** An amount a shopper asked for: a weight in grams, a volume in millilitres, or a number of packs. */
export interface RequestedAmount {
  readonly value: number;
  readonly unit: 'g' | 'ml' | 'count';
}

/** A pack size read from a variant title such as '5 kg' or '500 ml'. */
export interface PackSize {
  readonly value: number;
  readonly unit: 'g' | 'ml';
}

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  half: 0.5,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  aadha: 0.5,
  adha: 0.5,
  aada: 0.5,
  dedh: 1.5,
  dhai: 2.5,
  ek: 1,
  do: 2,
  teen: 3,
  tin: 3,
  char: 4,
  chaar: 4,
  paanch: 5,
  panch: 5,
  paach: 5,
  chhe: 6,
  chhah: 6,
  che: 6,
  saat: 7,
  sat: 7,
  aath: 8,
  ath: 8,
  nau: 9,
  das: 10,
  आधा: 0.5,
  डेढ़: 1.5,
  डेढ: 1.5,
  ढाई: 2.5,
  एक: 1,
  दो: 2,
  तीन: 3,
  चार: 4,
  पांच: 5,
  पाँच: 5,
  छह: 6,
  छः: 6,
  सात: 7,
  आठ: 8,
  नौ: 9,
  दस: 10,
};

const UNIT_WORDS: ReadonlyArray<readonly [RegExp, 'kg' | 'g' | 'l' | 'ml' | 'count']> = [
  [/^(?:kg|kgs|kilo|kilos|kilogram|kilograms|killo|किलो|किग्रा|केजी)$/, 'kg'],
  [/^(?:g|gm|gms|gram|grams|gramme|grammes|ग्राम)$/, 'g'],
  [/^(?:ml|mls|millilitre|millilitres|milliliter|milliliters|मिली|मिलीलीटर)$/, 'ml'],
  [/^(?:l|ltr|ltrs|litre|litres|liter|liters|lit|लीटर|लिटर)$/, 'l'],
  [
    /^(?:x|packet|packets|pack|packs|pkt|pkts|piece|pieces|pc|pcs|bottle|bottles|jar|jars|box|boxes|pouch|pouches|unit|units|पैकेट|डिब्बा|डिब्बे|बोतल)$/,
    'count',
  ],
];

const TOKEN = /[0-9०-९]+(?:[.,][0-9०-९]+)?|[\p{L}\p{M}]+/gu;

function toNumber(token: string): number | undefined {
  const ascii = [...token].map((char) => {
    const index = DEVANAGARI_DIGITS.indexOf(char);
    return index >= 0 ? String(index) : char === ',' ? '.' : char;
  });
  const joined = ascii.join('');
  if (/^\d+(?:\.\d+)?$/.test(joined)) return Number(joined);
  return NUMBER_WORDS[token.toLowerCase()];
}

function unitOf(token: string): 'kg' | 'g' | 'l' | 'ml' | 'count' | undefined {
  const lower = token.toLowerCase();
  return UNIT_WORDS.find(([pattern]) => pattern.test(lower))?.[1];
}

function toAmount(value: number, unit: 'kg' | 'g' | 'l' | 'ml' | 'count'): RequestedAmount {
  if (unit === 'kg') return { value: value * 1000, unit: 'g' };
  if (unit === 'l') return { value: value * 1000, unit: 'ml' };
  return { value, unit };
}

/**
 * Finds the first amount in a request ('2 kg', '2kg', 'do kilo', 'दो किलो', '1 litre', '3 packets',
 * or a bare digit count as in 'add 2 ghee') and answers it with the text left once it is removed.
 * Number words count only before a unit, so 'do you have' is not a quantity.
 */
export function parseAmount(text: string): { amount: RequestedAmount | null; rest: string } {
  const tokens = [...text.matchAll(TOKEN)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const glued = /^([0-9०-९]+(?:[.,][0-9०-९]+)?)([\p{L}\p{M}]+)$/u.exec(token.text);
    const numberText = glued ? glued[1]! : token.text;
    const value = toNumber(numberText);
    if (value === undefined || value <= 0) continue;
    const gluedUnit = glued ? unitOf(glued[2]!) : undefined;
    const next = tokens[index + 1];
    const nextUnit = !glued && next ? unitOf(next.text) : undefined;
    const unit = gluedUnit ?? nextUnit;
    const isDigit = /^[0-9०-९]/.test(numberText);
    if (!unit && !(isDigit && !glued)) continue;
    const end = nextUnit && next ? next.end : token.end;
    const rest = `${text.slice(0, token.start)} ${text.slice(end)}`.replace(/\s+/g, ' ').trim();
    return { amount: toAmount(value, unit ?? 'count'), rest };
  }
  return { amount: null, rest: text };
}

/** The pack size in a variant title ('5 kg', '500g', '1 L', '200 ml'), or null when it names none. */
export function parsePackSize(title: string): PackSize | null {
  const match = /([0-9]+(?:\.[0-9]+)?)\s*([a-zA-Z]+)/.exec(title);
  if (!match) return null;
  const unit = unitOf(match[2]!);
  if (!unit || unit === 'count') return null;
  const amount = toAmount(Number(match[1]), unit);
  return amount.unit === 'count' ? null : { value: amount.value, unit: amount.unit };
}

/** Which variant to add, and how many of it. */
export interface VariantChoice<V> {
  readonly variant: V;
  readonly quantity: number;
}

const MAX_QUANTITY = 99;
const EPSILON = 1e-6;

/**
 * Chooses the variant and quantity that make up the requested amount: a pack of exactly that
 * size, else the largest pack that divides it (2 kg from 1 kg and 5 kg packs is 2 x 1 kg), else
 * the packs that overshoot least. A count, or no amount, takes that many of the first variant.
 * Weight and volume are treated as interchangeable (1 kg ~ 1 L) when a product has only the other.
 */
export function chooseVariant<V extends { readonly title: string | null }>(
  variants: readonly V[],
  amount: RequestedAmount | null,
): VariantChoice<V> | null {
  const first = variants[0];
  if (!first) return null;
  const clamp = (quantity: number) => Math.min(MAX_QUANTITY, Math.max(1, Math.round(quantity)));
  if (!amount || amount.unit === 'count') return { variant: first, quantity: clamp(amount?.value ?? 1) };
  const sized = variants
    .map((variant) => ({ variant, size: parsePackSize(variant.title ?? '') }))
    .filter((entry): entry is { variant: V; size: PackSize } => entry.size !== null);
  if (sized.length === 0) return { variant: first, quantity: 1 };
  const sameUnit = sized.filter((entry) => entry.size.unit === amount.unit);
  const pool = sameUnit.length > 0 ? sameUnit : sized;
  const exact = pool.find((entry) => Math.abs(entry.size.value - amount.value) < EPSILON);
  if (exact) return { variant: exact.variant, quantity: 1 };
  const divisors = pool
    .filter((entry) => {
      const ratio = amount.value / entry.size.value;
      return ratio >= 1 && Math.abs(ratio - Math.round(ratio)) < EPSILON;
    })
    .sort((a, b) => b.size.value - a.size.value);
  const divisor = divisors[0];
  if (divisor) return { variant: divisor.variant, quantity: clamp(amount.value / divisor.size.value) };
  const ranked = pool
    .map((entry) => {
      const quantity = Math.ceil(amount.value / entry.size.value - EPSILON);
      return { entry, quantity, overshoot: quantity * entry.size.value - amount.value };
    })
    .sort((a, b) => a.overshoot - b.overshoot || a.quantity - b.quantity);
  const best = ranked[0]!;
  return { variant: best.entry.variant, quantity: clamp(best.quantity) };
}

/** An amount as a pack would be labelled: 2000 g is '2 kg', 500 ml '500 ml', 1500 ml '1.5 L'. */
export function amountText(amount: RequestedAmount | PackSize): string {
  if (amount.unit === 'count') return String(amount.value);
  const big = amount.value >= 1000;
  const value = Math.round((big ? amount.value / 1000 : amount.value) * 1000) / 1000;
  return `${value} ${big ? (amount.unit === 'g' ? 'kg' : 'L') : amount.unit}`;
}
