import type { ReactNode } from 'react';

/** Bare: the page and nothing else. */
export function EmptyLayout({ children }: { readonly children?: ReactNode }) {
  return (
    <div className="layout layout--empty">
      <main id="main-content" className="layout__main">
        {children}
      </main>
    </div>
  );
}
