import type { Event, EventSource } from '../events';

/** An event as recorded: its order, the virtual time it entered the store, and where it came from. */
export interface LoggedEvent<E = Event> {
  readonly seq: number;
  readonly at: number;
  readonly source: EventSource;
  readonly event: E;
}

/** An append-only log, optionally keeping only the newest `limit` entries. */
export class EventLog<E = Event> {
  private readonly entries: LoggedEvent<E>[] = [];
  private seq = 0;

  constructor(private readonly limit = Number.POSITIVE_INFINITY) {}

  append(event: E, at: number, source: EventSource): LoggedEvent<E> {
    const entry: LoggedEvent<E> = { seq: ++this.seq, at, source, event };
    this.entries.push(entry);
    if (this.entries.length > this.limit) this.entries.splice(0, this.entries.length - this.limit);
    return entry;
  }

  all(): readonly LoggedEvent<E>[] {
    return this.entries;
  }
}
