import { isJsonObject, trimmedOrNull } from '../json';

/** The part of a product (or card) that names it in Hindi, when the catalogue carries a Hindi title. */
export interface HindiTitled {
  /** The title the Hindi store shows (the catalogue's `metadata.title_hi`); absent when it has none. */
  readonly titleHi?: string;
}

/** `{ titleHi }` for a non-blank string (trimmed); `{}` for anything else: a malformed Hindi title is ignored. */
export const hindiTitleField = (value: unknown): HindiTitled => {
  const titleHi = trimmedOrNull(value);
  return titleHi === null ? {} : { titleHi };
};

/** The Hindi title of a product record: its `metadata.title_hi`, read by {@link hindiTitleField}. */
export const hindiTitleOf = (product: unknown): HindiTitled =>
  isJsonObject(product) && isJsonObject(product['metadata']) ? hindiTitleField(product['metadata']['title_hi']) : {};
