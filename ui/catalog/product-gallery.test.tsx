// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductGallery } from './product-gallery';

afterEach(cleanup);

const IMAGES = ['/images/ghee-1.svg', '/images/ghee-2.svg', '/images/ghee-3.svg'];
const thumb = (position: number) => screen.getByRole('button', { name: `Show picture ${position} of 3` });

describe('product gallery', () => {
  it('shows the first picture large, at a fixed size, and switches to the thumbnail picked', () => {
    render(<ProductGallery images={IMAGES} title="A2 Gir Cow Ghee" />);
    const main = () => screen.getByRole('img', { name: /^A2 Gir Cow Ghee, picture/ });
    expect(main().getAttribute('src')).toBe(IMAGES[0]);
    expect(main().getAttribute('alt')).toBe('A2 Gir Cow Ghee, picture 1 of 3');
    expect([main().getAttribute('width'), main().getAttribute('height')]).toEqual(['560', '560']);
    expect(thumb(1).getAttribute('aria-pressed')).toBe('true');

    act(() => fireEvent.click(thumb(3)));
    expect(main().getAttribute('src')).toBe(IMAGES[2]);
    expect(main().getAttribute('alt')).toBe('A2 Gir Cow Ghee, picture 3 of 3');
    expect(thumb(3).getAttribute('aria-pressed')).toBe('true');
    expect(thumb(1).getAttribute('aria-pressed')).toBe('false');
  });

  it('loads the thumbnails lazily, each with a fixed size', () => {
    render(<ProductGallery images={IMAGES} title="Ghee" />);
    const thumbs = [1, 2, 3].map((position) => thumb(position).querySelector('img'));
    expect(
      thumbs.map((image) => [
        image?.getAttribute('loading'),
        image?.getAttribute('width'),
        image?.getAttribute('height'),
      ]),
    ).toEqual([
      ['lazy', '64', '64'],
      ['lazy', '64', '64'],
      ['lazy', '64', '64'],
    ]);
  });

  it('a single picture gets the product name and no thumbnails', () => {
    render(<ProductGallery images={IMAGES.slice(0, 1)} title="Ghee" />);
    expect(screen.getByRole('img', { name: 'Ghee' }).getAttribute('src')).toBe(IMAGES[0]);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
