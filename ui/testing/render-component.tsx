import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router, type BaseLocationHook } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CoreStore } from '../../core/create-core';
import { createTestCore, type TestCoreOptions } from '../../harness/fakes/index';
import { StoreProvider } from '../store';

export interface RenderOnTestCoreOptions extends TestCoreOptions {
  /** Where the router starts (default '/'). */
  readonly path?: string;
}

/**
 * Renders the tree `build` makes from a real core with fake ports and from an in-memory location
 * (its hook is for a wouter Router) that records every path it visited.
 */
export function renderOnTestCore(
  build: (store: CoreStore, locationHook: BaseLocationHook) => ReactNode,
  options: RenderOnTestCoreOptions = {},
) {
  const { path = '/', ...coreOptions } = options;
  const core = createTestCore(coreOptions);
  const location = memoryLocation({ path, record: true });
  const view = render(build(core.store, location.hook));
  return { ...core, view, location };
}

/** Renders one component (not the whole app) inside the store provider and a router, as {@link renderOnTestCore}. */
export function renderComponent(ui: ReactNode, options: RenderOnTestCoreOptions = {}) {
  return renderOnTestCore(
    (store, locationHook) => (
      <StoreProvider store={store}>
        <Router hook={locationHook}>{ui}</Router>
      </StoreProvider>
    ),
    options,
  );
}
