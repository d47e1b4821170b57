import { useEffect, useState } from 'react';

/** The scroll distance after which the header gains its shadow. */
export const HEADER_SHADOW_SCROLL_PX = 100;

/** True while the page is scrolled more than `threshold` pixels down. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
