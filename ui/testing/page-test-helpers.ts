import { act } from '@testing-library/react';
import type { EventOf, EventType } from '../../core/events';
import type { RenderedApp } from './render-app';

/** Runs what is due on the virtual clock (answers to requests), inside act. */
export function settle(app: RenderedApp): void {
  for (let round = 0; round < 5; round += 1) act(() => app.fakes.clock.runDue());
}

/** The events of one type the store saw, in order, with their source. */
export function eventsOf<T extends EventType>(
  app: RenderedApp,
  type: T,
): { readonly event: EventOf<T>; readonly source: string }[] {
  return app.store
    .log()
    .filter((entry) => entry.event.type === type)
    .map((entry) => ({ event: entry.event as EventOf<T>, source: entry.source }));
}

/** The requests made so far to a path (ignoring the query). */
export function requestsTo(app: RenderedApp, path: string) {
  return app.fakes.http.requests().filter((request) => new URL(request.url).pathname === path);
}
