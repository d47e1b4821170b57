import { describe, expect, it } from 'vitest';
import { initialRootState, type RootState } from '../root.reducer';
import { selectSearch } from './search.selectors';

describe('search selectors', () => {
  it('the search box state', () => {
    const search: RootState['search'] = { query: 'gh', suggestions: [], suggestionsFor: null, pending: 'gh' };
    expect(selectSearch({ ...initialRootState, search })).toBe(search);
  });
});
