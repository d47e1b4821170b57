import { describe, expect, it } from 'vitest';
import { createTestCore } from '../../harness/fakes';
import { STORAGE_KEYS } from '../storage-keys';

describe('the login form in persisted state', () => {
  it('keeps no typed password, OTP, email or phone in localStorage, while it writes the user slice', () => {
    const { store, fakes } = createTestCore({ start: true });
    store.dispatch({ type: 'account/loginOpenRequested', payload: { from: '/cart' } });
    const typed = {
      phone: '98765 43210',
      otp: '482915',
      email: 'typed.shopper@example.in',
      password: 'Typed-Secret-77',
      firstName: 'Typedname',
      lastName: 'Typedsurname',
    } as const;
    for (const [field, value] of Object.entries(typed) as [keyof typeof typed, string][])
      store.dispatch({ type: 'account/loginFieldChangeRequested', payload: { field, value } });
    expect(store.getState().account.login.fields).toEqual(typed);
    fakes.clock.advance(5_000);
    const written = fakes.storage.snapshot()[STORAGE_KEYS.persistedRoot] ?? '';
    expect(written).toContain('/cart');
    for (const value of Object.values(typed)) expect(written).not.toContain(value);
    expect(written).not.toContain('98765');
  });
});
