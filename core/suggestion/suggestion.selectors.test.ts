import { describe, expect, it } from 'vitest';
import { initialRootState, type RootState } from '../root.reducer';
import { selectSuggestion } from './suggestion.selectors';

describe('suggestion selectors', () => {
  it('a suggestion by handle, undefined until asked for', () => {
    const ghee = {
      handle: 'ghee',
      status: 'loading',
      title: null,
      thumbnail: null,
      variantId: null,
      variantTitle: null,
      price: null,
    } as const;
    const state: RootState = { ...initialRootState, suggestions: { ghee } };
    expect(selectSuggestion('ghee')(state)).toBe(ghee);
    expect(selectSuggestion('atta')(state)).toBeUndefined();
  });
});
