/**
 * SPEC §9 error reporting, as configuration: every error is reported with its trace (the replay of
 * the events that led to it) and its replay; one visit in ten sends a session replay.
 */
export const MONITORING_SAMPLING = { traces: 1, replaysOnError: 1, sessionReplays: 0.1 } as const;

/** How many events before an error its replay holds. */
export const REPLAY_ON_ERROR_EVENTS = 100;

/** A 32-bit FNV-1a hash of `text`: the same text gives the same number, which does not give the text back. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * True when the draw `key` falls in the sampled share `rate` (0 to 1). Decided from a hash of the
 * key (a visit's session id), so a visit decides once and a test decides the same way every time.
 */
export function sampled(key: string, rate: number): boolean {
  if (rate >= 1) return true;
  if (rate <= 0) return false;
  return hash32(key) / 0x1_0000_0000 < rate;
}
