import { asyncScheduler } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserClock } from './browser-clock.adapter';

afterEach(() => {
  vi.useRealTimers();
});

describe('createBrowserClock', () => {
  it('reads Date.now and schedules on the async scheduler', () => {
    vi.useFakeTimers({ now: 1_732_000_000_000 });
    const clock = createBrowserClock();

    expect(clock.now()).toBe(1_732_000_000_000);
    vi.advanceTimersByTime(250);
    expect(clock.now()).toBe(1_732_000_000_250);
    expect(clock.scheduler).toBe(asyncScheduler);
  });
});
