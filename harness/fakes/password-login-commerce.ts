import { map } from 'rxjs';
import { brandCommerce } from '../../core/commerce/brand/brand.commerce';
import type { CommerceFactory, CommerceResult, LoginSession } from '../../core/commerce/commerce.port';
import type { HttpResponse } from '../../core/ports';

/** The paths this fake logs in and registers on: Medusa v2's customer auth. */
export const PASSWORD_LOGIN_PATH = '/auth/customer/emailpass';
export const PASSWORD_REGISTER_PATH = '/auth/customer/emailpass/register';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

function toSession(response: HttpResponse): CommerceResult<LoginSession> {
  const body = record(response.body);
  const customer = record(body['customer']);
  if (
    response.status >= 200 &&
    response.status < 300 &&
    typeof body['token'] === 'string' &&
    typeof customer['id'] === 'string'
  ) {
    const first = String(customer['first_name'] ?? '');
    const last = String(customer['last_name'] ?? '');
    return {
      ok: true,
      value: {
        accessToken: body['token'],
        refreshToken: null,
        profile: {
          id: customer['id'],
          first_name: first,
          last_name: last,
          name: `${first} ${last}`.trim(),
          email: String(customer['email'] ?? ''),
          phone: '',
          phone_country_code: '+91',
        },
      },
    };
  }
  const message = typeof body['message'] === 'string' ? body['message'] : null;
  const kind =
    response.status >= 200 && response.status < 300
      ? 'unreadable'
      : response.status === 401 || response.status === 400
        ? 'invalid'
        : 'failed';
  return { ok: false, kind, status: response.status, message };
}

/**
 * A test double of a commerce adapter whose login method is email and password (as Medusa's will
 * be): the brand adapter for everything else, and login and registration posted through the
 * authenticated client to Medusa's customer-auth paths, answered `{ token, customer }`. Not the
 * Medusa adapter: only what the password-login tests need.
 */
export const passwordLoginCommerce: CommerceFactory = (context) => ({
  ...brandCommerce(context),
  loginMethod: 'password',
  passwordLogin: (email, password) => context.api.post(PASSWORD_LOGIN_PATH, { email, password }).pipe(map(toSession)),
  register: (details) => context.api.post(PASSWORD_REGISTER_PATH, details).pipe(map(toSession)),
});
