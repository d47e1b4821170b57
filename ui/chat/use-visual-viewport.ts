import { useEffect, type RefObject } from 'react';

/**
 * Keeps `--chat-viewport-height` and `--chat-viewport-top` on the element in step with the
 * visual viewport, the part of the page left visible beside an on-screen keyboard. Browsers that
 * only pan the page for the keyboard (Safari, Chrome without interactive-widget=resizes-content)
 * leave 100dvh at the full height; the phone layout uses these instead when they are set.
 */
export function useVisualViewport(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const viewport = typeof window === 'undefined' ? undefined : window.visualViewport;
    const element = target.current;
    if (!viewport || element === null) return undefined;
    const update = () => {
      element.style.setProperty('--chat-viewport-height', `${Math.round(viewport.height)}px`);
      element.style.setProperty('--chat-viewport-top', `${Math.round(viewport.offsetTop)}px`);
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      element.style.removeProperty('--chat-viewport-height');
      element.style.removeProperty('--chat-viewport-top');
    };
  }, [target]);
}
