import { errorText } from './error-text';
import { filter, type Observable, type OperatorFunction } from 'rxjs';
import type { CommercePort } from './commerce/commerce.port';
import type { ApiClient, SessionExpiry } from './http/api-client';
import type { Endpoints } from './config';
import type { Event, EventOf, EventType } from './events';
import type { Ports } from './ports';
import type { RootState } from './root.reducer';
import type { LoggedEvent } from './store/event-log';
import type { Epic } from './store/store';

/** What every epic is given. */
export interface CoreDependencies {
  readonly ports: Ports;
  readonly endpoints: Endpoints;
  /** HTTP with the auth rules. */
  readonly api: ApiClient;
  /** HTTP without auth. */
  readonly raw: ApiClient;
  /** The answers that ended the shopper's session, as the HTTP clients meet them. */
  readonly sessionExpiries: Observable<SessionExpiry>;
  /** The store API as domain operations; the only way epics reach the commerce backend. */
  readonly commerce: CommercePort;
  /** The event log so far (the monitoring epics build replays from it). */
  readonly log: () => readonly LoggedEvent<Event>[];
}

export type CoreEpic = Epic<Event, RootState, CoreDependencies>;

/** Keeps the events of the given types, narrowed. */
export function ofType<T extends EventType>(...types: readonly T[]): OperatorFunction<Event, EventOf<T>> {
  return filter((event): event is EventOf<T> => (types as readonly string[]).includes(event.type));
}

/** The fact that the named epic failed, and why (an error it threw, or words). */
export function epicFailed(name: string, error: unknown): Event {
  return {
    type: 'app/epicFailed',
    payload: { message: `${name}: ${errorText(error)}` },
  };
}
