import * as m from '#ui-messages';
import { Router, type BaseLocationHook } from 'wouter';
import type { CoreStore } from '../core/create-core';
import type { RootState } from '../core/root.reducer';
import { ErrorBoundary } from './shell/error-boundary';
import { RetryNotice } from './shared/retry-notice';
import { Snackbar } from './shell/snackbar';
import { NavigationBridge } from './shell/navigation-bridge';
import { AppRoutes } from './routes/app-routes';
import { StoreProvider } from './store';
import { LANGUAGE_BASE, STORE_LANGUAGE } from './i18n/language';
import { LanguageKeeper } from './i18n/language-keeper';

export interface AppProps {
  readonly store: CoreStore;
  /** The location hook for the router; the browser's history by default (tests pass a memory location). */
  readonly locationHook?: BaseLocationHook;
  /** The path rendered when prerendering (there is no browser location then). */
  readonly ssrPath?: string;
  /** The state a prerendered page was rendered from, when hydrating it. */
  readonly serverState?: RootState | null;
}

const storeFailed = (retry: () => void) => (
  <main className="layout__main">
    <RetryNotice onRetry={retry}>
      <p>{m.common_something_went_wrong()}</p>
    </RetryNotice>
  </main>
);

export function App({ store, locationHook, ssrPath, serverState = null }: AppProps) {
  return (
    <StoreProvider store={store} serverState={serverState}>
      <Router
        base={LANGUAGE_BASE[STORE_LANGUAGE]}
        {...(locationHook ? { hook: locationHook } : {})}
        {...(ssrPath ? { ssrPath } : {})}
      >
        <ErrorBoundary where="ui:shell" fallback={storeFailed}>
          <LanguageKeeper />
          <NavigationBridge />
          <AppRoutes />
          <Snackbar />
        </ErrorBoundary>
      </Router>
    </StoreProvider>
  );
}
