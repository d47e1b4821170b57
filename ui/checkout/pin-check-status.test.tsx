// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PinCodeStatus } from '../../core/checkout/checkout.model';
import { initialRootState } from '../../core/root.reducer';
import { renderComponent } from '../testing/render-component';
import { PinCheckStatus } from './pin-check-status';

afterEach(cleanup);

function renderChecked(pin: { pinCode: string; status: PinCodeStatus } | null, pinCode: string, errorId?: string) {
  const initialState = { ...initialRootState, checkout: { ...initialRootState.checkout, pin } };
  return renderComponent(<PinCheckStatus pinCode={pinCode} {...(errorId ? { errorId } : {})} />, { initialState });
}

describe('PinCheckStatus', () => {
  it('says the pin code is being checked, then that we deliver there', () => {
    renderChecked({ pinCode: '122002', status: 'checking' }, '122002');
    expect(screen.getByRole('status').textContent).toBe('Checking pin code…');
    cleanup();
    renderChecked({ pinCode: '122002', status: 'serviceable' }, '122002');
    expect(screen.getByRole('status').textContent).toBe('We deliver to 122002.');
  });

  it('says nothing of a check of another pin code', () => {
    const { view } = renderChecked({ pinCode: '122002', status: 'serviceable' }, '560001');
    expect(view.container.textContent).toBe('');
  });

  it('says we do not deliver only where it is given the id of the alert, for the control it describes', () => {
    const { view } = renderChecked({ pinCode: '175101', status: 'unserviceable' }, '175101');
    expect(view.container.textContent).toBe('');
    cleanup();
    renderChecked({ pinCode: '175101', status: 'unserviceable' }, '175101', 'saved-address-error');
    const alert = screen.getByRole('alert');
    expect(alert.id).toBe('saved-address-error');
    expect(alert.textContent).toBe('Sorry, we do not deliver to 175101 yet. Try another address.');
  });
});
