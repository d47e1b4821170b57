import { expectTypeOf } from 'vitest';
import type { EventOf } from './events';
import { reducerFrom, type ReducerTable } from './reducer-table';

interface Slice {
  readonly to: string | null;
}

reducerFrom<Slice>(
  { to: null },
  {
    'navigation/completed': (state, event) => {
      expectTypeOf(event).toEqualTypeOf<EventOf<'navigation/completed'>>();
      return { ...state, to: event.payload.to };
    },
  },
);

// @ts-expect-error: only event types the store knows can be named
const unknownType: ReducerTable<Slice> = { 'navigation/teleported': (state: Slice) => state };

// @ts-expect-error: a recipe returns the slice's state
const wrongResult: ReducerTable<Slice> = { 'navigation/completed': () => ({ path: '/' }) };

export { unknownType, wrongResult };
