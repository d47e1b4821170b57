import { describe, expect, it } from 'vitest';
import { initialRootState, type RootState } from '../root.reducer';
import { selectSnackbar } from './snackbar.selectors';

describe('snackbar selectors', () => {
  it('the snackbar slice, as it is (the component reads show, status, message and openings)', () => {
    const snackbar: RootState['snackbar'] = { show: true, status: 'error', message: 'Could not add', openings: 4 };
    expect(selectSnackbar({ ...initialRootState, snackbar })).toBe(snackbar);
  });
});
