/**
 * The widths (CSS pixels times device pixel ratio) the image endpoint resizes product pictures to: the storefront's
 * `srcset` candidates come from this list, and the endpoint refuses any other width, so its cache holds few variants.
 */
export const IMAGE_WIDTHS = [64, 128, 192, 256, 384, 512, 640, 828, 1080, 1600] as const;

/** The qualities the endpoint encodes at; the storefront asks for {@link DEFAULT_IMAGE_QUALITY}. */
export const IMAGE_QUALITIES = [50, 75, 90] as const;

/** The quality every picture is asked for at (Next.js's `/_next/image` default). */
export const DEFAULT_IMAGE_QUALITY = 75;

/** The path of the local backend's image endpoint (`?url=&w=&q=`). */
export const IMAGE_ENDPOINT_PATH = '/_image';
