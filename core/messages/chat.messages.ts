import * as m from '#core-messages';

/** The chat's texts for the shopper: its error bar (SPEC §8) and the closed conversation's notice. */
export const CHAT_MESSAGES = {
  startFailed: m.core_chat_start_failed(),
  loadFailed: m.core_chat_load_failed(),
  sendFailed: m.core_chat_send_failed(),
  closed: m.core_chat_closed(),
  closedNotice: m.core_chat_closed_notice(),
} as const;
