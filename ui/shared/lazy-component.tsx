import { useEffect, useState, type ComponentType } from 'react';

export interface LazyComponent<P extends object> {
  /** Renders nothing until the code has loaded, then the component; starts the load when `when` holds. */
  readonly Component: ComponentType<P & { readonly when: boolean }>;
  /** Starts loading the code (once); resolves when it is there. */
  readonly preload: () => Promise<void>;
}

/**
 * A component whose code loads on demand, outside the entry chunk. Unlike React.lazy it never
 * suspends: once the code is here (preloaded at idle time, or on the shopper's first intent) it
 * renders synchronously. A failed load is retried the next time it is asked for.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = (): Promise<void> => {
    loading ??= load().then(
      (component) => {
        loaded = component;
      },
      () => {
        loading = null;
      },
    );
    return loading;
  };

  function Component({ when, ...props }: P & { readonly when: boolean }) {
    const [, setVersion] = useState(0);
    useEffect(() => {
      if (!when || loaded) return undefined;
      let live = true;
      void preload().then(() => {
        if (live) setVersion((v) => v + 1);
      });
      return () => {
        live = false;
      };
    }, [when]);
    const Loaded = loaded;
    return Loaded ? <Loaded {...(props as P)} /> : null;
  }

  return { Component, preload };
}

/** Runs `task` once the browser is idle (or after a short delay where idle callbacks are missing). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1500);
  return () => window.clearTimeout(id);
}
