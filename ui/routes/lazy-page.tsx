import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { PageProps } from './page-props';

/** A page whose code is fetched when it is first shown; `preload` fetches it ahead of time. */
export type LazyPage = ComponentType<PageProps> & { readonly preload: () => Promise<unknown> };

/**
 * A page loaded on demand, so it stays out of the code a phone downloads before the home page
 * works. Until it arrives the placeholder is shown (it should carry the page's heading). Once
 * loaded, new visits render it at once; a visit started before keeps its Suspense boundary, so
 * the page never remounts and never loses what the shopper picked. A failed load is tried again
 * the next time the page renders (an error boundary's retry).
 */
export function lazyPage(
  load: () => Promise<ComponentType<PageProps>>,
  Placeholder: ComponentType<PageProps>,
): LazyPage {
  let loaded: ComponentType<PageProps> | null = null;
  let loading: Promise<ComponentType<PageProps>> | null = null;
  // React.lazy keeps a failed load for good: after one, the next render gets a fresh lazy.
  const deferred = () => lazy(() => preload().then((page) => ({ default: page })));
  const preload = () =>
    (loading ??= load().then(
      (page) => (loaded = page),
      (error: unknown) => {
        loading = null;
        Deferred = deferred();
        throw error;
      },
    ));
  let Deferred = deferred();

  function Page(props: PageProps) {
    const [ready] = useState(() => loaded);
    if (ready) {
      const Loaded = ready;
      return <Loaded {...props} />;
    }
    return (
      <Suspense fallback={<Placeholder {...props} />}>
        <Deferred {...props} />
      </Suspense>
    );
  }
  return Object.assign(Page, { preload });
}

/** A page's heading and grey lines, while its code arrives. */
export function PagePlaceholder({ title }: { readonly title: string }) {
  return (
    <div className="page-placeholder" aria-busy="true">
      <h1 className="page-title">{title}</h1>
      <div className="skeleton skeleton--line" aria-hidden="true" />
      <div className="skeleton skeleton--line skeleton--short" aria-hidden="true" />
    </div>
  );
}
