import { createContext } from 'react';
import type { CoreStore } from '../../core/create-core';

/** The core store the components read from and dispatch to; null outside a {@link StoreProvider}. */
export const StoreContext = createContext<CoreStore | null>(null);
