// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakePorts } from '../harness/fakes/index';

// The composition root with fake ports in place of the browser's (no network, no real timers).
vi.mock('../core/adapters/browser/index', () => ({ createBrowserPorts: () => createFakePorts().ports }));

describe('main (composition root)', () => {
  it('starts the core, renders the app into #root and flushes persistence when the page goes away', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await act(async () => {
      await import('./main');
      // The core starts in a task of its own, after the entry's.
      await vi.waitFor(() => expect(window.__store?.log().length).toBeGreaterThan(0));
    });

    const store = window.__store;
    if (!store) throw new Error('main did not expose the store on window.__store');
    const types = () => store.log().map((entry) => entry.event.type);
    expect(types()[0]).toBe('app/startRequested');
    expect(types().filter((type) => type === 'cart/refreshRequested')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fresh from our chakki to your kitchen');
    expect(document.getElementById('root')?.contains(screen.getByRole('banner'))).toBe(true);

    const flushes = () => types().filter((type) => type === 'persist/flushRequested').length;
    expect(flushes()).toBe(0);

    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(flushes()).toBe(1);

    // becoming visible again is not a reason to flush; becoming hidden is
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(flushes()).toBe(1);
    visibility.mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(flushes()).toBe(2);
    visibility.mockRestore();
  });
});
