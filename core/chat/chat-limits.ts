/** The longest chat message the shopper can write (characters). */
export const CHAT_MESSAGE_MAX_CHARS = 4000;
/** Messages per history page (SPEC §9). */
export const HISTORY_PAGE_SIZE = 50;
/** Delay before the list scrolls to its end after a send or an incoming message (SPEC §9). */
export const SCROLL_AFTER_SEND_MS = 100;
/** How long the connection must stay down, panel open, before 'Reconnecting...' shows. */
export const RECONNECTING_AFTER_MS = 3000;
