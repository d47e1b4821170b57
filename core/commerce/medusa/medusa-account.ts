import { map, of, switchMap, type Observable } from 'rxjs';
import type { Profile } from '../../account/account.model';
import { isOk } from '../../http/api-client';
import type { HttpResponse } from '../../ports';
import {
  COMMERCE_TRAITS,
  type AccountCommerce,
  type CommerceContext,
  type CommerceFailure,
  type CommerceResult,
  type LoginSession,
} from '../commerce.port';
import { toAuthToken, toOrdersPage, toProfile } from './medusa-account.decode';
import { decoded, failureOf, success } from './medusa-results';

export const MEDUSA_ACCOUNT_PATHS = {
  login: '/auth/customer/emailpass',
  register: '/auth/customer/emailpass/register',
  customers: '/store/customers',
  me: '/store/customers/me',
  orders: '/store/orders',
} as const;

const CUSTOMER_FIELDS = 'id,email,first_name,last_name,phone';
export const ORDER_FIELDS =
  'id,display_id,created_at,status,total,currency_code,items.id,items.title,items.product_title,items.quantity,items.unit_price,items.total,items.thumbnail,items.variant_id,items.variant_title,items.product_handle';
/** The order history shows this many, newest first. */
export const ORDERS_LIMIT = 50;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Medusa's auth routes answer a refused email or password (or a taken email) with 400 or 401: the input was refused.
 */
function authFailureOf(response: HttpResponse): CommerceFailure {
  return response.status === 400 || response.status === 401 ? failureOf(response, 'invalid') : failureOf(response);
}

const tokenOf = (source: Observable<HttpResponse>): Observable<CommerceResult<string>> =>
  source.pipe(
    map((response) => {
      if (!isOk(response)) return authFailureOf(response);
      const token = toAuthToken(response.body);
      return token === null ? failureOf(response) : success(token);
    }),
  );

const not = <T>(): Observable<CommerceResult<T>> =>
  of<CommerceResult<T>>({ ok: false, kind: 'failed', status: 0, message: null });

/**
 * Customer accounts on Medusa v2: email and password through the `emailpass` auth provider; the
 * JWT is the session's access token (no refresh token). Phone OTP is not a Medusa route.
 */
export function createMedusaAccount({ api, raw }: CommerceContext): AccountCommerce {
  /** The customer behind a token; the token is not in state yet, so the header is given explicitly. */
  const sessionFor = (token: string): Observable<CommerceResult<LoginSession>> =>
    raw.get(MEDUSA_ACCOUNT_PATHS.me, { query: { fields: CUSTOMER_FIELDS }, headers: bearer(token) }).pipe(
      decoded(toProfile),
      map((profile) =>
        profile.ok ? success({ accessToken: token, refreshToken: null, profile: profile.value }) : profile,
      ),
    );

  const passwordLogin = (email: string, password: string) =>
    raw.post(MEDUSA_ACCOUNT_PATHS.login, { email, password }).pipe(
      tokenOf,
      switchMap((token) => (token.ok ? sessionFor(token.value) : of(token))),
    );

  return {
    loginMethod: COMMERCE_TRAITS.medusa.loginMethod,
    sendOtp: () => not(),
    verifyOtp: () => not(),
    passwordLogin,
    /** Medusa's customer token is a JWT it cannot revoke: nothing is sent. */
    logout: () => of(null),
    /**
     * Register the identity, create the customer with the registration token, then log in for a customer-bound token.
     */
    register: ({ email, password, firstName, lastName, phone }) =>
      raw.post(MEDUSA_ACCOUNT_PATHS.register, { email, password }).pipe(
        tokenOf,
        switchMap((token) => {
          if (!token.ok) return of(token);
          const customer = { email, first_name: firstName, last_name: lastName, ...(phone ? { phone } : {}) };
          return raw.post(MEDUSA_ACCOUNT_PATHS.customers, customer, { headers: bearer(token.value) }).pipe(
            decoded(toProfile),
            switchMap((created) => (created.ok ? passwordLogin(email, password) : of(created))),
          );
        }),
      ),
    profile: () => api.get(MEDUSA_ACCOUNT_PATHS.me, { query: { fields: CUSTOMER_FIELDS } }).pipe(decoded(toProfile)),
    /**
     * Saves the names. Medusa's store API cannot change a customer's email (`POST
     * /store/customers/me` takes names, phone and company only): a changed email is `invalid`.
     */
    saveProfile: (changes) =>
      api
        .post(
          MEDUSA_ACCOUNT_PATHS.me,
          { first_name: changes.first_name, last_name: changes.last_name },
          { query: { fields: CUSTOMER_FIELDS } },
        )
        .pipe(
          decoded(toProfile),
          map((saved): CommerceResult<Profile> => {
            if (!saved.ok) return saved;
            const sameEmail = saved.value.email.trim().toLowerCase() === changes.email.trim().toLowerCase();
            return sameEmail ? saved : { ok: false, kind: 'invalid', status: 200, message: null };
          }),
        ),
    orders: () =>
      api
        .get(MEDUSA_ACCOUNT_PATHS.orders, {
          query: { fields: ORDER_FIELDS, order: '-created_at', limit: ORDERS_LIMIT, offset: 0 },
        })
        .pipe(decoded(toOrdersPage)),
  };
}
