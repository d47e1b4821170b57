import type { RootState } from '../root.reducer';

/** A counter the core bumps when the list should show its end. */
export const selectScrollRequest = (state: RootState): number => state.chatSession.scrollToBottomCount;

/**
 * Text whose send failed, to put back in the box; a new object (with a higher count) each time the core returns text.
 */
export const selectReturnedText = (state: RootState): { readonly text: string; readonly count: number } =>
  state.chatSession.inputRestore;

/** True once the connection has stayed down long enough to tell the shopper. */
export const selectReconnecting = (state: RootState): boolean => state.chatSession.reconnecting;
