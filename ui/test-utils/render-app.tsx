import { render, type RenderResult } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { createTestCore, type TestCoreOptions } from '../../harness/fakes/index';
import { App } from '../app';

export type TestCore = ReturnType<typeof createTestCore>;

export interface RenderAppOptions extends TestCoreOptions {
  /** Where the router starts (default '/'). */
  readonly path?: string;
}

export interface RenderedApp extends TestCore {
  readonly view: RenderResult;
  /** The router's in-memory location, with every path it visited. */
  readonly location: ReturnType<typeof memoryLocation<unknown>> & { readonly history: string[] };
}

/** Renders the whole app on a real core with fake ports and an in-memory location. */
export function renderApp(options: RenderAppOptions = {}): RenderedApp {
  const { path = '/', ...coreOptions } = options;
  const core = createTestCore(coreOptions);
  const location = memoryLocation({ path, record: true });
  const view = render(<App store={core.store} locationHook={location.hook} />);
  return { ...core, view, location };
}
