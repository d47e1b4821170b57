import type { RootState } from '../root.reducer';

/**
 * True once the stored state has been read back (successfully or not). Until then nobody can tell
 * whether the shopper is logged in or what their cart holds.
 */
export const selectRehydrated = (state: RootState): boolean => state.persist.phase !== 'pending';
