import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserPorts } from '../core/adapters/browser/index';
import { RecordingStore } from '../core/adapters/browser/recording-store';
import { loadRuntime } from '../core/adapters/browser/runtime-loader.adapter';
import type { CommercePort } from '../core/commerce/commerce.port';
import type { Ports } from '../core/ports';
import { medusaRegionIdOf, monitoringConfigOf, resolveEndpoints } from '../core/config';
import { createCore, type CoreStore } from '../core/create-core';
import { App } from './app';
import { readPrerenderedState } from './prerender/prerendered-state';
import { HYDRATED_EVENT } from './prerender/start-after-first-screen';
import { routePageReady } from './routes/route-page';
import { reportUncaughtErrors } from './uncaught-errors';
import { nextTask } from './next-task';
import { whenIdle } from './shared/lazy-component';
import './styles/fonts-dm-sans.css';
import './styles/fonts-devanagari.css';
import { RecordingSourceProvider } from './chat/recording-source';
import './styles/base.css';
import './shell/layout.css';
import './catalog/search.css';
import './shell/panels.css';
import './shell/floating.css';
import './shell/snackbar.css';

function unsupportedBackend(backend: string | undefined): never {
  throw new Error(`This build has no '${backend}' commerce adapter.`);
}

/** Starts the store on `ports`; `watch` wraps the store the UI sees. */
export type StartStore = (ports: Ports, watch?: (store: CoreStore) => CoreStore) => Promise<void>;

declare global {
  interface Window {
    /** The running store, for debugging in development builds only. */
    __store?: CoreStore;
    /**
     * How development builds start the store, set by the development-only entry that runs before this one
     * (harness/recorder/dev-entry.ts, the session recorder): it calls `start`, with its own ports or not.
     */
    __devStart?: (start: StartStore, ports: Ports) => void;
  }
}

// The composition root: the only place that reads the environment and picks the browser ports.
const endpoints = resolveEndpoints(import.meta.env, window.location.origin);
const recordings = new RecordingStore();
// One line per backend. VITE_COMMERCE is a constant Vite writes in at build time (vite.config.ts),
// so each comparison folds and the adapter not chosen is left out of the build. The chosen one is
// not in the entry either: it comes with the core runtime, which loads as the store starts.
const backend: CommercePort['backend'] =
  import.meta.env.VITE_COMMERCE === 'brand' || import.meta.env.VITE_COMMERCE === 'medusa'
    ? import.meta.env.VITE_COMMERCE
    : unsupportedBackend(import.meta.env.VITE_COMMERCE);
// The core runtime is fetched at once for a page that is not prerendered (its content needs the runtime); for a
// prerendered one, once it is hydrated and the browser idle, so neither the runtime's download nor its evaluation
// delays the first paint; the store holds what the shopper does until it is there.
let rendered = (): void => undefined;
const loadCore = loadRuntime(
  () =>
    import.meta.env.VITE_COMMERCE === 'medusa'
      ? import('../core/commerce/medusa/medusa.commerce').then((module) =>
          module.createMedusaCommerce({ regionId: medusaRegionIdOf(import.meta.env) }),
        )
      : import('../core/commerce/brand/brand.commerce').then((module) => module.brandCommerce),
  new Promise<void>((resolve) => (rendered = resolve)),
);
const browserPorts = createBrowserPorts({
  recordings,
  monitoring: monitoringConfigOf(import.meta.env, window.location.origin),
});

// Builds made with VITE_RECORDER=1 (npm start and npm run dev) load a development-only entry before this
// one (vite.config.ts, devEntry), which starts the store itself (the session recorder, issue 12); elsewhere
// the condition folds to false.
if (import.meta.env.VITE_RECORDER === '1' && window.__devStart) window.__devStart(start, browserPorts);
else void start(browserPorts);

/**
 * Builds the core on `ports` and renders the app; `watch` wraps the store the UI sees (the recorder's).
 * Evaluating the entry, starting the core and hydrating are tasks of their own, none long enough to
 * hold up a tap on a slow phone.
 */
async function start(ports: Ports, watch: (store: CoreStore) => CoreStore = (store) => store): Promise<void> {
  await nextTask();
  const store = watch(createCore({ ports, endpoints, backend, load: loadCore, logLimit: 2000 }));

  if (import.meta.env.DEV) window.__store = store;

  // Write pending state before the page goes away or into the background (mobile browsers may
  // kill a hidden tab without firing pagehide).
  window.addEventListener('pagehide', () => store.dispatch({ type: 'persist/flushRequested' }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') store.dispatch({ type: 'persist/flushRequested' });
  });

  reportUncaughtErrors(window, store.dispatch);

  // A prerendered page's catalogue goes into the core before anything starts, so nothing asks for it
  // again; React hydrates the page from the state it was rendered from.
  const prerendered = readPrerenderedState(document);
  if (prerendered) store.dispatch({ type: 'catalog/snapshotRestored', payload: { catalog: prerendered.catalog } });
  const serverState = prerendered ? store.getState() : null;
  if (!prerendered) rendered();

  await nextTask();
  store.dispatch({ type: 'app/startRequested' });
  // A restored cart is read again from the server once rehydration has settled, so its lines are current.
  store.dispatch({ type: 'cart/refreshRequested' });

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  const app = (
    <StrictMode>
      <RecordingSourceProvider source={recordings}>
        <App store={store} serverState={serverState} />
      </RecordingSourceProvider>
    </StrictMode>
  );
  // The page's code is here before hydrating, as it was when the page was prerendered.
  if (prerendered && serverState) {
    await routePageReady(prerendered.route);
    await nextTask();
    hydrateRoot(container, app);
    // The taps the start script held while the code was on its way are made again, now that React handles them.
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  } else createRoot(container).render(app);
  whenIdle(rendered);
  // The full addresses of the page's languages are for search engines: written once nothing else is waiting.
  whenIdle(() => void import('./i18n/language-alternates').then((module) => module.keepLanguageAlternates()));
  // A shopper who starts before the browser is idle (a tap, a key, focus in the search box) is not kept waiting.
  for (const type of ['pointerdown', 'keydown', 'focusin'])
    window.addEventListener(type, () => rendered(), { once: true, capture: true, passive: true });
}
