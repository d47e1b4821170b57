import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createTestCore, type TestCoreOptions } from '../../harness/fakes/index';
import { StoreProvider } from '../store';

export interface RenderComponentOptions extends TestCoreOptions {
  /** Where the router starts (default '/'). */
  readonly path?: string;
}

/**
 * Renders one component (not the whole app) on a real core with fake ports, inside a router
 * with an in-memory location that records every path it visited.
 */
export function renderComponent(ui: ReactNode, options: RenderComponentOptions = {}) {
  const { path = '/', ...coreOptions } = options;
  const core = createTestCore(coreOptions);
  const location = memoryLocation({ path, record: true });
  const view: RenderResult = render(
    <StoreProvider store={core.store}>
      <Router hook={location.hook}>{ui}</Router>
    </StoreProvider>,
  );
  return { ...core, view, location };
}
