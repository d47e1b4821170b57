import type { ReactNode } from 'react';
import type { CoreStore } from '../../core/create-core';
import type { RootState } from '../../core/root.reducer';
import { ServerStateContext, StoreContext } from './store-context';

export interface StoreProviderProps {
  readonly store: CoreStore;
  /** The state the page's HTML was prerendered from, when React hydrates it (see {@link ServerStateContext}). */
  readonly serverState?: RootState | null;
  readonly children?: ReactNode;
}

/** Makes the core store available to {@link useSelector} and {@link useDispatch}. */
export function StoreProvider({ store, serverState = null, children }: StoreProviderProps) {
  return (
    <StoreContext.Provider value={store}>
      <ServerStateContext.Provider value={serverState}>{children}</ServerStateContext.Provider>
    </StoreContext.Provider>
  );
}
