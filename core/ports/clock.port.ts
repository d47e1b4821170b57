import type { SchedulerLike } from 'rxjs';

/**
 * Time. Every timer, delay, debounce and timeout in the core uses `scheduler`,
 * so the harness can run it on virtual time.
 */
export interface ClockPort {
  /** Milliseconds since the epoch, on the scheduler's timeline. */
  now(): number;
  readonly scheduler: SchedulerLike;
}
