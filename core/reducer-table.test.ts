import { describe, expect, it } from 'vitest';
import type { Event } from './events';
import { reducerFrom } from './reducer-table';

interface Counter {
  readonly opened: number;
  readonly lastPath: string | null;
}

const initial: Counter = { opened: 0, lastPath: null };

const counterReducer = reducerFrom<Counter>(initial, {
  'chat/openRequested': (state) => ({ ...state, opened: state.opened + 1 }),
  'navigation/completed': (state, { payload }) => ({ ...state, lastPath: payload.to }),
});

describe('reducerFrom', () => {
  it('starts from the initial state', () => {
    expect(counterReducer(undefined, { type: 'chat/closeRequested' })).toBe(initial);
  });

  it('applies the recipe of the event type, with the event it was given', () => {
    const opened = counterReducer(initial, { type: 'chat/openRequested' });
    expect(opened).toEqual({ opened: 1, lastPath: null });
    expect(counterReducer(opened, { type: 'navigation/completed', payload: { to: '/cart' } })).toEqual({ opened: 1, lastPath: '/cart' });
  });

  it('keeps the state, by reference, for every event type the table does not name', () => {
    const state: Counter = { opened: 3, lastPath: '/' };
    const others: Event[] = [
      { type: 'chat/closeRequested' },
      { type: 'snackbar/closeRequested' },
      { type: 'cart/created', payload: { cartId: 'c1' } },
    ];
    for (const event of others) expect(counterReducer(state, event)).toBe(state);
  });

  it('does not take an inherited property for a recipe', () => {
    const state: Counter = { opened: 0, lastPath: null };
    expect(counterReducer(state, { type: 'toString' } as unknown as Event)).toBe(state);
  });
});
