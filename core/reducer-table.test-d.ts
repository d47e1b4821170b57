import { expectTypeOf } from 'vitest';
import type { EventOf } from './events';
import { reducerFrom, type ReducerTable } from './reducer-table';

interface Slice {
  readonly to: string | null;
}

reducerFrom<Slice>(
  { to: null },
  {
    'navigation/redirectClearRequested': (state, event) => {
      expectTypeOf(event).toEqualTypeOf<EventOf<'navigation/redirectClearRequested'>>();
      return { ...state, to: event.payload.to };
    },
  },
);

// @ts-expect-error: only event types the store knows can be named
const unknownType: ReducerTable<Slice> = { 'navigation/teleported': (state: Slice) => state };

// @ts-expect-error: a recipe returns the slice's state
const wrongResult: ReducerTable<Slice> = { 'navigation/redirectClearRequested': () => ({ path: '/' }) };

export { unknownType, wrongResult };
