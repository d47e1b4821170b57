import type { ReactNode } from 'react';
import type { CoreStore } from '../../core/create-core';
import { StoreContext } from './store-context';

export interface StoreProviderProps {
  readonly store: CoreStore;
  readonly children?: ReactNode;
}

/** Makes the core store available to {@link useSelector} and {@link useDispatch}. */
export function StoreProvider({ store, children }: StoreProviderProps) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}
