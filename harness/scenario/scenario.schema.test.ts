import { describe, expect, it } from 'vitest';
import { ScenarioFileError, validateScenario } from './scenario.schema';

const valid = { name: 'x', steps: [{ dispatch: { type: 'app/startRequested' } }] };
const fieldAtFault = (value: unknown) => {
  try {
    validateScenario(value, 'scenarios/x.scenario.json');
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

  it('accepts the socket connection steps', () => {
    const connect = {
      url: 'ws://x',
      namespace: '/chats',
      path: '/api/v1/chats/socket',
      transports: ['websocket'],
      query: { role: 'customer' },
    };
    const steps = [{ socketConnection: 'drop' }, { socketConnection: 'restore' }, { expectSocketConnect: connect }];
    expect(fieldAtFault({ name: 'x', steps })).toBeNull();
  });

  it('accepts the media givens and steps', () => {
    const media = {
      permission: ['denied', 'granted'],
      supportedTypes: ['audio/mp4'],
      webkit: true,
      bytesPerSecond: 2000,
      failure: { kind: 'failed', reason: 'busy' },
    };
    const expectMedia = { microphoneOpen: false, released: ['rec_1'], requests: [{ sampleRate: 44100 }], webkit: true };
    const steps = [...valid.steps, { microphoneFails: 'unplugged' }, { expectMedia }];
    expect(fieldAtFault({ name: 'x', given: { media }, steps })).toBeNull();
  });

  it('names the fields an expectMedia or expectSocketConnect may check when one is misspelt', () => {
    const check = (step: unknown) => () => validateScenario({ name: 'x', steps: [step] }, 'x.scenario.json');
    expect(check({ expectMedia: { open: true } })).toThrow(
      'x.scenario.json: step 1: expectMedia.open: is not one of microphoneOpen, released, requests, webkit',
    );
    expect(check({ expectSocketConnect: { room: 'c1' } })).toThrow(
      'x.scenario.json: step 1: expectSocketConnect.room: is not one of url, namespace, path, transports, query',
    );
  });

  it.each([
    ['a missing name', { steps: valid.steps }, 'name'],
    ['no steps', { name: 'x', steps: [] }, 'steps'],
    ['an unknown top-level field', { ...valid, stpes: [] }, 'stpes'],
    ['an unknown event type', { name: 'x', steps: [{ dispatch: { type: 'cart/exploded' } }] }, 'step 1: dispatch.type'],
    [
      'a step with two kinds',
      { name: 'x', steps: [{ advance: 1, dispatch: { type: 'app/startRequested' } }] },
      'step 1',
    ],
    ['a negative advance', { name: 'x', steps: [{ advance: -5 }] }, 'step 1: advance'],
    [
      'a bad status',
      { name: 'x', steps: [{ http: { expect: {}, respond: { status: 700 } } }] },
      'step 1: http.respond.status',
    ],
    ['a bad method', { name: 'x', steps: [{ http: { expect: { method: 'FETCH' } } }] }, 'step 1: http.expect.method'],
    [
      'an unknown expected event',
      { name: 'x', steps: [{ expectEvents: [{ type: 'nope' }] }] },
      'step 1: expectEvents[0].type',
    ],
    [
      'a bad storage failure kind',
      { ...valid, given: { storageBehaviour: { failWrites: 'full' } } },
      'given.storageBehaviour.failWrites',
    ],
    ['a bad clock', { ...valid, given: { clock: 'yesterday' } }, 'given.clock'],
    ['an otherTab without value', { name: 'x', steps: [{ otherTab: { key: 'k' } }] }, 'step 1: otherTab.value'],
    ['a bad socketConnection', { name: 'x', steps: [{ socketConnection: 'lost' }] }, 'step 1: socketConnection'],
    [
      'an expectSocketConnect that is not an object',
      { name: 'x', steps: [{ expectSocketConnect: '/chats' }] },
      'step 1: expectSocketConnect',
    ],
    ['an unknown media field', { ...valid, given: { media: { microphone: 'on' } } }, 'given.media.microphone'],
    ['a bad permission answer', { ...valid, given: { media: { permission: 'maybe' } } }, 'given.media.permission'],
    ['an empty permission list', { ...valid, given: { media: { permission: [] } } }, 'given.media.permission'],
    [
      'a bad answer in a permission list',
      { ...valid, given: { media: { permission: ['denied', 'later'] } } },
      'given.media.permission',
    ],
    [
      'supported types that are not strings',
      { ...valid, given: { media: { supportedTypes: ['audio/webm', 3] } } },
      'given.media.supportedTypes[1]',
    ],
    ['a webkit flag that is not a boolean', { ...valid, given: { media: { webkit: 'yes' } } }, 'given.media.webkit'],
    [
      'a media failure of an unknown kind',
      { ...valid, given: { media: { failure: { kind: 'permission-denied', reason: 'x' } } } },
      'given.media.failure.kind',
    ],
    [
      'a media failure without a reason',
      { ...valid, given: { media: { failure: { kind: 'failed' } } } },
      'given.media.failure.reason',
    ],
    ['a microphoneFails without a reason', { name: 'x', steps: [{ microphoneFails: '' }] }, 'step 1: microphoneFails'],
    ['an expectMedia that is not an object', { name: 'x', steps: [{ expectMedia: [] }] }, 'step 1: expectMedia'],
    [
      'an expectMedia of something the microphone does not have',
      { name: 'x', steps: [{ expectMedia: { microphoneOpened: false } }] },
      'step 1: expectMedia.microphoneOpened',
    ],
    [
      'an expectSocketConnect of an unknown option',
      { name: 'x', steps: [{ expectSocketConnect: { namespaces: '/chats' } }] },
      'step 1: expectSocketConnect.namespaces',
    ],
    [
      'an unknown http field',
      { name: 'x', steps: [{ http: { expect: {}, reply: { status: 200 } } }] },
      'step 1: http.reply',
    ],
    [
      'a dispatch of a fact, not an intent',
      { name: 'x', steps: [{ dispatch: { type: 'cart/created', payload: { cartId: 'c1' } } }] },
      'step 1: dispatch.type',
    ],
    [
      'a dispatch payload of the wrong type',
      {
        name: 'x',
        steps: [{ dispatch: { type: 'cart/lineQuantityRequested', payload: { lineId: 'l', quantity: '2' } } }],
      },
      'step 1: dispatch.payload.quantity',
    ],
    [
      'a dispatch payload without a field',
      { name: 'x', steps: [{ dispatch: { type: 'chat/sendRequested', payload: {} } }] },
      'step 1: dispatch.payload.content',
    ],
    [
      'a dispatch payload with a field the intent has not',
      { name: 'x', steps: [{ dispatch: { type: 'chat/openRequested', payload: { now: true } } }] },
      'step 1: dispatch.payload',
    ],
    [
      'an inject of an intent',
      { name: 'x', steps: [{ inject: { type: 'chat/openRequested' } }] },
      'step 1: inject.type',
    ],
    ['a click without a name', { name: 'x', steps: [{ click: { role: 'button' } }] }, 'step 1: click.name'],
    ['an unknown given field', { ...valid, given: { clocks: 0 } }, 'given.clocks'],
  ])('rejects %s, naming the field', (_label, scenario, field) => {
    expect(fieldAtFault(scenario)).toBe(field);
  });

  it('names the new name of an intent renamed by the naming rule (issue 24), wherever a step names it', () => {
    const messageFor = (step: unknown): string => {
      try {
        validateScenario({ name: 'x', steps: [step] }, 'scenarios/x.scenario.json');
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(messageFor({ dispatch: { type: 'checkout/fieldChanged', payload: { field: 'email', value: 'a' } } })).toBe(
      "scenarios/x.scenario.json: step 1: dispatch.type: 'checkout/fieldChanged' was renamed 'checkout/fieldChangeRequested' (intents end in 'Requested'); write the new name",
    );
    expect(messageFor({ expectEvents: [{ type: 'app/started' }] })).toContain(
      "'app/started' was renamed 'app/startRequested'",
    );
    expect(messageFor({ expectNoEvents: ['results/viewed'] })).toContain(
      "'results/viewed' was renamed 'results/requested'",
    );
    expect(messageFor({ dispatch: { type: 'checkout/unheardOf' } })).not.toContain('renamed');
  });
});
