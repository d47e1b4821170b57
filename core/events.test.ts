import { describe, expect, it } from 'vitest';
import { EVENT_SOURCES, inAreas, type Event } from './events';

describe('inAreas', () => {
  it('matches an event by the part of its type before the slash', () => {
    const event: Event = { type: 'navigation/completed', payload: { to: '/' } };
    expect(inAreas(event, ['navigation'])).toBe(true);
    expect(inAreas(event, ['cart', 'snackbar'])).toBe(false);
  });

  it('does not take one area for another that shares its start', () => {
    const event: Event = { type: 'snackbar/closeRequested' };
    expect(inAreas(event, ['snack' as never])).toBe(false);
  });

  it('every event type in the source table is one area and one name', () => {
    const malformed = Object.keys(EVENT_SOURCES).filter((type) => !/^[a-z]+\/[a-z][A-Za-z]*$/.test(type));
    expect(malformed).toEqual([]);
  });
});
