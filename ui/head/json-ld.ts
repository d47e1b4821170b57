/** A JSON-LD value: plain JSON only. */
export type JsonLdValue =
  string | number | boolean | null | readonly JsonLdValue[] | { readonly [key: string]: JsonLdValue | undefined };

/**
 * The text of a `<script type="application/ld+json">` for `data`: JSON.stringify of the data with
 * every '<' written as \u003c, so no text in it (a product description, say) can close the script
 * tag or open a comment, while the JSON still parses to the same value.
 */
export function jsonLdText(data: JsonLdValue): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
