/** Who the shopper is for analytics (SPEC §6): the phone with its country code, and the email. */
export interface AnalyticsIdentity {
  /** `+` and digits (`+919876543210`); null when the account has no phone. */
  readonly phone: string | null;
  readonly email: string | null;
}

/** A property value of an analytics event: never text the shopper typed. */
export type AnalyticsValue = string | number | boolean | null | readonly AnalyticsItem[];

/** One line of an order for analytics (SPEC §3): id, title, quantity and total in rupees. */
export interface AnalyticsItem {
  readonly id: string;
  readonly title: string;
  readonly quantity: number;
  readonly total: number;
}

/** One analytics event: what the shopper did, by name, with flat properties. */
export interface AnalyticsTrack {
  readonly name: string;
  readonly properties: Readonly<Record<string, AnalyticsValue>>;
}

/** Where analytics go. The default adapter sends them to the store's own `/monitoring` tunnel. */
export interface AnalyticsPort {
  /** Sets who the following events are about; null forgets the shopper (logout). */
  identify(identity: AnalyticsIdentity | null): void;
  track(event: AnalyticsTrack): void;
}

/** One entry of a replay: what happened, without anything the shopper typed (see `replayOf`). */
export interface ReplayEntry {
  readonly seq: number;
  readonly at: number;
  readonly source: string;
  readonly type: string;
  readonly payload?: Readonly<Record<string, string | number | boolean | null>>;
}

/** Something that went wrong, where, and the replay of the events that led to it. */
export interface ErrorReport {
  /** Which part failed: an epic's name, or the UI boundary (`ui:shell`, `ui:route`, `ui:chat`). */
  readonly where: string;
  readonly message: string;
  /** The events before the error, when the error was sampled for a replay. */
  readonly replay: readonly ReplayEntry[] | null;
}

/** Where errors and session replays go. The default adapter sends them to the `/monitoring` tunnel. */
export interface ErrorReportingPort {
  report(report: ErrorReport): void;
  /** A session replay of a visit sampled for one: the events since the last one was sent. */
  replay(entries: readonly ReplayEntry[]): void;
}
