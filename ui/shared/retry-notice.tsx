import * as m from '#ui-messages';
import type { ReactNode } from 'react';

/** A failed load, said in `children`, with a 'Try again' button that asks for it again. */
export function RetryNotice({ children, onRetry }: { readonly children: ReactNode; readonly onRetry: () => void }) {
  return (
    <div className="notice notice--error" role="alert">
      {children}
      <button type="button" className="button button--outline" onClick={onRetry}>
        {m.common_try_again()}
      </button>
    </div>
  );
}
