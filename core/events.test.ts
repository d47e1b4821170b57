import { describe, expect, it } from 'vitest';
import { EVENT_SOURCES } from './events';

describe('event types', () => {
  it('every event type in the source table is one area and one name', () => {
    const malformed = Object.keys(EVENT_SOURCES).filter((type) => !/^[a-z]+\/[a-z][A-Za-z]*$/.test(type));
    expect(malformed).toEqual([]);
  });
});
