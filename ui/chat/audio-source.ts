/**
 * The URL an audio message may be played from: an https URL, or a URL on the page's own origin
 * (the local backend serves uploads over http). Anything else (javascript:, data:, blob:, other
 * http hosts, garbage) gives null.
 */
export function safeAudioSrc(content: string, pageOrigin: string): string | null {
  const text = content.trim();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text, pageOrigin);
  } catch {
    return null;
  }
  if (url.protocol === 'https:') return url.href;
  if (url.origin === pageOrigin && (url.protocol === 'http:' || url.protocol === 'https:')) return url.href;
  return null;
}

/** Seconds as m:ss. */
export function formatSeconds(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  return `${minutes}:${seconds.toString().padStart(2, '0')}`;
}
