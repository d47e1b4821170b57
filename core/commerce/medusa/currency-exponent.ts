/**
 * ISO 4217 minor-unit exponents that differ from the usual 2. Medusa v2 keeps money in major
 * units (Rs 75 is `75`); the core keeps integer minor units (paise), so every amount crosses the
 * boundary through {@link toMinorUnits}.
 */
const EXPONENTS: Readonly<Record<string, number>> = {
  bif: 0,
  clp: 0,
  djf: 0,
  gnf: 0,
  isk: 0,
  jpy: 0,
  kmf: 0,
  krw: 0,
  pyg: 0,
  rwf: 0,
  ugx: 0,
  vnd: 0,
  vuv: 0,
  xaf: 0,
  xof: 0,
  xpf: 0,
  bhd: 3,
  iqd: 3,
  jod: 3,
  kwd: 3,
  lyd: 3,
  omr: 3,
  tnd: 3,
};

/** The number of minor-unit digits of a currency (INR 2, JPY 0, KWD 3); 2 when the code is unknown. */
export function currencyExponent(currencyCode: string): number {
  return EXPONENTS[currencyCode.trim().toLowerCase()] ?? 2;
}

/** A major-unit amount in integer minor units of its currency (INR 75 → 7500, INR 12.5 → 1250). */
export function toMinorUnits(amount: number, currencyCode: string): number {
  return Math.round(amount * 10 ** currencyExponent(currencyCode));
}
