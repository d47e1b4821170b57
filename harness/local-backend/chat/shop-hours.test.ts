import { describe, expect, it } from 'vitest';
import { agentsAreLive, indiaMinutesOfDay, partOfDay } from './shop-hours';

const ist = (time: string) => Date.parse(`2025-01-15T${time}:00+05:30`);

describe('shop hours (Asia/Kolkata)', () => {
  it('reads the time of day in India whatever the server zone', () => {
    expect(indiaMinutesOfDay(Date.parse('2025-01-15T00:00:00Z'))).toBe(5 * 60 + 30);
    expect(indiaMinutesOfDay(ist('23:59'))).toBe(23 * 60 + 59);
  });

  it.each([
    ['09:59', false],
    ['10:00', true],
    ['14:30', true],
    ['19:59', true],
    ['20:00', false],
    ['02:00', false],
  ])('agents at %s are live: %s', (time, live) => {
    expect(agentsAreLive(ist(time))).toBe(live);
  });

  it('names the part of the day', () => {
    expect(partOfDay(ist('08:00'))).toBe('morning');
    expect(partOfDay(ist('13:00'))).toBe('afternoon');
    expect(partOfDay(ist('21:00'))).toBe('evening');
  });
});
