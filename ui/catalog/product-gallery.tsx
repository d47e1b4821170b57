import * as m from '#ui-messages';
import { useState } from 'react';
import { fixedImageLayout, productImage, type ImageLayout } from '../shared/image-src';

/** The main picture's size; the served images are square. */
const GALLERY_IMAGE_SIZE = 560;
const THUMB_SIZE = 64;

/** The main picture: its column from 768 px (catalog.css), 280 px under it. */
export const GALLERY_IMAGE_LAYOUT: ImageLayout = { sizes: '(min-width: 768px) 560px, 280px', minCss: 280, maxCss: 560 };

/** The product's pictures: a large one, and thumbnails to switch between them when there are several. */
export function ProductGallery({ images, title }: { readonly images: readonly string[]; readonly title: string }) {
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) return <div className="product-gallery product-gallery--empty" aria-hidden="true" />;
  return (
    <div className="product-gallery">
      <img
        className="product-gallery__main"
        {...productImage(current, GALLERY_IMAGE_LAYOUT)}
        alt={
          images.length > 1
            ? m.catalog_gallery_picture_alt({ title, position: index + 1, total: images.length })
            : title
        }
        width={GALLERY_IMAGE_SIZE}
        height={GALLERY_IMAGE_SIZE}
        fetchPriority="high"
      />
      {images.length > 1 ? (
        <ul className="product-gallery__thumbs">
          {images.map((image, position) => (
            <li key={image}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-label={m.catalog_gallery_show_picture({ position: position + 1, total: images.length })}
                aria-pressed={position === index}
                onClick={() => setIndex(position)}
              >
                <img
                  {...productImage(image, fixedImageLayout(THUMB_SIZE))}
                  alt=""
                  width={THUMB_SIZE}
                  height={THUMB_SIZE}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
