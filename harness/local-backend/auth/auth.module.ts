import type { BackendContext, BackendModule } from '../backend-module';
import { badRequest, HttpError, notFound, unauthorized } from '../http/http-error';
import type { RequestContext, Reply, Router } from '../http/router';
import { Fields, queryInteger } from '../http/validate';
import { RateLimiter, type RateLimit } from '../http/rate-limit';
import { ActivityLog, MAX_REPORT_BYTES, parseMetadata, parseSessionEvent } from './activity-log';
import { AddressBook } from './address-book';
import { jsonBytes } from '../control/bounded-log';
import { parseAddress } from '../checkout/checkout.module';
import type { PlacedOrderView } from '../checkout/checkout.model';
import { OrderBook } from '../checkout/order-book';
import { CustomerStore, type Customer, type Order, type ProfileChanges } from './customer-store';
import { OtpService } from './otp-service';
import { maskPhoneNumber, parsePhoneNumber, phoneKey } from './phone-number';
import { TokenService } from './token-service';

const PROFILE_FIELDS = new Set(['first_name', 'last_name', 'name', 'email']);
const READ_ONLY_FIELDS = new Set(['phone', 'phone_country_code']);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** How fast one client (by address) may ask for OTPs, whatever the numbers: a burst, then a steady rate. */
export const OTP_SENDS_PER_CLIENT: RateLimit = { burst: 30, perSecond: 0.5 };
const DEFAULT_ORDER_LIMIT = 10;
/** How much a saved address's metadata may hold. */
const MAX_ADDRESS_METADATA_BYTES = 1024;
const MAX_ORDER_LIMIT = 100;

const VERIFY_FAILURES = {
  missing: 'No OTP was requested for this number. Request a new one.',
  expired: 'The OTP has expired. Request a new one.',
  incorrect: 'The OTP is incorrect',
  locked: 'Too many incorrect attempts. Request a new OTP.',
} as const;

function customerBody(customer: Customer) {
  const { id, first_name, last_name, name, email, phone, phone_country_code } = customer;
  return { id, first_name, last_name, name, email, phone, phone_country_code };
}

function text(value: unknown, field: string, options: { allowEmpty: boolean; maxLength: number }): string {
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`);
  const trimmed = value.trim().replace(/\s+/g, ' ');
  if (!options.allowEmpty && trimmed === '') throw badRequest(`${field} must not be empty`);
  if (trimmed.length > options.maxLength) throw badRequest(`${field} must be at most ${options.maxLength} characters`);
  return trimmed;
}

/** Validates a profile update: known fields only, a valid email, and never the phone number. */
function parseProfileChanges(body: unknown): ProfileChanges {
  const fields = new Fields(body);
  const record = body as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.some((key) => READ_ONLY_FIELDS.has(key))) throw badRequest('The phone number cannot be changed');
  const unknown = keys.filter((key) => !PROFILE_FIELDS.has(key));
  if (unknown.length > 0) throw badRequest(`Unrecognized fields: ${unknown.join(', ')}`);
  const pick = (name: string, allowEmpty: boolean, maxLength = 100) => {
    const value = fields.raw(name);
    return value === undefined ? {} : { [name]: text(value, name, { allowEmpty, maxLength }) };
  };
  const changes: ProfileChanges = {
    ...pick('first_name', false),
    ...pick('last_name', true),
    ...pick('name', false, 200),
  };
  const email = fields.raw('email');
  if (email === undefined) return changes;
  const address = text(email, 'email', { allowEmpty: false, maxLength: 254 }).toLowerCase();
  if (!EMAIL.test(address)) throw badRequest('email must be a valid email address');
  return { ...changes, email: address };
}

/** The auth module, which also tells other modules whose a bearer token is. */
export interface AuthModule extends BackendModule {
  /** The customer id of a valid access token, or null. */
  customerIdFor(bearer: string | null): string | null;
}

/** Placed orders in the shape of the seeded ones (their extra Medusa fields kept). */
const asOrder = (order: PlacedOrderView): Order => order;

/**
 * Phone OTP login, token refresh, logout (`POST /api/v1/auth/logout` revokes the bearer token and
 * the refresh token issued with it; it answers 200 whatever the token, so logging out never fails),
 * the customer's profile, saved addresses (Medusa v2's `/store/customers/me/addresses`, with DELETE)
 * and orders, and the user-metadata and session-event reports. The OTP is printed to the server log;
 * `/__local/auth/*` lets tests read it and expire tokens.
 */
export function createAuthModule(context: BackendContext, placed: OrderBook = new OrderBook()): AuthModule {
  const otps = new OtpService(context.now, context.log);
  const tokens = new TokenService(context.now);
  const customers = new CustomerStore(context.now);
  const addresses = new AddressBook(context.now);
  const activity = new ActivityLog();
  const otpSends = new RateLimiter(OTP_SENDS_PER_CLIENT, context.now);
  const receivedAt = () => new Date(context.now()).toISOString();

  const signedIn = (ctx: RequestContext): Customer => {
    const customerId = tokens.customerFor(ctx.bearer);
    const customer = customerId ? customers.get(customerId) : null;
    if (!customer) throw unauthorized(ctx.bearer ? 'The access token is invalid or has expired' : 'Log in to continue');
    return customer;
  };

  const sendOtp = async (ctx: RequestContext): Promise<Reply> => {
    const wait = otpSends.take(ctx.req.socket.remoteAddress ?? 'unknown');
    if (wait !== null) {
      ctx.req.resume();
      throw new HttpError(429, 'not_allowed', `Too many OTP requests. Try again in ${wait} s.`, {
        'retry-after': String(wait),
      });
    }
    const fields = new Fields(await ctx.json());
    const number = parsePhoneNumber(fields.raw('phone'), fields.raw('phone_country_code'));
    const result = otps.send(phoneKey(number));
    if (!result.ok) {
      const minutes = Math.ceil(result.retryAfterSeconds / 60);
      return {
        status: 429,
        headers: { 'retry-after': String(result.retryAfterSeconds) },
        body: {
          type: 'not_allowed',
          message: `Too many OTP requests for this number. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        },
      };
    }
    context.log(`OTP for ${maskPhoneNumber(number)}: ${result.otp}`);
    return { body: { sent: true, expires_in: result.expiresIn } };
  };

  const verifyOtp = async (ctx: RequestContext): Promise<Reply> => {
    const fields = new Fields(await ctx.json());
    const number = parsePhoneNumber(fields.raw('phone'), fields.raw('phone_country_code'));
    const otp = fields.raw('otp');
    const code = typeof otp === 'number' && Number.isInteger(otp) ? String(otp).padStart(6, '0') : otp;
    if (typeof code !== 'string' || !/^\d{6}$/.test(code.trim())) throw badRequest('otp must be 6 digits');
    const outcome = otps.verify(phoneKey(number), code.trim());
    if (outcome !== 'ok') throw badRequest(VERIFY_FAILURES[outcome]);
    const { customer, created } = customers.findOrCreate(number);
    if (created) context.log(`New customer ${customer.id} for ${maskPhoneNumber(number)}`);
    placed.claimGuestOrders(number.phone, customer.id);
    return { body: { ...tokens.issue(customer.id), customer: customerBody(customer) } };
  };

  const refresh = async (ctx: RequestContext): Promise<Reply> => {
    const token = new Fields(await ctx.json()).string('refresh_token', { maxLength: 500 });
    const pair = tokens.rotate(token);
    if (!pair) throw unauthorized('The refresh token is invalid or has expired');
    return { body: pair };
  };

  return {
    name: 'auth',
    customerIdFor: (bearer) => {
      const id = tokens.customerFor(bearer);
      return id && customers.get(id) ? id : null;
    },
    routes(router: Router) {
      router
        .post('/api/v1/auth/login/send-otp', sendOtp)
        .post('/api/v1/auth/login/verify-otp', verifyOtp)
        .post('/api/v1/auth/refresh', refresh)
        .post('/api/v1/auth/logout', (ctx) => {
          ctx.req.resume();
          tokens.revoke(ctx.bearer);
          return { body: { logged_out: true } };
        })
        .get('/store/customers/me', (ctx) => ({ body: { customer: customerBody(signedIn(ctx)) } }))
        .post('/store/customers/me', async (ctx) => {
          const customer = signedIn(ctx);
          const changes = parseProfileChanges(await ctx.json());
          return { body: { customer: customerBody(customers.update(customer.id, changes)) } };
        })
        .get('/store/customers/me/addresses', (ctx) => {
          const all = addresses.of(signedIn(ctx).id);
          return { body: { addresses: all, count: all.length, offset: 0, limit: all.length } };
        })
        .post('/store/customers/me/addresses', async (ctx) => {
          const customer = signedIn(ctx);
          const body = await ctx.json();
          const fields = new Fields(body, 'address');
          const metadata = fields.raw('metadata');
          if (metadata !== undefined && metadata !== null && (typeof metadata !== 'object' || Array.isArray(metadata)))
            throw badRequest('metadata must be an object');
          if (jsonBytes(metadata ?? null) > MAX_ADDRESS_METADATA_BYTES)
            throw badRequest(`metadata must be at most ${MAX_ADDRESS_METADATA_BYTES} bytes of JSON`);
          const extra = {
            metadata: (metadata ?? null) as Record<string, unknown> | null,
            addressName: fields.text('address_name', 100) || null,
          };
          const saved = addresses.add(customer.id, parseAddress(body, 'address'), extra);
          return { body: { customer: { ...customerBody(customer), addresses: saved } } };
        })
        .delete('/store/customers/me/addresses/:id', (ctx) => {
          const customer = signedIn(ctx);
          const id = ctx.params['id'] ?? '';
          const left = addresses.remove(customer.id, id);
          return {
            body: {
              id,
              object: 'customer_address',
              deleted: true,
              parent: { ...customerBody(customer), addresses: left },
            },
          };
        })
        .get('/store/orders', (ctx) => {
          const customer = signedIn(ctx);
          const limit = queryInteger(ctx.url.searchParams, 'limit', DEFAULT_ORDER_LIMIT, MAX_ORDER_LIMIT);
          const offset = queryInteger(ctx.url.searchParams, 'offset', 0, Number.MAX_SAFE_INTEGER);
          const all = [
            ...placed.ofCustomer(customer.id).map(asOrder),
            ...customers.ordersOf(customer.id, Number.MAX_SAFE_INTEGER, 0).orders,
          ];
          return { body: { orders: all.slice(offset, offset + limit), count: all.length, limit, offset } };
        })
        .get('/store/orders/:id', (ctx) => {
          const id = ctx.params['id'] ?? '';
          const checkedOut = placed.byId(id);
          if (checkedOut && checkedOut.customer_id === null) return { body: { order: checkedOut } };
          const customer = ctx.bearer ? signedIn(ctx) : null;
          const order =
            checkedOut && checkedOut.customer_id === customer?.id
              ? checkedOut
              : customer
                ? customers.order(customer.id, id)
                : null;
          if (!order) throw notFound(`Order ${id} was not found`);
          return { body: { order } };
        })
        .post('/api/v1/users/metadata', async (ctx) => {
          context.checkSameOrigin(ctx.req);
          activity.metadata.push(parseMetadata(await ctx.json(MAX_REPORT_BYTES), receivedAt()));
          return { body: { ok: true } };
        })
        .post('/api/v1/events/session-events', async (ctx) => {
          context.checkSameOrigin(ctx.req);
          activity.sessionEvents.push(parseSessionEvent(await ctx.json(MAX_REPORT_BYTES), receivedAt()));
          return { body: { ok: true } };
        });
    },
    controlRoutes(router: Router) {
      router
        .post('/__local/auth/expire-token', async (ctx) => {
          const token = new Fields(await ctx.json()).optionalString('access_token', { maxLength: 500 });
          return { body: { expired: tokens.expire(token) } };
        })
        .get('/__local/auth/last-otp', (ctx) => {
          const number = parsePhoneNumber(
            ctx.url.searchParams.get('phone') ?? '',
            ctx.url.searchParams.get('phone_country_code'),
          );
          const sent = otps.last(phoneKey(number));
          if (!sent) throw notFound(`No OTP was sent to ${maskPhoneNumber(number)}`);
          return {
            body: {
              phone: number.phone,
              phone_country_code: number.phoneCountryCode,
              otp: sent.otp,
              sent_at: new Date(sent.sentAt).toISOString(),
              expires_at: new Date(sent.expiresAt).toISOString(),
            },
          };
        })
        .get('/__local/events', () => ({
          body: { metadata: activity.metadata.values(), sessionEvents: activity.sessionEvents.values() },
        }));
    },
    reset() {
      otps.reset();
      tokens.reset();
      customers.reset();
      addresses.reset();
      activity.reset();
      otpSends.reset();
    },
  };
}
