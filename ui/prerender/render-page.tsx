import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { loadRuntime } from '../../core/adapters/browser/runtime-loader.adapter';
import { brandCommerce } from '../../core/commerce/brand/brand.commerce';
import type { CommercePort } from '../../core/commerce/commerce.port';
import type { Endpoints } from '../../core/config';
import { createCore } from '../../core/create-core';
import type { Ports } from '../../core/ports';
import { App } from '../app';
import { HeadCollectorContext, type HeadParts } from '../head/document-head';
import { RecordingStore } from '../../core/adapters/browser/recording-store';
import { RecordingSourceProvider } from '../chat/recording-source';
import { preloadPages } from '../pages/lazy-pages';
import type { PrerenderedState } from './prerendered-state';

export interface RenderPageOptions {
  /** The page's path (`/categories/ghee`). */
  readonly path: string;
  /** What the page carries; its catalogue is restored into a fresh core, as the browser does. */
  readonly state: PrerenderedState;
  /** Ports for the core; none is used, since the core is never started. */
  readonly ports: Ports;
  readonly endpoints: Endpoints;
  /** The build's backend: what its adapter says of itself shows in the page (the login method, fees). */
  readonly backend?: CommercePort['backend'];
}

/** A prerendered page: its `#root` HTML and the head its page asked for (title, description, JSON-LD). */
export interface RenderedPage {
  readonly html: string;
  readonly head: HeadParts;
}

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/**
 * The HTML of a page's `#root` as the browser's first render gives it, and the head the page sets: the same App on a
 * core that restored the page's catalogue snapshot, every on-demand page's code already loaded (the browser loads the
 * page's before hydrating), and Suspense boundaries (the page, the footer) waited for and written in place: however
 * large, none is sent hidden for an inline script to move in, so the page shows without scripts and paints as its HTML
 * arrives. Build time only: it is bundled by Vite for the server, never part of the entry.
 */
export async function renderPage({
  path,
  state,
  ports,
  endpoints,
  backend = 'brand',
}: RenderPageOptions): Promise<RenderedPage> {
  await preloadPages();
  const store = createCore({
    ports,
    endpoints,
    backend,
    load: loadRuntime(async () => brandCommerce, Promise.resolve()),
  });
  const head: { -readonly [Part in keyof HeadParts]: HeadParts[Part] } = {};
  try {
    store.dispatch({ type: 'catalog/snapshotRestored', payload: { catalog: state.catalog } });
    const serverState = store.getState();
    const { prelude } = await prerender(
      <StrictMode>
        <HeadCollectorContext value={(parts) => Object.assign(head, parts)}>
          <RecordingSourceProvider source={new RecordingStore()}>
            <App store={store} ssrPath={path} serverState={serverState} />
          </RecordingSourceProvider>
        </HeadCollectorContext>
      </StrictMode>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return { html: await text(prelude), head };
  } finally {
    store.dispose();
  }
}
