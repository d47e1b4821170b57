import { describe, expect, it } from 'vitest';
import { initialRootState, type RootState } from '../root.reducer';
import { selectRehydrated } from './persist.selectors';

const inPhase = (phase: RootState['persist']['phase']): RootState => ({
  ...initialRootState,
  persist: { ...initialRootState.persist, phase },
});

describe('persist selectors', () => {
  it('rehydrated once stored state was read back, whether it succeeded or failed', () => {
    expect(selectRehydrated(initialRootState)).toBe(false);
    expect(selectRehydrated(inPhase('rehydrated'))).toBe(true);
    expect(selectRehydrated(inPhase('failed'))).toBe(true);
  });
});
