import { createContext } from 'react';
import type { CoreStore } from '../../core/create-core';
import type { RootState } from '../../core/root.reducer';

/** The core store the components read from and dispatch to; null outside a {@link StoreProvider}. */
export const StoreContext = createContext<CoreStore | null>(null);

/**
 * The state a prerendered page was rendered from, or null: {@link useSelector} reads it while
 * React hydrates that page (and while rendering it on the server), so the first render matches
 * the HTML whatever the core learnt since (a stored cart, a signed-in shopper).
 */
export const ServerStateContext = createContext<RootState | null>(null);
