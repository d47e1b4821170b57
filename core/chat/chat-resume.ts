import type { RootState } from '../root.reducer';
import { TEMP_MESSAGE_PREFIX } from './chat.model';

/**
 * Whether the last visit left the chat with work to pick up at startup: a panel left open
 * reconnects and catches up, and a message still pending (never answered) fails with its text
 * given back. Either needs the chat's epics before the shopper touches the chat again. Pending
 * messages stand at the end of the list, so its last one tells.
 */
export function chatNeedsResuming(state: RootState): boolean {
  const { messages } = state.chat;
  return state.chat.isOpen || (messages[messages.length - 1]?.id.startsWith(TEMP_MESSAGE_PREFIX) ?? false);
}
