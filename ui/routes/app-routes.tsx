import * as m from '#ui-messages';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { useLocation, useRouter } from 'wouter';
import { ErrorBoundary } from '../shell/error-boundary';
import { RetryNotice } from '../shared/retry-notice';
import { DefaultLayout } from '../shell/default-layout';
import { EmptyLayout } from '../shell/empty-layout';
import { findRoute } from './match-route';
import type { LayoutKind } from './route-table';

const LAYOUTS: Readonly<Record<LayoutKind, ComponentType<{ readonly children?: ReactNode }>>> = {
  default: DefaultLayout,
  empty: EmptyLayout,
};

const pageFailed = (retry: () => void) => (
  <RetryNotice onRetry={retry}>
    <p>{m.shell_page_failed()}</p>
  </RetryNotice>
);

/**
 * Renders the page of the current location inside its layout (a page that fails shows a retry
 * in its place, and the next page renders afresh). The layout stays mounted while
 * the shopper moves between pages that share it, so its chrome keeps its own state.
 */
export function AppRoutes() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const { route, params } = useMemo(() => findRoute(parser, location), [parser, location]);
  const Layout = LAYOUTS[route.layout];
  const Page = route.page;
  return (
    <Layout>
      <ErrorBoundary where="ui:route" fallback={pageFailed} resetKey={location}>
        <Page key={route.id} params={params} />
      </ErrorBoundary>
    </Layout>
  );
}
