import { createHash } from 'node:crypto';
import type { Catalog } from '../catalog/catalog.model';
import { CATEGORY_ICON_PREFIX, categoryIconSvg } from '../catalog/category-icon';
import { PRODUCT_IMAGE_PREFIX, productPackshot } from '../catalog/product-image';
import { notFound } from '../http/http-error';
import type { Reply, Router } from '../http/router';
import { registerImageEndpoint } from '../images/image-endpoint';
import { PhotoCatalog } from '../images/photo-catalog';

const PICTURE_FILE = /^([a-z0-9][a-z0-9-]*)\.(svg|jpg)$/;

/** A picture of the catalogue as it is served. */
interface Picture {
  readonly bytes: Buffer;
  readonly type: string;
}

/** A picture, cacheable for a year, or 304 when the browser already holds it. */
function pictureReply(picture: Picture, ifNoneMatch: string | undefined): Reply {
  const etag = `"${createHash('sha1').update(picture.bytes).digest('base64url').slice(0, 20)}"`;
  const headers = {
    'content-type': picture.type,
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    etag,
  };
  return ifNoneMatch === etag ? { status: 304, headers, raw: '' } : { headers, raw: picture.bytes };
}

const svgPicture = (svg: string): Picture => ({ bytes: Buffer.from(svg), type: 'image/svg+xml; charset=utf-8' });

/**
 * The catalogue's picture at `pathname`: a product's packshot (`/images/products/{handle}.svg`, or `.jpg`, the
 * photo-weight picture, when the catalogue's products show those) or a category icon
 * (`/images/categories/{handle}.svg`); undefined when there is none.
 */
async function catalogPicture(catalog: Catalog, photos: PhotoCatalog, pathname: string): Promise<Picture | undefined> {
  const prefix = [PRODUCT_IMAGE_PREFIX, CATEGORY_ICON_PREFIX].find((candidate) => pathname.startsWith(candidate));
  const match = prefix === undefined ? null : PICTURE_FILE.exec(pathname.slice(prefix.length));
  if (!match) return undefined;
  const [, handle = '', kind] = match;
  if (prefix === CATEGORY_ICON_PREFIX) {
    const category = catalog.categoryByHandle(handle);
    return category && kind === 'svg' ? svgPicture(categoryIconSvg(category.handle, category.name)) : undefined;
  }
  const product = catalog.productByHandle(handle);
  if (!product) return undefined;
  if (kind === 'svg') return svgPicture(productPackshot(product));
  if (!product.thumbnail?.endsWith('.jpg')) return undefined;
  return { bytes: await photos.photo(productPackshot(product)), type: 'image/jpeg' };
}

/**
 * Serves the generated packshots at `/images/products/{handle}.svg` (and, with the photo-weight catalogue, the
 * 1600x1600 JPEGs at `.jpg`), the category icons at `/images/categories/{handle}.svg` (the drawings are small and
 * deterministic, so they are drawn per request), and the image endpoint `/_image` that resizes them. The photos not
 * drawn yet are drawn in the background from the start.
 */
export function registerImageRoutes(router: Router, catalog: Catalog, photos = new PhotoCatalog()): void {
  const load = (pathname: string) => catalogPicture(catalog, photos, pathname);
  for (const prefix of [PRODUCT_IMAGE_PREFIX, CATEGORY_ICON_PREFIX]) {
    router.get(`${prefix}:file`, async (ctx) => {
      const picture = await load(ctx.url.pathname);
      if (!picture) throw notFound(`No image at ${ctx.url.pathname}`);
      return pictureReply(picture, ctx.req.headers['if-none-match']);
    });
  }
  registerImageEndpoint(router, { load: async (pathname) => (await load(pathname))?.bytes });
  const photographed = catalog.products().filter((product) => product.thumbnail?.endsWith('.jpg'));
  if (photographed.length > 0) {
    photos.drawAll(photographed.map((product) => productPackshot(product))).catch((error: unknown) => {
      console.error('[local-backend] drawing the photo-weight catalogue failed:', error);
    });
  }
}
