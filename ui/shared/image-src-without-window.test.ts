// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeImageSrc } from './image-src';

describe('image sources where there is no window (the prerender, in Node)', () => {
  it('keeps same-origin paths and http(s) addresses, as in the browser', () => {
    expect(typeof window).toBe('undefined');
    expect(safeImageSrc('/images/atta.svg')).toBe('/images/atta.svg');
    expect(safeImageSrc('images/atta.svg')).toBe('images/atta.svg');
    expect(safeImageSrc('https://cdn.example/atta.webp')).toBe('https://cdn.example/atta.webp');
    expect(safeImageSrc('//cdn.example/atta.webp')).toBe('//cdn.example/atta.webp');
    expect(safeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('still refuses other schemes', () => {
    expect(safeImageSrc('javascript:alert(1)')).toBeUndefined();
    expect(safeImageSrc('file:///etc/passwd')).toBeUndefined();
  });
});
