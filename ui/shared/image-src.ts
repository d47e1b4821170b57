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

/** Where a product picture is shown: each use has its own `sizes` and candidate widths. */
export type ProductImageUse = 'card' | 'gallery' | 'thumb' | 'cartLine' | 'listLine' | 'cartBar';

interface UseLayout {
  /** The `sizes` attribute: the picture's CSS width per layout (ui/shared/shared.css, catalog.css, cart.css). */
  readonly sizes: string;
  /** The narrowest and widest the picture is shown, in CSS pixels. */
  readonly minCss: number;
  readonly maxCss: number;
}

const LAYOUTS: Readonly<Record<ProductImageUse, UseLayout>> = {
  card: { sizes: '(min-width: 1024px) 280px, (min-width: 640px) 30vw, 46vw', minCss: 160, maxCss: 280 },
  gallery: { sizes: '(min-width: 768px) 560px, 280px', minCss: 280, maxCss: 560 },
  /** The gallery's thumbnails and the chat's product card. */
  thumb: { sizes: '64px', minCss: 64, maxCss: 64 },
  cartLine: { sizes: '72px', minCss: 72, maxCss: 72 },
  /** The atta box's slots and the order history's lines. */
  listLine: { sizes: '48px', minCss: 48, maxCss: 48 },
  cartBar: { sizes: '32px', minCss: 32, maxCss: 32 },
};

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

/** The candidate widths for a use: from the first that covers its narrowest at 1x to the first that covers 3x. */
export function candidateWidths(use: ProductImageUse): number[] {
  const { minCss, maxCss } = LAYOUTS[use];
  const from = IMAGE_WIDTHS.findIndex((width) => width >= minCss);
  const to = IMAGE_WIDTHS.findIndex((width) => width >= maxCss * MAX_DEVICE_PIXEL_RATIO);
  return IMAGE_WIDTHS.slice(from < 0 ? IMAGE_WIDTHS.length - 1 : from, to < 0 ? IMAGE_WIDTHS.length : to + 1);
}

function fill(template: string, source: string, width: number): string {
  return template
    .replaceAll('{url}', encodeURIComponent(source))
    .replaceAll('{rawUrl}', source)
    .replaceAll('{width}', String(width))
    .replaceAll('{quality}', String(DEFAULT_IMAGE_QUALITY));
}

/**
 * `src`, `srcset` and `sizes` for a product picture shown as `use`, every candidate an address `template` builds
 * (`{url}` the picture's address URL-encoded, `{rawUrl}` as it is, `{width}` a width of IMAGE_WIDTHS, `{quality}`
 * 75): by default the store's own image endpoint, or `VITE_IMAGE_URL_TEMPLATE` (an image CDN, imgproxy). Left as
 * they are, with `src` only: a drawing (`.svg`, sharp at every size and lighter than any raster), a data: image, and,
 * with the default template (which takes this site's pictures only), a picture on another site; an unsafe address
 * gives no `src` ({@link safeImageSrc}).
 */
export function productImage(
  source: string | null | undefined,
  use: ProductImageUse,
  template: string = imageUrlTemplate(),
): ResponsiveImage {
  const src = safeImageSrc(source);
  if (src === undefined || DATA_IMAGE.test(src)) return src === undefined ? {} : { src };
  const path = new URL(src, RELATIVE_BASE);
  if (/\.svg$/i.test(path.pathname)) return { src };
  const onThisSite = src.startsWith('/') && !src.startsWith('//');
  if (!onThisSite && template === DEFAULT_IMAGE_URL_TEMPLATE) return { src };
  const widths = candidateWidths(use);
  const fallback = widths.find((width) => width >= LAYOUTS[use].maxCss) ?? widths.at(-1) ?? LAYOUTS[use].maxCss;
  return {
    src: fill(template, src, fallback),
    srcSet: widths.map((width) => `${fill(template, src, width)} ${width}w`).join(', '),
    sizes: LAYOUTS[use].sizes,
  };
}

/** The template of the build (`VITE_IMAGE_URL_TEMPLATE`), else the store's image endpoint. */
export function imageUrlTemplate(): string {
  return import.meta.env.VITE_IMAGE_URL_TEMPLATE?.trim() || DEFAULT_IMAGE_URL_TEMPLATE;
}
