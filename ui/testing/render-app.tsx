import { App } from '../app';
import { renderOnTestCore, type RenderOnTestCoreOptions } from './render-component';

/** Renders the whole app, as {@link renderOnTestCore}. */
export function renderApp(options: RenderOnTestCoreOptions = {}) {
  return renderOnTestCore((store, locationHook) => <App store={store} locationHook={locationHook} />, options);
}

export type RenderedApp = ReturnType<typeof renderApp>;
