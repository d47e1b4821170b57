import { VirtualAction, VirtualTimeScheduler } from 'rxjs';
import type { ClockPort } from '../../core/ports';

/**
 * Virtual time for the core: timers run only when the clock is advanced, in time order,
 * so minutes of behaviour take milliseconds and run the same way every time.
 */
export class VirtualClock implements ClockPort {
  readonly scheduler = new VirtualTimeScheduler(VirtualAction, 0);

  /** @param startMs epoch milliseconds at virtual time zero. */
  constructor(private readonly startMs = Date.UTC(2026, 0, 1, 4, 30)) {}

  now(): number {
    return this.startMs + this.scheduler.frame;
  }

  /** Milliseconds since the clock started. */
  elapsed(): number {
    return this.scheduler.frame;
  }

  /** Runs every timer due within `ms`, in order, and leaves the clock `ms` later. */
  advance(ms: number): void {
    if (!(ms >= 0)) throw new Error(`cannot advance the clock by ${ms} ms`);
    const target = this.scheduler.frame + ms;
    this.scheduler.maxFrames = target;
    this.scheduler.flush();
    this.scheduler.frame = target;
  }

  /** Runs what is due now without moving time. */
  runDue(): void {
    this.advance(0);
  }

  /** Whether any timer is waiting. */
  hasPending(): boolean {
    return this.scheduler.actions.length > 0;
  }
}
