import { catchError, defer, from, mergeMap, of, type Observable } from 'rxjs';
import type { CommerceFactory, CommercePort, CommerceTraits } from './commerce.port';
import { NO_ANSWER } from './commerce-results';

type Call = Exclude<keyof CommercePort, keyof CommerceTraits>;

/**
 * Every call of the port, with what it answers when the adapter's code cannot be fetched: a `failed` result (status 0,
 * as with no answer at all), or, for the fire-and-forget reports, null ("not sent").
 */
const CALLS = {
  categories: 'result',
  category: 'result',
  listing: 'result',
  rail: 'result',
  product: 'result',
  productSummary: 'result',
  searchSuggestions: 'result',
  searchProducts: 'result',
  createCart: 'result',
  createCustomerCart: 'result',
  cartLines: 'result',
  addLine: 'result',
  setLineQuantity: 'result',
  removeLine: 'result',
  applyPromotion: 'result',
  removePromotion: 'result',
  sendOtp: 'result',
  verifyOtp: 'result',
  passwordLogin: 'result',
  register: 'result',
  profile: 'result',
  saveProfile: 'result',
  orders: 'result',
  pinCode: 'result',
  setCheckoutDetails: 'result',
  shippingOptions: 'result',
  checkoutCart: 'result',
  selectShippingOption: 'result',
  selectPayment: 'result',
  complete: 'result',
  order: 'result',
  listAddresses: 'result',
  saveAddress: 'result',
  userMetadata: 'notSent',
  sessionEvent: 'notSent',
  logout: 'notSent',
} as const satisfies Record<Call, 'result' | 'notSent'>;

/**
 * A commerce adapter whose code is not in the entry bundle. Its code starts loading when the store builds it, and
 * each call waits for it; a call made when the code cannot be fetched answers as a request without an answer does, and
 * the next call fetches it again. `traits` are what the adapter says of itself, needed before its code is there
 * (COMMERCE_TRAITS).
 */
export function lazyCommerce(traits: CommerceTraits, load: () => Promise<CommerceFactory>): CommerceFactory {
  return (context) => {
    let loading: Promise<CommercePort> | null = null;
    const port = (): Promise<CommercePort> =>
      (loading ??= load().then(
        (factory) => factory(context),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      ));
    port().catch(() => undefined);
    const forward = (call: Call) => {
      const unloaded = CALLS[call] === 'result' ? NO_ANSWER : null;
      return (...args: unknown[]): Observable<unknown> =>
        defer(() => from(port())).pipe(
          catchError(() => of(null)),
          mergeMap((loaded) =>
            loaded ? (loaded[call] as (...given: unknown[]) => Observable<unknown>)(...args) : of(unloaded),
          ),
        );
    };
    const calls = Object.fromEntries(Object.keys(CALLS).map((call) => [call, forward(call as Call)]));
    return { ...traits, ...calls } as unknown as CommercePort;
  };
}
