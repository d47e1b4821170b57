/** What a filtered listing shows when no product passes: a way back to every product. */
export function NoFilterMatches({ onClear }: { readonly onClear: () => void }) {
  return (
    <div className="empty-state" role="status">
      <h2>No products match these filters</h2>
      <p>Try another pack size or price, or clear the filters to see every product.</p>
      <button type="button" className="button button--outline" onClick={onClear}>
        Clear all filters
      </button>
    </div>
  );
}
