import type { RootState } from '../root.reducer';
import { hasPendingMessage } from './message-list.model';

/**
 * Whether the last visit left the chat with work to pick up at startup: a panel left open
 * reconnects and catches up, and a message still pending (never answered) fails with its text
 * given back. Either needs the chat's epics before the shopper touches the chat again.
 */
export function chatNeedsResuming(state: RootState): boolean {
  return state.chat.isOpen || hasPendingMessage(state.chat.messages);
}
