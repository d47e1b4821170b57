import { describe, expect, it } from 'vitest';
import { KNOWN_EVENT_TYPES } from './scenario-runner';
import { ScenarioFileError, validateScenario } from './scenario.schema';

const valid = { name: 'x', steps: [{ dispatch: { type: 'app/started' } }] };
const fieldAtFault = (value: unknown) => {
  try {
    validateScenario(value, 'scenarios/x.scenario.json', KNOWN_EVENT_TYPES);
  } catch (error) {
    expect(error).toBeInstanceOf(ScenarioFileError);
    expect((error as Error).message).toContain('scenarios/x.scenario.json');
    return (error as ScenarioFileError).field;
  }
  return null;
};

describe('validateScenario', () => {
  it('accepts a valid scenario', () => {
    expect(fieldAtFault(valid)).toBeNull();
  });

  it.each([
    ['a missing name', { steps: valid.steps }, 'name'],
    ['no steps', { name: 'x', steps: [] }, 'steps'],
    ['an unknown top-level field', { ...valid, stpes: [] }, 'stpes'],
    ['an unknown event type', { name: 'x', steps: [{ dispatch: { type: 'cart/exploded' } }] }, 'steps[0].dispatch.type'],
    ['a step with two kinds', { name: 'x', steps: [{ advance: 1, dispatch: { type: 'app/started' } }] }, 'steps[0]'],
    ['a negative advance', { name: 'x', steps: [{ advance: -5 }] }, 'steps[0].advance'],
    ['a bad status', { name: 'x', steps: [{ http: { expect: {}, respond: { status: 700 } } }] }, 'steps[0].http.respond.status'],
    ['a bad method', { name: 'x', steps: [{ http: { expect: { method: 'FETCH' } } }] }, 'steps[0].http.expect.method'],
    ['an unknown expected event', { name: 'x', steps: [{ expectEvents: [{ type: 'nope' }] }] }, 'steps[0].expectEvents[0].type'],
    ['a bad storage failure kind', { ...valid, given: { storageBehaviour: { failWrites: 'full' } } }, 'given.storageBehaviour.failWrites'],
    ['a bad clock', { ...valid, given: { clock: 'yesterday' } }, 'given.clock'],
    ['an otherTab without value', { name: 'x', steps: [{ otherTab: { key: 'k' } }] }, 'steps[0].otherTab.value'],
  ])('rejects %s, naming the field', (_label, scenario, field) => {
    expect(fieldAtFault(scenario)).toBe(field);
  });
});
