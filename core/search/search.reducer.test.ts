import { describe, expect, it } from 'vitest';
import type { Event } from '../events';
import { initialSearchState, searchReducer } from './search.reducer';

const atta = [{ id: 'p1', title: 'Atta', handle: 'atta' }];
const run = (...events: Event[]) => events.reduce(searchReducer, initialSearchState);

describe('search reducer', () => {
  it('keeps the typed text and shows the answer for its trimmed form', () => {
    const state = run(
      { type: 'search/queryChangeRequested', payload: { query: ' atta ' } },
      { type: 'search/suggestionsLoadStarted', payload: { query: 'atta' } },
      { type: 'search/suggestionsLoaded', payload: { query: 'atta', suggestions: atta } },
    );
    expect(state).toEqual({ query: ' atta ', suggestions: atta, suggestionsFor: 'atta', pending: null });
  });

  it('drops an answer for a query that is no longer typed', () => {
    const state = run(
      { type: 'search/queryChangeRequested', payload: { query: 'ghee' } },
      { type: 'search/suggestionsLoaded', payload: { query: 'atta', suggestions: atta } },
    );
    expect(state.suggestions).toEqual([]);
    expect(state.suggestionsFor).toBeNull();
  });

  it('clears the suggestions for blank text', () => {
    const loaded = run(
      { type: 'search/queryChangeRequested', payload: { query: 'atta' } },
      { type: 'search/suggestionsLoaded', payload: { query: 'atta', suggestions: atta } },
    );
    expect(searchReducer(loaded, { type: 'search/queryChangeRequested', payload: { query: '  ' } })).toEqual({
      ...initialSearchState,
      query: '  ',
    });
  });

  it('keeps the previous suggestions when a search fails', () => {
    const loaded = run(
      { type: 'search/queryChangeRequested', payload: { query: 'atta' } },
      { type: 'search/suggestionsLoaded', payload: { query: 'atta', suggestions: atta } },
      { type: 'search/queryChangeRequested', payload: { query: 'attax' } },
      { type: 'search/suggestionsLoadStarted', payload: { query: 'attax' } },
      { type: 'search/failed', payload: { query: 'attax', status: 500 } },
    );
    expect(loaded).toMatchObject({ suggestions: atta, suggestionsFor: 'atta', pending: null });
  });
});
