/** The chat's texts for the shopper: its error bar (SPEC §8) and the closed conversation's notice. */
export const CHAT_MESSAGES = {
  startFailed: 'Failed to start chat. Please try again.',
  loadFailed: 'Failed to load messages.',
  sendFailed: 'Failed to send message. Please try again.',
  closed: 'This chat was closed. Send a new message to start a fresh chat.',
  closedNotice: 'This chat was closed',
} as const;
