import { createHash } from 'node:crypto';
import type { Catalog } from '../catalog/catalog.model';
import { CATEGORY_ICON_PREFIX, categoryIconSvg } from '../catalog/category-icon';
import { PRODUCT_IMAGE_PREFIX, productPackshot } from '../catalog/product-image';
import { notFound } from '../http/http-error';
import type { Reply, RequestContext, Router } from '../http/router';

interface Image {
  readonly svg: string;
  readonly etag: string;
}

const SVG_FILE = /^([a-z0-9][a-z0-9-]*)\.svg$/;

function image(svg: string): Image {
  return { svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"` };
}

function answer(ctx: RequestContext, found: Image): Reply {
  const headers = {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    etag: found.etag,
  };
  if (ctx.req.headers['if-none-match'] === found.etag) return { status: 304, headers, raw: '' };
  return { headers, raw: found.svg };
}

/**
 * Serves the generated packshots at `/images/products/{handle}.svg` and the category icons at
 * `/images/categories/{handle}.svg`, drawn once and cached for a year by browsers.
 */
export function registerImageRoutes(router: Router, catalog: Catalog): void {
  const cache = new Map<string, Image>();
  const cached = (key: string, draw: () => string): Image => {
    const hit = cache.get(key);
    if (hit) return hit;
    const drawn = image(draw());
    cache.set(key, drawn);
    return drawn;
  };

  router.get(`${PRODUCT_IMAGE_PREFIX}:file`, (ctx) => {
    const handle = SVG_FILE.exec(ctx.params['file'] ?? '')?.[1];
    const product = handle === undefined ? undefined : catalog.productByHandle(handle);
    const found = product && cached(`product:${product.handle}`, () => productPackshot(product));
    if (!found) throw notFound(`No product image at ${ctx.url.pathname}`);
    return answer(ctx, found);
  });

  router.get(`${CATEGORY_ICON_PREFIX}:file`, (ctx) => {
    const handle = SVG_FILE.exec(ctx.params['file'] ?? '')?.[1];
    const category = handle === undefined ? undefined : catalog.categoryByHandle(handle);
    const found = category && cached(`category:${category.handle}`, () => categoryIconSvg(category.handle, category.name));
    if (!found) throw notFound(`No category icon at ${ctx.url.pathname}`);
    return answer(ctx, found);
  });
}
