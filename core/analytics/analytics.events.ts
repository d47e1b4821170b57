export type AnalyticsEvent =
  /** A product view's session event was posted (SPEC §7), with the answer's status. */
  { readonly type: 'analytics/sessionEventReported'; readonly payload: { readonly status: number } };
