import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  DEFAULT_IMAGE_QUALITY,
  IMAGE_ENDPOINT_PATH,
  IMAGE_QUALITIES,
  IMAGE_WIDTHS,
} from '../../../core/catalog/image-widths';
import { badRequest, notFound } from '../http/http-error';
import type { Reply, Router } from '../http/router';
import { BoundedImageCache, type ResizedImage } from './image-cache';
import { chooseImageFormat, CONTENT_TYPES, type ImageFormat } from './image-format';

/**
 * The pictures the endpoint may read: paths on this site under /images/, each segment starting with a letter or
 * digit (so no `..`), no `%`, `\` or `//`, ending in a picture's extension.
 */
const SOURCE_PATH = /^\/images\/(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_.-]*\.(?:svg|png|jpe?g|webp|avif)$/i;
/** A file name carrying its content's hash (`atta-3f2a9c1b.jpg`): its bytes never change. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z]+$/i;
/** The largest picture the endpoint decodes (pixels), against decompression bombs. */
const MAX_INPUT_PIXELS = 40_000_000;
const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

/** Reads a picture on this site by its path (`/images/products/atta.jpg`); undefined when there is none. */
export type ImageSourceLoader = (path: string) => Promise<Buffer | undefined> | Buffer | undefined;

export interface ImageEndpointOptions {
  readonly load: ImageSourceLoader;
  /** What the resized pictures kept in memory may weigh in all (default 64 MB); the least recently used go first. */
  readonly cacheBytes?: number;
  /**
   * The modern formats offered, in order of preference, to a browser that accepts them. Default WebP, then AVIF: a
   * picture's first request waits for its encoding, and AVIF encodes 5-10 times slower (an 828 px picture: 0.9 s
   * against 0.1 s on this machine) for a fifth fewer bytes; Next.js makes the same choice.
   */
  readonly formats?: readonly ('avif' | 'webp')[];
}

export interface ImageRequest {
  readonly url: string;
  readonly width: number;
  readonly quality: number;
}

function oneParam(params: URLSearchParams, name: string): string {
  const values = params.getAll(name);
  if (values.length !== 1 || !values[0]) throw badRequest(`"${name}" is required, once`);
  return values[0];
}

/** The request's `url`, `w` and `q`, or a 400 naming what is wrong. */
export function parseImageRequest(params: URLSearchParams): ImageRequest {
  const url = oneParam(params, 'url');
  if (!SOURCE_PATH.test(url)) throw badRequest('"url" must be the path of a picture on this site under /images/');
  const width = Number(oneParam(params, 'w'));
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) {
    throw badRequest(`"w" must be one of ${IMAGE_WIDTHS.join(', ')}`);
  }
  const qualityText = params.has('q') ? oneParam(params, 'q') : String(DEFAULT_IMAGE_QUALITY);
  const quality = Number(qualityText);
  if (!(IMAGE_QUALITIES as readonly number[]).includes(quality)) {
    throw badRequest(`"q" must be one of ${IMAGE_QUALITIES.join(', ')}`);
  }
  return { url, width, quality };
}

/** `source` resized to `width` (never enlarged) and encoded as `format` at `quality`. */
export async function resizeImage(
  source: Buffer,
  width: number,
  quality: number,
  accept: string | undefined,
  formats: readonly ('avif' | 'webp')[] = ['webp', 'avif'],
): Promise<{ bytes: Buffer; format: ImageFormat }> {
  const probe = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS });
  const meta = await probe.metadata().catch(() => {
    throw badRequest('The picture at "url" cannot be read as an image');
  });
  const format = chooseImageFormat(accept, meta.hasAlpha === true, formats);
  const vector = meta.format === 'svg';
  const density = vector && meta.width ? Math.min(2400, Math.max(72, (72 * width) / meta.width)) : undefined;
  let pipeline = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, ...(density ? { density } : {}) })
    .rotate()
    .resize({ width, withoutEnlargement: !vector });
  if (format === 'avif') pipeline = pipeline.avif({ quality, effort: 2 });
  else if (format === 'webp') pipeline = pipeline.webp({ quality });
  else if (format === 'jpeg') pipeline = pipeline.jpeg({ quality, mozjpeg: true });
  else pipeline = pipeline.png({ compressionLevel: 9 });
  return { bytes: await pipeline.toBuffer(), format };
}

function imageReply(image: ResizedImage, hashed: boolean, ifNoneMatch: string | undefined): Reply {
  const headers = {
    'content-type': CONTENT_TYPES[image.format],
    'cache-control': hashed
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=86400, stale-while-revalidate=604800',
    vary: 'Accept',
    etag: image.etag,
    'content-disposition': 'inline',
  };
  return ifNoneMatch === image.etag ? { status: 304, headers, raw: '' } : { headers, raw: image.bytes };
}

/**
 * `GET /_image?url=/images/…&w=&q=`: a picture of this site resized to a width of IMAGE_WIDTHS, in WebP or AVIF when
 * the Accept header takes it (in the order of `formats`; else JPEG, or PNG with transparency), at a quality of
 * IMAGE_QUALITIES (75 when absent), as Next.js's `/_next/image` does. Only paths under /images/ are read (through
 * `load`, never over the network): no open proxy. Answers are kept in a cache bounded by bytes; a hashed input is
 * cached for a year.
 */
export function registerImageEndpoint(router: Router, options: ImageEndpointOptions): void {
  const cache = new BoundedImageCache(options.cacheBytes ?? DEFAULT_CACHE_BYTES);
  const formats = options.formats ?? ['webp', 'avif'];
  router.get(IMAGE_ENDPOINT_PATH, async (ctx) => {
    const request = parseImageRequest(ctx.url.searchParams);
    const accept = ctx.req.headers.accept;
    const wanted = chooseImageFormat(accept, false, formats);
    const key = `${request.url}|${request.width}|${request.quality}|${wanted}`;
    const image = await cache.getOrMake(key, async () => {
      const source = await options.load(request.url);
      if (!source) throw notFound(`No picture at ${request.url}`);
      const { bytes, format } = await resizeImage(source, request.width, request.quality, accept, formats);
      const etag = `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 20)}"`;
      return { bytes, format, etag };
    });
    return imageReply(image, HASHED_NAME.test(request.url), ctx.req.headers['if-none-match']);
  });
}
