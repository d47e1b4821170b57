import { defer, filter, map, of, take, type Observable } from 'rxjs';
import { ofType } from '../epic';
import type { Event, EventOf } from '../events';
import type { RootState } from '../root.reducer';
import type { StateObservable } from '../store/store';

/**
 * The conversation to send into. Emits the current conversation id at once when there is one;
 * otherwise waits for the conversation start (`chat/initiated`) and emits its id, or completes
 * without a value when it fails (`chat/initiateFailed`).
 *
 * Subscribe while handling `chat/sendRequested` or `voice/sendRequested`: with no conversation,
 * those are what start one (`initiateEpic`, one start at a time), so the start cannot have
 * finished before the subscription.
 */
export function awaitConversation(event$: Observable<Event>, state$: StateObservable<RootState>): Observable<string> {
  return defer(() => {
    const current = state$.value.chat.conversation;
    if (current) return of(current.id);
    return event$.pipe(
      ofType('chat/initiated', 'chat/initiateFailed'),
      take(1),
      filter((event): event is EventOf<'chat/initiated'> => event.type === 'chat/initiated'),
      map((event) => event.payload.conversation.id),
    );
  });
}
