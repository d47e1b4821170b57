import { useMemo, type ComponentType, type ReactNode } from 'react';
import { useLocation, useRouter } from 'wouter';
import { DefaultLayout } from '../layouts/default-layout';
import { EmptyLayout } from '../layouts/empty-layout';
import { findRoute } from './match-route';
import type { LayoutKind } from './route-table';

const LAYOUTS: Readonly<Record<LayoutKind, ComponentType<{ readonly children?: ReactNode }>>> = {
  default: DefaultLayout,
  empty: EmptyLayout,
};

/**
 * Renders the page of the current location inside its layout. The layout stays mounted while
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
      <Page key={route.id} params={params} />
    </Layout>
  );
}
