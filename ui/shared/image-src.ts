/** Image types a data: URL may carry. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;

/**
 * An https base to read relative sources against: only the scheme is judged, and a relative source takes its page's
 * (http or https) in the browser. Fixed, so the prerender in Node, which has no `window`, judges as the browser does.
 */
const RELATIVE_BASE = 'https://relative.invalid/';

/**
 * `src` when it is safe as an image source: an http(s) address, a path on this site, or a data:
 * image; otherwise undefined (no `src` at all). Every image from the server or storage goes
 * through it (a product's thumbnail, gallery or category icon could say `javascript:`), in the browser and in the
 * prerender alike.
 */
export function safeImageSrc(src: string | null | undefined): string | undefined {
  const text = src?.trim();
  if (!text) return undefined;
  if (DATA_IMAGE.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text, RELATIVE_BASE);
  } catch {
    return undefined;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? text : undefined;
}
