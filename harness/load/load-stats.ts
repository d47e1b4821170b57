/** The value at quantile `q` (0 to 1) of `values`, by nearest rank; null for none. */
export function quantile(values: readonly number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** What one client saw of its own messages: each sent id once, each push of it counted. */
export class DeliveryLedger {
  private readonly sentAt = new Map<string, number>();
  private readonly pushes = new Map<string, number>();
  readonly latencies: number[] = [];

  private failedSends = 0;

  sent(id: string, at: number): void {
    this.sentAt.set(id, at);
  }

  /** The server refused the send or did not answer: not a message it owes a push for. */
  failed(id: string): void {
    if (this.sentAt.delete(id)) this.failedSends++;
  }

  pushed(id: string, at: number): void {
    const count = (this.pushes.get(id) ?? 0) + 1;
    this.pushes.set(id, count);
    const sentAt = this.sentAt.get(id);
    if (count === 1 && sentAt !== undefined) this.latencies.push(at - sentAt);
  }

  /** Sent, received once or more, never received, received more than once, and sends that failed. */
  totals(): { sent: number; received: number; lost: number; duplicated: number; failed: number } {
    let received = 0;
    let lost = 0;
    let duplicated = 0;
    for (const id of this.sentAt.keys()) {
      const count = this.pushes.get(id) ?? 0;
      if (count === 0) lost++;
      else received++;
      if (count > 1) duplicated++;
    }
    return { sent: this.sentAt.size, received, lost, duplicated, failed: this.failedSends };
  }
}
