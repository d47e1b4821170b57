import { describe, expect, it } from 'vitest';
import { EVENT_SOURCES } from './events';

describe('event types', () => {
  it('every event type in the source table is one area and one name', () => {
    const malformed = Object.keys(EVENT_SOURCES).filter((type) => !/^[a-z]+\/[a-z][A-Za-z]*$/.test(type));
    expect(malformed).toEqual([]);
  });

  it("names only the UI's intents '…Requested'; what the core, a timer or a server reports is a fact", () => {
    const requestedFacts = Object.entries(EVENT_SOURCES)
      .filter(([type, source]) => /(Requested|\/requested)$/.test(type) && source !== 'ui')
      .map(([type]) => type);
    expect(requestedFacts).toEqual([]);
  });
});
