import { App } from '../app';
import { pathInLanguage, STORE_LANGUAGE } from '../i18n/language';
import { renderOnTestCore, type RenderOnTestCoreOptions } from './render-component';

/**
 * Renders the whole app, as {@link renderOnTestCore}; `path` is the page's path in the English store, at its address
 * in the language of the catalogues the test runs with (`/hi/cart` in Hindi).
 */
export function renderApp(options: RenderOnTestCoreOptions = {}) {
  const { path = '/', ...rest } = options;
  return renderOnTestCore((store, locationHook) => <App store={store} locationHook={locationHook} />, {
    ...rest,
    path: pathInLanguage(path, STORE_LANGUAGE),
  });
}

export type RenderedApp = ReturnType<typeof renderApp>;
