import { DEFAULT_IMAGE_QUALITY, IMAGE_ENDPOINT_PATH, IMAGE_WIDTHS } from '../../core/catalog/image-widths';

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

/** How a product picture is laid out where it is shown: its `sizes` and the narrowest and widest it is drawn. */
export interface ImageLayout {
  /** The `sizes` attribute: the picture's CSS width per layout. */
  readonly sizes: string;
  /** The narrowest and widest the picture is drawn, in CSS pixels. */
  readonly minCss: number;
  readonly maxCss: number;
}

/** The layout of a picture drawn at one size (`px` CSS pixels square): a cart line, a thumbnail. */
export const fixedImageLayout = (px: number): ImageLayout => ({ sizes: `${px}px`, minCss: px, maxCss: px });

/** Screens up to this many device pixels per CSS pixel get a sharp picture. */
const MAX_DEVICE_PIXEL_RATIO = 3;

/** The image endpoint of the local backend that serves the store (`harness/local-backend/images/`). */
export const DEFAULT_IMAGE_URL_TEMPLATE = `${IMAGE_ENDPOINT_PATH}?url={url}&w={width}&q={quality}`;

/** A product `<img>`'s source attributes. */
export interface ResponsiveImage {
  readonly src?: string;
  readonly srcSet?: string;
  readonly sizes?: string;
}

/** The candidate widths of a layout: from the first that covers its narrowest at 1x to the first that covers 3x. */
export function candidateWidths({ minCss, maxCss }: ImageLayout): number[] {
  const from = IMAGE_WIDTHS.findIndex((width) => width >= minCss);
  const to = IMAGE_WIDTHS.findIndex((width) => width >= maxCss * MAX_DEVICE_PIXEL_RATIO);
  return IMAGE_WIDTHS.slice(from < 0 ? IMAGE_WIDTHS.length - 1 : from, to < 0 ? IMAGE_WIDTHS.length : to + 1);
}

/**
 * `src`, `srcset` and `sizes` for a product picture drawn as `layout`, every candidate an address `template` builds
 * (`{url}` the picture's address URL-encoded, `{width}` a width of IMAGE_WIDTHS, `{quality}` 75): by default the
 * store's own image endpoint, or `VITE_IMAGE_URL_TEMPLATE` (an image CDN, imgproxy). Left as they are, with `src`
 * only: a drawing (`.svg`, sharp at every size and lighter than any raster of it), a data: image, and, with the
 * default template (which takes this site's pictures only), a picture on another site; an unsafe address gives no
 * `src` ({@link safeImageSrc}).
 */
export function productImage(
  source: string | null | undefined,
  layout: ImageLayout,
  template: string = imageUrlTemplate(),
): ResponsiveImage {
  const src = safeImageSrc(source);
  if (!src) return {};
  if (/^data:|\.svg(?:[?#]|$)/i.test(src) || (template === DEFAULT_IMAGE_URL_TEMPLATE && !/^\/(?!\/)/.test(src))) {
    return { src };
  }
  const at = (width: number) =>
    template
      .replace('{url}', encodeURIComponent(src))
      .replace('{width}', String(width))
      .replace('{quality}', String(DEFAULT_IMAGE_QUALITY));
  const widths = candidateWidths(layout);
  return {
    src: at(widths.find((width) => width >= layout.maxCss) ?? (widths.at(-1) as number)),
    srcSet: widths.map((width) => `${at(width)} ${width}w`).join(', '),
    sizes: layout.sizes,
  };
}

/** The template of the build (`VITE_IMAGE_URL_TEMPLATE`), else the store's image endpoint. */
export function imageUrlTemplate(): string {
  return import.meta.env.VITE_IMAGE_URL_TEMPLATE?.trim() || DEFAULT_IMAGE_URL_TEMPLATE;
}
