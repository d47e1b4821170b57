import type { RootState } from '../root.reducer';

/** Whether the chat panel is open. */
export const selectChatOpen = (state: RootState): boolean => state.chat.isOpen;
