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

/** The slice reducer of a table: the recipe of the event's type, or the state unchanged. */
export function reducerFrom<S>(initial: S, table: ReducerTable<S>): TableReducer<S> {
  const recipes = new Map(Object.entries(table) as [string, (state: S, event: Event) => S][]);
  const reducer = (state: S = initial, event: Event): S => {
    const recipe = recipes.get(event.type);
    return recipe ? recipe(state, event) : state;
  };
  return Object.assign(reducer, { handles: new Set(recipes.keys()) });
}
