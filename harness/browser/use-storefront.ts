import { afterAll, afterEach, beforeAll } from 'vitest';
import type { PictureKind } from '../local-backend/catalog/product-image';
import { startStorefront, type Storefront } from './storefront';

/** What a browser test file uses of its {@link Storefront}; the file's hooks start and close it. */
export type TestStorefront = Pick<Storefront, 'url' | 'control' | 'open' | 'dropSockets'>;

/** How {@link useStorefront} treats the contexts a test opens. */
export interface UseStorefrontOptions {
  /**
   * Close the contexts a test opened once it ends (the default). Files whose tests run
   * concurrently pass false: their contexts are closed with the store, after the last test.
   */
  readonly closeContextsAfterEach?: boolean;
  /** The products' pictures: the drawings (the default) or the photo-weight catalogue (`jpg`). */
  readonly pictures?: PictureKind;
}

/**
 * Registers the hooks of a browser test file: a store started before its first test and closed
 * after its last, and, unless told otherwise, each test's contexts closed after it. Answers the
 * store, usable inside tests and hooks.
 */
export function useStorefront(options: UseStorefrontOptions = {}): TestStorefront {
  let started: Storefront | undefined;
  const current = (): Storefront => {
    if (!started) throw new Error('the storefront is not running: use it inside a test or a hook');
    return started;
  };
  beforeAll(async () => {
    started = await startStorefront({}, options.pictures);
  });
  if (options.closeContextsAfterEach !== false) afterEach(() => started?.closeContexts());
  afterAll(async () => {
    await started?.close();
  });
  return {
    get url() {
      return current().url;
    },
    control: (method, path, body) => current().control(method, path, body),
    open: (viewport, path, openOptions) => current().open(viewport, path, openOptions),
    dropSockets: () => current().dropSockets(),
  };
}
