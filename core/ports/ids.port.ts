/** Identifiers the client makes itself. */
export interface IdsPort {
  /** An id for a local message not yet confirmed by the server; starts with 'temp_'. */
  tempId(): string;
  /** A guest identity of the form guest_{timestamp}_{random}. */
  guestId(timestamp: number): string;
  /** An id for one visit (one start of the app). */
  sessionId(): string;
}
