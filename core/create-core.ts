import type { LoginMethod } from './account/account.model';
import type { PaymentFees } from './checkout/checkout-policy';
import { COMMERCE_TRAITS, type CommercePort, type CommerceTraits } from './commerce/commerce.port';
import type { Endpoints } from './config';
import type { CoreDependencies, CoreEpic } from './epic';
import type { Event } from './events';
import { createApiClients } from './http/api-client';
import { lazyRuntime, type DependenciesWith, type RuntimeLoader } from './lazy-runtime';
import type { Ports } from './ports';
import { initialRootState, type RootState } from './root-state';
import { createStore, type Store } from './store/store';

export type CoreStore = Store<RootState, Event> & {
  /** How the commerce backend logs a customer in, for the login page. */
  readonly loginMethod: LoginMethod;
  /** What the commerce backend charges for each way to pay, for checkout's payment step and summary. */
  readonly paymentFees: PaymentFees;
  /** The items' subtotal from which the commerce backend delivers free, in paise, for the free-delivery nudge. */
  readonly freeDeliveryFrom: number;
};

export interface CoreOptions {
  readonly ports: Ports;
  readonly endpoints: Endpoints;
  /**
   * The commerce backend the runtime's adapter talks to: what it says of itself (COMMERCE_TRAITS) until the adapter is
   * there to say it.
   */
  readonly backend: CommercePort['backend'];
  /**
   * Loads the core runtime: every reducer, every epic and the commerce adapter (core/lazy-runtime.ts). A dynamic import
   * in the browser, the modules themselves in tests and scenarios.
   */
  readonly load: RuntimeLoader;
  /** Start from this state instead of the initial one (tests and scenarios). */
  readonly initialState?: RootState;
  /** Keep only the newest entries of the event log (the browser keeps a bounded log). */
  readonly logLimit?: number;
  /** The epics to run: every epic of the core unless given (the bench runs only those a store it compares with has). */
  readonly epic?: CoreEpic;
}

/**
 * Builds the storefront's core: the store, wired to the given ports, with the runtime's reducers and epics once its
 * code is there (core/lazy-runtime.ts). Nothing happens until `app/startRequested` is dispatched.
 */
export function createCore(options: CoreOptions): CoreStore {
  const { ports, endpoints, backend } = options;
  const runtime = lazyRuntime(options.load, ports.clock.scheduler);
  let commerce: CommercePort | null = null;
  const store = createStore<RootState, Event, DependenciesWith>({
    reducer: runtime.reduce,
    holdFor: runtime.holdFor,
    initialState: options.initialState ?? initialRootState,
    epic: runtime.epic(options.epic),
    now: () => ports.clock.now(),
    sourceOf: runtime.sourceOf,
    ...(options.logLimit === undefined ? {} : { logLimit: options.logLimit }),
    dependencies:
      (store) =>
      (commerceFactory): CoreDependencies => {
        const clients = createApiClients({
          http: ports.http,
          uploader: ports.uploader,
          endpoints,
          scheduler: ports.clock.scheduler,
          accessToken: () => store.getState().user.accessToken,
        });
        const port = commerceFactory({ api: clients.api, raw: clients.raw, endpoints });
        commerce = port;
        return {
          ports,
          endpoints,
          api: clients.api,
          raw: clients.raw,
          sessionExpiries: clients.sessionExpiries,
          commerce: port,
          log: () => store.log(),
        };
      },
  });
  const traits = (): CommerceTraits => commerce ?? COMMERCE_TRAITS[backend];
  return Object.defineProperties(store, {
    loginMethod: { get: () => traits().loginMethod, enumerable: true },
    paymentFees: { get: () => traits().paymentFees, enumerable: true },
    freeDeliveryFrom: { get: () => traits().freeDeliveryFrom, enumerable: true },
  }) as CoreStore;
}
