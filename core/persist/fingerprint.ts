/**
 * A short, stable fingerprint of a stored value: its length and two independent 32-bit hashes
 * (FNV-1a and djb2). The persist slice keeps it instead of the value itself, which may hold a long
 * chat history, so the event log can say what storage holds without copying it.
 */
export function fingerprint(raw: string): string {
  let fnv = 0x811c9dc5;
  let djb = 5381;
  for (let index = 0; index < raw.length; index += 1) {
    const code = raw.charCodeAt(index);
    fnv = Math.imul(fnv ^ code, 0x01000193) >>> 0;
    djb = (Math.imul(djb, 33) + code) >>> 0;
  }
  return `${raw.length}:${fnv.toString(36)}:${djb.toString(36)}`;
}

/** Whether a string has the shape {@link fingerprint} writes. */
export const isFingerprint = (value: string): boolean => /^\d+:[0-9a-z]+:[0-9a-z]+$/.test(value);
