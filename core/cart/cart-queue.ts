import { concat, concatMap, defer, EMPTY, filter, map, merge, mergeMap, of, scan, share, type Observable } from 'rxjs';
import type { CommerceFailure } from '../commerce/commerce.port';
import type { Event } from '../events';

/** One cart operation, run in its turn after the ones queued before it. */
export interface CartOp {
  /** Checkout waits for it (adds, line changes, refreshes); the cart's creation does not count. */
  readonly reconciles: boolean;
  /** Subscribed when the operation's turn comes, so it reads the state of that moment. */
  readonly run: Observable<Event>;
}

/** An operation that reads the state when its turn comes. */
export const cartOp = (reconciles: boolean, run: () => Observable<Event>): CartOp => ({ reconciles, run: defer(run) });

/** A failure as the cart events carry it: the status and the message to show. */
export interface CartFailure {
  readonly status: number;
  readonly message: string;
}

/** The server's message, or the catalogue's when it gave none. */
export const failureOf = (failure: CommerceFailure, fallback: string): CartFailure => ({
  status: failure.status,
  message: failure.message ?? fallback,
});

type Mark = { readonly event: Event } | { readonly delta: 1 | -1 };

interface Tally {
  /** Operations that count, queued or running. */
  readonly pending: number;
  readonly out: Event | null;
}

const reconcilingChanged = (reconciling: boolean): Event => ({
  type: 'cart/reconcilingChanged',
  payload: { reconciling },
});

function tally(before: Tally, mark: Mark): Tally {
  if ('event' in mark) return { pending: before.pending, out: mark.event };
  const pending = before.pending + mark.delta;
  const edge = mark.delta === 1 ? pending === 1 : pending === 0;
  return { pending, out: edge ? reconcilingChanged(pending > 0) : null };
}

/**
 * Runs the operations one at a time, in the order they come, so rapid clicks never leave a wrong
 * total; says when counting operations start to be on their way (the first queued) and when none
 * is left (`cart/reconcilingChanged`).
 */
export function serialise(ops$: Observable<CartOp>): Observable<Event> {
  return defer(() => {
    const queued$ = ops$.pipe(share());
    const marks$: Observable<Mark> = merge(
      queued$.pipe(
        filter((op) => op.reconciles),
        map((): Mark => ({ delta: 1 })),
      ),
      queued$.pipe(
        concatMap((op) =>
          concat(op.run.pipe(map((event): Mark => ({ event }))), op.reconciles ? of<Mark>({ delta: -1 }) : EMPTY),
        ),
      ),
    );
    return marks$.pipe(
      scan(tally, { pending: 0, out: null }),
      mergeMap(({ out }) => (out ? of(out) : EMPTY)),
    );
  });
}
