/** A token bucket: `burst` at once, then `perSecond`. */
export interface RateLimit {
  readonly burst: number;
  readonly perSecond: number;
}

/** How many clients a {@link RateLimiter} remembers; the least recently seen are forgotten first. */
const MAX_CLIENTS = 10_000;

/** Limits how fast each client (by key, e.g. its address) may do one thing. */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number,
  ) {}

  /** Takes one go for `key`: null when it is allowed, else the whole seconds until the next one is. */
  take(key: string): number | null {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.limit.burst, at: now };
    this.buckets.delete(key);
    const elapsed = Math.max(0, now - bucket.at) / 1000;
    const tokens = Math.min(this.limit.burst, bucket.tokens + elapsed * this.limit.perSecond);
    const allowed = tokens >= 1;
    this.buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at: now });
    if (this.buckets.size > MAX_CLIENTS) this.buckets.delete(this.buckets.keys().next().value as string);
    return allowed ? null : Math.max(1, Math.ceil((1 - tokens) / this.limit.perSecond));
  }

  reset(): void {
    this.buckets.clear();
  }
}
