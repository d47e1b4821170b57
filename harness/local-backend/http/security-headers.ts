/**
 * The Content-Security-Policy of the store as built: scripts, styles, fonts and API calls from the
 * store's own origin only (the prerendered state is a `<script type="application/json">`, data the
 * policy does not run), images also as data: URLs (the favicon) and blob: URLs, recorded voice notes
 * played from blob: URLs, never framed by another page (clickjacking), no plugins, no `<base>`.
 */
export const STORE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The store's policy for a UI whose API answers from other origins (medusa mode: the Medusa server): calls and
 * pictures may also go to those origins (each as its `scheme://host:port`).
 */
export function storeCspWithApis(apiUrls: readonly string[]): string {
  const origins = [...new Set(apiUrls.map((url) => new URL(url).origin))].join(' ');
  return STORE_CSP.replace("connect-src 'self'", `connect-src 'self' ${origins}`).replace(
    "img-src 'self' data: blob:",
    `img-src 'self' data: blob: ${origins}`,
  );
}

/**
 * The policy for `npm run dev`: Vite's dev client runs an inline preamble and injects `<style>` elements, and talks
 * to its hot-reload socket on `hmrPort`; still never framed.
 */
export function developmentCsp(hmrPort: number): string {
  return STORE_CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
    .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
    .replace("connect-src 'self'", `connect-src 'self' ws://localhost:${hmrPort} ws://127.0.0.1:${hmrPort}`);
}

/**
 * The headers every answer of the local backend carries (a route may replace the policy with a
 * stricter one of its own): the policy, X-Frame-Options for browsers that predate frame-ancestors,
 * nosniff, and a Referrer-Policy that sends no address to another site.
 */
export function securityHeaders(policy: string = STORE_CSP): Readonly<Record<string, string>> {
  return {
    'content-security-policy': policy,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
  };
}
