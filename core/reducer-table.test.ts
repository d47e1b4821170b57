import { describe, expect, it } from 'vitest';
import type { Event } from './events';
import { reducerFrom, withChanges } from './reducer-table';

interface Counter {
  readonly opened: number;
  readonly lastPath: string | null;
}

const initial: Counter = { opened: 0, lastPath: null };

const counterReducer = reducerFrom<Counter>(initial, {
  'chat/openRequested': (state) => ({ ...state, opened: state.opened + 1 }),
  'navigation/redirectClearRequested': (state, { payload }) => ({ ...state, lastPath: payload.to }),
});

describe('reducerFrom', () => {
  it('starts from the initial state', () => {
    expect(counterReducer(undefined, { type: 'chat/closeRequested' })).toBe(initial);
  });

  it('applies the recipe of the event type, with the event it was given', () => {
    const opened = counterReducer(initial, { type: 'chat/openRequested' });
    expect(opened).toEqual({ opened: 1, lastPath: null });
    expect(counterReducer(opened, { type: 'navigation/redirectClearRequested', payload: { to: '/cart' } })).toEqual({
      opened: 1,
      lastPath: '/cart',
    });
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

describe('withChanges', () => {
  const state: Counter = { opened: 2, lastPath: '/cart' };

  it('keeps the state, by reference, when every field already holds its value', () => {
    expect(withChanges(state, {})).toBe(state);
    expect(withChanges(state, { opened: 2 })).toBe(state);
    expect(withChanges(state, { opened: 2, lastPath: '/cart' })).toBe(state);
  });

  it('gives a new state with the fields set when one of them differs, leaving the given state as it was', () => {
    const next = withChanges(state, { opened: 2, lastPath: null });
    expect(next).not.toBe(state);
    expect(next).toEqual({ opened: 2, lastPath: null });
    expect(state).toEqual({ opened: 2, lastPath: '/cart' });
  });

  it('compares as Object.is does', () => {
    const nan: { readonly value: number } = { value: Number.NaN };
    expect(withChanges(nan, { value: Number.NaN })).toBe(nan);
    const zero: { readonly value: number } = { value: 0 };
    expect(withChanges(zero, { value: -0 })).not.toBe(zero);
  });
});
