import { EMPTY, ignoreElements, map, merge, mergeMap, of, tap } from 'rxjs';
import { ofType, type CoreEpic } from '../epic';
import type { Event } from '../events';
import { maskPersonalText } from '../personal-text';
import type { LoggedEvent } from '../store/event-log';
import { MONITORING_SAMPLING, REPLAY_ON_ERROR_EVENTS, sampled } from './monitoring.config';
import { replayOf } from './replay';

/** `name: message` of `app/epicFailed`, split into where and what. */
function epicFailure(message: string): { where: string; message: string } {
  const colon = message.indexOf(': ');
  return colon > 0
    ? { where: `epic:${message.slice(0, colon)}`, message: message.slice(colon + 2) }
    : { where: 'epic', message };
}

/** The index of the last `monitoring/replaySent` in the log, or -1. */
function lastReplaySent(entries: readonly LoggedEvent<Event>[]): number {
  for (let i = entries.length - 1; i >= 0; i--) if (entries[i]!.event.type === 'monitoring/replaySent') return i;
  return -1;
}

/** What hiding the page itself adds to the log: the flush, and the write it makes. Nothing new to replay. */
const PAGE_HIDDEN_BOOKKEEPING: readonly Event['type'][] = ['persist/flushRequested', 'persist/written'];

/**
 * Error reporting (SPEC §9): every failed epic and every render error an error boundary caught is
 * reported with the replay of the events before it (the trace and the replay on error, both
 * sampled at 100%), a phone, email or pin code in its message masked (`maskPersonalText`). A
 * visit sampled for a session replay (10%, decided from its session id) sends the events since its
 * last replay whenever the page is hidden, and says so with `monitoring/replaySent`, so the next
 * replay starts from the log alone.
 */
export const errorReportingEpic: CoreEpic = (event$, state$, { ports: { errors }, log }) => {
  const visit = () => state$.value.identity.sessionId ?? '';
  const failures$ = merge(
    event$.pipe(
      ofType('app/epicFailed'),
      map(({ payload }) => epicFailure(payload.message)),
    ),
    event$.pipe(
      ofType('app/errorReportRequested'),
      map(({ payload }) => ({ where: payload.where, message: payload.message })),
    ),
  ).pipe(
    tap((failure) => {
      if (!sampled(visit(), MONITORING_SAMPLING.traces)) return;
      const replay = sampled(visit(), MONITORING_SAMPLING.replaysOnError)
        ? replayOf(log().slice(-REPLAY_ON_ERROR_EVENTS))
        : null;
      errors.report({ ...failure, message: maskPersonalText(failure.message), replay });
    }),
    ignoreElements(),
  );
  const sessionReplays$ = event$.pipe(
    ofType('persist/flushRequested'),
    mergeMap(() => {
      if (!sampled(visit(), MONITORING_SAMPLING.sessionReplays)) return EMPTY;
      const entries = log();
      const unsent = entries.slice(lastReplaySent(entries) + 1);
      if (unsent.every(({ event }) => PAGE_HIDDEN_BOOKKEEPING.includes(event.type))) return EMPTY;
      errors.replay(replayOf(unsent));
      return of<Event>({ type: 'monitoring/replaySent', payload: { throughSeq: unsent[unsent.length - 1]!.seq } });
    }),
  );
  return merge(failures$, sessionReplays$);
};
