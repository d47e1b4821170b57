import type { LoginMethod } from './account/account.model';
import type { PaymentFees } from './checkout/checkout-policy';
import type { CommerceFactory, CommercePort } from './commerce/commerce.port';
import type { LazyLoader } from './lazy-epics';
import type { Endpoints } from './config';
import type { CoreDependencies, CoreEpic } from './epic';
import { EVENT_SOURCES, type Event } from './events';
import { createApiClients } from './http/api-client';
import type { Ports } from './ports';
import { rootEpic } from './root.epic';
import { lazySlices } from './lazy-slices';
import { lazyStart } from './lazy-start';
import { initialRootState, type RootState } from './root.reducer';
import { createStore, type Store } from './store/store';

export type CoreStore = Store<RootState, Event> & {
  /** How the commerce backend logs a customer in, for the login page. */
  readonly loginMethod: LoginMethod;
  /** What the commerce backend charges for each way to pay, for checkout's payment step and summary. */
  readonly paymentFees: PaymentFees;
  /** The items' subtotal from which the commerce backend delivers free, in paise, for the free-delivery nudge. */
  readonly freeDeliveryFrom: number;
  /** Starts loading the reducers of the slices the first screen does not need (once it is interactive). */
  readonly preloadSlices: () => void;
};

export interface CoreOptions {
  readonly ports: Ports;
  readonly endpoints: Endpoints;
  /** Builds the commerce adapter (brand or medusa) from the HTTP clients and the endpoints. */
  readonly commerce: CommerceFactory;
  /** Start from this state instead of the initial one (tests and scenarios). */
  readonly initialState?: RootState;
  /** Code loaded on demand: dynamic imports in the browser, the modules themselves in tests. */
  readonly load: LazyLoader;
  /** Keep only the newest entries of the event log (the browser keeps a bounded log). */
  readonly logLimit?: number;
  /** The epics to run: every epic of the core unless given (the bench runs only those a store it compares with has). */
  readonly epic?: CoreEpic;
}

/**
 * Builds the storefront's core: the store with every reducer and epic, wired to the given ports.
 * Nothing happens until `app/started` is dispatched; it waits for the startup epics' code (core/lazy-start.ts).
 */
export function createCore(options: CoreOptions): CoreStore {
  const { ports, endpoints } = options;
  let commerce: CommercePort | null = null;
  const slices = lazySlices(options.load);
  const startup = lazyStart(options.load, ports.clock.scheduler);
  const store = createStore<RootState, Event, CoreDependencies>({
    reducer: slices.reduce,
    holdFor: (event, state) => slices.holdFor(event, state) ?? (options.epic ? null : startup.holdFor(event)),
    initialState: options.initialState ?? initialRootState,
    epic: options.epic ?? rootEpic(startup.epic),
    now: () => ports.clock.now(),
    sourceOf: (event) => EVENT_SOURCES[event.type],
    ...(options.logLimit === undefined ? {} : { logLimit: options.logLimit }),
    dependencies: (store) => {
      const clients = createApiClients({
        http: ports.http,
        uploader: ports.uploader,
        endpoints,
        scheduler: ports.clock.scheduler,
        accessToken: () => store.getState().user.accessToken,
      });
      commerce = options.commerce({ api: clients.api, raw: clients.raw, endpoints, load: options.load });
      return {
        ports,
        endpoints,
        api: clients.api,
        raw: clients.raw,
        sessionExpiries: clients.sessionExpiries,
        commerce,
        load: options.load,
        log: () => store.log(),
      };
    },
  });
  if (!commerce) throw new Error('The store did not build its dependencies.');
  return Object.assign(store, {
    loginMethod: (commerce as CommercePort).loginMethod,
    paymentFees: (commerce as CommercePort).paymentFees,
    freeDeliveryFrom: (commerce as CommercePort).freeDeliveryFrom,
    preloadSlices: slices.preload,
  });
}
