const LOGIN_PAGE = /^\/login(?:[/?#]|$)/;
/** Stands in for the store's own origin: only whether a path stays on it matters. */
const THIS_SITE = 'http://this-site.invalid';

/**
 * `path` as the browser's URL parser reads it (tabs and newlines dropped, backslashes as slashes,
 * dot segments resolved), when that stays on this site and is not the login page; otherwise null.
 * The answer parses to itself, so what is checked is where the browser goes.
 */
export function safeReturnPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/')) return null;
  let parsed: URL;
  try {
    parsed = new URL(path, THIS_SITE);
  } catch {
    return null;
  }
  const normalised = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  if (parsed.origin !== THIS_SITE || new URL(normalised, THIS_SITE).href !== parsed.href) return null;
  return LOGIN_PAGE.test(normalised) ? null : normalised;
}
