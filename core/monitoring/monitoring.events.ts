/** Facts of monitoring that the event log keeps, so what was sent can be told from the log alone. */
export type MonitoringEvent =
  /** A session replay went to the error-reporting port, with every event up to `throughSeq`. */
  { readonly type: 'monitoring/replaySent'; readonly payload: { readonly throughSeq: number } };
