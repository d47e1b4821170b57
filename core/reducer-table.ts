import type { Event, EventOf, EventType } from './events';

/** How one event type changes a slice. */
export type EventRecipe<S, T extends EventType> = (state: S, event: EventOf<T>) => S;

/**
 * The event types a slice reacts to, each with its recipe. A slice names only what it handles:
 * every other event leaves its state, and its reference, as they were.
 */
export type ReducerTable<S> = { readonly [T in EventType]?: EventRecipe<S, T> };

/** A slice reducer made from a table, naming the event types it handles. */
export type TableReducer<S> = ((state: S | undefined, event: Event) => S) & { readonly handles: ReadonlySet<string> };

/**
 * The state with the given fields set, or the same state (by reference) when each already holds its
 * value: what a recipe that assigns fields of a draft gives, for the shallow changes that need no draft.
 */
export function withChanges<S extends object>(state: S, changes: Partial<S>): S {
  for (const key in changes) if (!Object.is(state[key], changes[key])) return { ...state, ...changes };
  return state;
}

/** The slice reducer of a table: the recipe of the event's type, or the state unchanged. */
export function reducerFrom<S>(initial: S, table: ReducerTable<S>): TableReducer<S> {
  const recipes = table as { readonly [type: string]: ((state: S, event: Event) => S) | undefined };
  const reducer = (state: S = initial, event: Event): S => {
    const recipe = Object.hasOwn(recipes, event.type) ? recipes[event.type] : undefined;
    return recipe ? recipe(state, event) : state;
  };
  const handles: ReadonlySet<string> = new Set(Object.keys(table));
  return Object.assign(reducer, { handles });
}
