import type { CatalogState } from '../../core/catalog/catalog.model';

/** The id of the JSON script that carries a prerendered page's state snapshot. */
export const PRERENDERED_STATE_ID = 'prerendered-state';

/** What a prerendered page carries: its route and the catalogue it was rendered from (see `catalogSnapshot`). */
export interface PrerenderedState {
  readonly version: 1;
  /** The id of the route the page is (`ui/routes/route-table.ts`), whose code must be here before hydrating. */
  readonly route: string;
  readonly catalog: CatalogState;
}

/** Characters that could end the script element or start markup, written as JSON escapes instead. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * The snapshot as a `<script type="application/json">` element. No data can close the element or
 * open a comment: `<`, `>` and `&` (and the line separators) are written as `\uXXXX` escapes,
 * which JSON.parse reads back as the same characters.
 */
export function prerenderedStateScript(state: PrerenderedState): string {
  const json = JSON.stringify(state).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script id="${PRERENDERED_STATE_ID}" type="application/json">${json}</script>`;
}

/** The snapshot a prerendered page carries, or null for a page that has none (or one it cannot read). */
export function readPrerenderedState(document: Document): PrerenderedState | null {
  const text = document.getElementById(PRERENDERED_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<PrerenderedState> | null;
    const readable =
      state?.version === 1 &&
      typeof state.route === 'string' &&
      typeof state.catalog === 'object' &&
      state.catalog !== null;
    return readable ? (state as PrerenderedState) : null;
  } catch {
    return null;
  }
}
