import { createHash } from 'node:crypto';
import type { Catalog } from '../catalog/catalog.model';
import { CATEGORY_ICON_PREFIX, categoryIconSvg } from '../catalog/category-icon';
import { PRODUCT_IMAGE_PREFIX, productPackshot } from '../catalog/product-image';
import { notFound } from '../http/http-error';
import type { Reply, Router } from '../http/router';

const SVG_FILE = /^([a-z0-9][a-z0-9-]*)\.svg$/;

/** An SVG, cacheable for a year, or 304 when the browser already holds this drawing. */
function svgReply(svg: string, ifNoneMatch: string | undefined): Reply {
  const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"`;
  const headers = {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    etag,
  };
  return ifNoneMatch === etag ? { status: 304, headers, raw: '' } : { headers, raw: svg };
}

/**
 * Serves the generated packshots at `/images/products/{handle}.svg` and the category icons at
 * `/images/categories/{handle}.svg` (the drawings are small and deterministic, so they are drawn
 * per request).
 */
export function registerImageRoutes(router: Router, catalog: Catalog): void {
  const serve = (prefix: string, draw: (handle: string) => string | undefined) =>
    router.get(`${prefix}:file`, (ctx) => {
      const handle = SVG_FILE.exec(ctx.params['file'] ?? '')?.[1];
      const svg = handle === undefined ? undefined : draw(handle);
      if (svg === undefined) throw notFound(`No image at ${ctx.url.pathname}`);
      return svgReply(svg, ctx.req.headers['if-none-match']);
    });
  serve(PRODUCT_IMAGE_PREFIX, (handle) => {
    const product = catalog.productByHandle(handle);
    return product && productPackshot(product);
  });
  serve(CATEGORY_ICON_PREFIX, (handle) => {
    const category = catalog.categoryByHandle(handle);
    return category && categoryIconSvg(category.handle, category.name);
  });
}
