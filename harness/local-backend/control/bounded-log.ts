/** How much a {@link BoundedLog} keeps: at most `maxEntries`, and at most `maxBytes` of their JSON. */
export interface LogLimits {
  readonly maxEntries: number;
  readonly maxBytes: number;
}

/** The bytes of `value` written as JSON (what a kept entry costs, measured on what is kept). */
export const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

/**
 * The newest entries a route received, bounded by count and by bytes: the oldest go first once
 * either limit is passed. An entry larger than `maxBytes` on its own is never kept.
 */
export class BoundedLog<T> {
  private entries: { readonly value: T; readonly bytes: number }[] = [];
  private total = 0;

  constructor(readonly limits: LogLimits) {}

  /** Keeps `value` (costing `bytes`, by default its JSON's); answers whether it was kept. */
  push(value: T, bytes: number = jsonBytes(value)): boolean {
    if (bytes > this.limits.maxBytes) return false;
    this.entries.push({ value, bytes });
    this.total += bytes;
    let drop = 0;
    while (this.entries.length - drop > this.limits.maxEntries || this.total > this.limits.maxBytes) {
      this.total -= this.entries[drop]!.bytes;
      drop += 1;
    }
    if (drop > 0) this.entries = this.entries.slice(drop);
    return true;
  }

  /** The kept entries, oldest first. */
  values(): T[] {
    return this.entries.map((entry) => entry.value);
  }

  /** What the kept entries cost, in bytes. */
  get bytes(): number {
    return this.total;
  }

  clear(): void {
    this.entries = [];
    this.total = 0;
  }
}
