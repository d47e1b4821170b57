import type { Event, EventOf, EventType } from './events';

/** How one event type changes a slice. */
export type EventRecipe<S, T extends EventType> = (state: S, event: EventOf<T>) => S;

/**
 * The event types a slice reacts to, each with its recipe. A slice names only what it handles:
 * every other event leaves its state, and its reference, as they were.
 */
export type ReducerTable<S> = { readonly [T in EventType]?: EventRecipe<S, T> };

/** The slice reducer of a table: the recipe of the event's type, or the state unchanged. */
export function reducerFrom<S>(initial: S, table: ReducerTable<S>): (state: S | undefined, event: Event) => S {
  const recipes = new Map(Object.entries(table) as [string, (state: S, event: Event) => S][]);
  return (state = initial, event) => {
    const recipe = recipes.get(event.type);
    return recipe ? recipe(state, event) : state;
  };
}
