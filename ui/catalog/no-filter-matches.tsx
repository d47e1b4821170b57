import * as m from '#ui-messages';

/** What a filtered listing shows when no product passes: a way back to every product. */
export function NoFilterMatches({ onClear }: { readonly onClear: () => void }) {
  return (
    <div className="empty-state" role="status">
      <h2>{m.catalog_no_filter_matches_title()}</h2>
      <p>{m.catalog_no_filter_matches_text()}</p>
      <button type="button" className="button button--outline" onClick={onClear}>
        {m.catalog_no_filter_matches_clear()}
      </button>
    </div>
  );
}
