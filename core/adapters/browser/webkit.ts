/** What {@link isWebKit} reads from `navigator`. */
export interface NavigatorHint {
  readonly userAgent?: string;
  readonly vendor?: string;
}

/**
 * Whether the browser engine is WebKit: Safari, and every browser on iOS (they all use WebKit and
 * report Apple as the vendor). Chromium and Firefox report other vendors; the user agent decides
 * when the vendor is missing.
 */
export function isWebKit(hint: NavigatorHint | undefined): boolean {
  if (hint === undefined) return false;
  if (typeof hint.vendor === 'string' && hint.vendor !== '') return /^Apple/i.test(hint.vendor);
  const agent = hint.userAgent ?? '';
  return /AppleWebKit/i.test(agent) && !/Chrome|Chromium|Android|Edg\//i.test(agent);
}
