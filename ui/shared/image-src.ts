/** Image types a data: URL may carry. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;

/**
 * `src` when it is safe as an image source: an http(s) address, a path on this site, or a data:
 * image; otherwise undefined (no `src` at all). Every image from the server or storage goes
 * through it (a product's thumbnail, gallery or category icon could say `javascript:`).
 */
export function safeImageSrc(src: string | null | undefined): string | undefined {
  const text = src?.trim();
  if (!text) return undefined;
  if (DATA_IMAGE.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text, window.location.href);
  } catch {
    return undefined;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? text : undefined;
}
