import { useEffect, useRef, useState } from 'react';

/**
 * True once the element is within `margin` of the viewport, and from then on. Where the browser
 * has no IntersectionObserver it is true at once.
 */
export function useInView<T extends Element>(enabled: boolean, margin = '300px'): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => !enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen) return;
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, margin]);
  return [ref, seen];
}
