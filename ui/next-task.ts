interface YieldingScheduler {
  readonly yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so the work after it is not added to the current task: the browser can
 * paint and handle the shopper's input in between (a long task is what makes a page feel stuck).
 * `scheduler.yield` where the browser has it (the rest runs ahead of other queued tasks), else a
 * zero-delay timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
