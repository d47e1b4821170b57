import { describe, expect, it } from 'vitest';
import { validateUser } from './slice-validators';

const storedUser = {
  isLoggedIn: false,
  accessToken: null,
  refreshToken: null,
  userData: null,
  id: null,
  cart_id: null,
};

describe('a stored user slice', () => {
  it('keeps the language the shopper chose', () => {
    expect(validateUser({ ...storedUser, language: 'hi' })?.language).toBe('hi');
    expect(validateUser({ ...storedUser, language: 'en' })?.language).toBe('en');
  });

  it('drops a language the store is not written in, keeping the rest of the user', () => {
    for (const language of ['fr', 'HI', 42, null, { hi: true }]) {
      const user = validateUser({ ...storedUser, language });
      expect(user).not.toBeNull();
      expect(user && 'language' in user).toBe(false);
    }
  });
});
