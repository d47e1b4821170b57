// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadPagesWhenIdle } from './lazy-pages';

describe('preloadPagesWhenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches one page per idle period, the next once the last has loaded, until cancelled', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => idle.splice(0));

    const cancel = preloadPagesWhenIdle();
    expect(idle).toHaveLength(1);
    idle.shift()?.();
    expect(idle, 'the next page waits for the first to load').toHaveLength(0);
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    idle.shift()?.();
    await vi.waitFor(() => expect(idle).toHaveLength(1));

    cancel();
    expect(idle).toHaveLength(0);
  });
});
