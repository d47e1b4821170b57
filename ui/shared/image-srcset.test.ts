import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../core/catalog/image-widths';
import { CARD_IMAGE_LAYOUT } from '../catalog/product-card';
import { GALLERY_IMAGE_LAYOUT } from '../catalog/product-gallery';
import {
  candidateWidths,
  DEFAULT_IMAGE_URL_TEMPLATE,
  fixedImageLayout,
  productImage,
  type ImageLayout,
} from './image-src';

const PHOTO = '/images/products/chakki-atta.jpg';
const LAYOUTS: [string, ImageLayout][] = [
  ['card', CARD_IMAGE_LAYOUT],
  ['gallery', GALLERY_IMAGE_LAYOUT],
  ...[72, 64, 48, 32].map((px): [string, ImageLayout] => [`${px} px`, fixedImageLayout(px)]),
];

describe('product picture sources', () => {
  it('asks the image endpoint for every candidate width of a card, quality 75, with the card sizes', () => {
    const image = productImage(PHOTO, CARD_IMAGE_LAYOUT, DEFAULT_IMAGE_URL_TEMPLATE);
    expect(image.sizes).toBe('(min-width: 1024px) 280px, (min-width: 640px) 30vw, 46vw');
    expect(image.src).toBe('/_image?url=%2Fimages%2Fproducts%2Fchakki-atta.jpg&w=384&q=75');
    expect(image.srcSet?.split(', ')).toEqual(
      [192, 256, 384, 512, 640, 828, 1080].map(
        (width) => `/_image?url=%2Fimages%2Fproducts%2Fchakki-atta.jpg&w=${width}&q=75 ${width}w`,
      ),
    );
  });

  it.each(LAYOUTS)('gives a %s picture widths from the endpoint list covering 1x to 3x of its size', (_, use) => {
    const widths = candidateWidths(use);
    expect(widths[0]).toBeGreaterThanOrEqual(use.minCss);
    expect(widths.at(-1)).toBeGreaterThanOrEqual(Math.min(1600, use.maxCss * 3));
    expect(widths.length).toBeGreaterThan(1);
    for (const width of widths) expect(IMAGE_WIDTHS).toContain(width);
    const image = productImage(PHOTO, use, DEFAULT_IMAGE_URL_TEMPLATE);
    expect(image.srcSet?.split(', ')).toHaveLength(widths.length);
    expect(image.sizes).toMatch(/\d+(px|vw)$/);
  });

  it('sizes the gallery for its 560 px column and the phone 280 px picture', () => {
    expect(productImage(PHOTO, GALLERY_IMAGE_LAYOUT, DEFAULT_IMAGE_URL_TEMPLATE).sizes).toBe(
      '(min-width: 768px) 560px, 280px',
    );
    expect(candidateWidths(GALLERY_IMAGE_LAYOUT)).toEqual([384, 512, 640, 828, 1080, 1600]);
    expect(candidateWidths(fixedImageLayout(32))).toEqual([64, 128]);
    expect(productImage(PHOTO, fixedImageLayout(72), DEFAULT_IMAGE_URL_TEMPLATE).sizes).toBe('72px');
  });

  it('builds the addresses of a configured template (an image CDN or imgproxy), pictures on other sites too', () => {
    const cdn = 'https://cdn.example/resize?src={url}&w={width}&q={quality}';
    const encoded = encodeURIComponent(PHOTO);
    expect(productImage(PHOTO, fixedImageLayout(64), cdn)).toEqual({
      src: `https://cdn.example/resize?src=${encoded}&w=64&q=75`,
      srcSet:
        `https://cdn.example/resize?src=${encoded}&w=64&q=75 64w, ` +
        `https://cdn.example/resize?src=${encoded}&w=128&q=75 128w, ` +
        `https://cdn.example/resize?src=${encoded}&w=192&q=75 192w`,
      sizes: '64px',
    });
    const remote = productImage(
      'https://medusa.example/static/ghee.png',
      fixedImageLayout(32),
      'https://img.example/{url}/{width}',
    );
    expect(remote.src).toBe('https://img.example/https%3A%2F%2Fmedusa.example%2Fstatic%2Fghee.png/64');
  });

  it('leaves drawings, data images and, with the store endpoint, other sites’ pictures as they are', () => {
    expect(productImage('/images/products/atta.svg', CARD_IMAGE_LAYOUT, DEFAULT_IMAGE_URL_TEMPLATE)).toEqual({
      src: '/images/products/atta.svg',
    });
    expect(productImage('data:image/png;base64,iVBORw0KGgo=', CARD_IMAGE_LAYOUT)).toEqual({
      src: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(productImage('https://medusa.example/ghee.jpg', CARD_IMAGE_LAYOUT, DEFAULT_IMAGE_URL_TEMPLATE)).toEqual({
      src: 'https://medusa.example/ghee.jpg',
    });
  });

  it('gives no source at all for an unsafe or missing address', () => {
    expect(productImage('javascript:alert(1)', CARD_IMAGE_LAYOUT)).toEqual({});
    expect(productImage(null, GALLERY_IMAGE_LAYOUT)).toEqual({});
  });

  it('uses the store endpoint when the build names no template', () => {
    expect(productImage(PHOTO, fixedImageLayout(72)).src).toBe(
      '/_image?url=%2Fimages%2Fproducts%2Fchakki-atta.jpg&w=128&q=75',
    );
  });
});
