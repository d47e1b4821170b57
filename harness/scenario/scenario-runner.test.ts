import { describe, expect, it } from 'vitest';
import { runScenario } from './scenario-runner';
import { validateScenario, type Scenario } from './scenario.schema';

const start = { dispatch: { type: 'app/startRequested' } } as const;
const cartCreated = {
  http: { expect: { method: 'POST', url: '/store/carts' }, respond: { status: 200, body: { cart: { id: 'c1' } } } },
} as const;

describe('runScenario strictness', () => {
  it('passes when every request and expectation is met', async () => {
    const result = await runScenario(
      { name: 'ok', steps: [start, cartCreated, { expectState: { cart: { id: 'c1' } } }] },
      'ok.json',
    );
    expect(result.failures).toEqual([]);
    expect(result.passed).toBe(true);
  });

  it('fails on a request no step expects, naming the step that made it', async () => {
    const result = await runScenario({ name: 'extra', steps: [start, { advance: 10 }] }, 'extra.json');
    expect(result.passed).toBe(false);
    expect(result.failures[0]).toMatch(
      /^extra\.json: step 1 \(dispatch app\/startRequested\): unexpected request POST http:\/\/shop\.test\/store\/carts/,
    );
  });

  it('lists the requests still unclaimed when a later step fails', async () => {
    const result = await runScenario(
      { name: 'later', steps: [start, { expectState: { cart: { id: 'c9' } } }] },
      'later.json',
    );
    expect(result.failures).toEqual([
      'later.json: step 2 (expectState): state.cart.id: expected "c9", got null (unclaimed so far: POST http://shop.test/store/carts from step 1)',
    ]);
  });

  it('names steps from 1 in load errors as in run errors', () => {
    const steps = [start, { advance: 1 }, { http: { expect: { method: 'FETCH' } } }];
    expect(() => validateScenario({ name: 'x', steps }, 'x.json')).toThrow('x.json: step 3: http.expect.method');
  });

  it('shows the payloads of the nearest candidates when an expected event is missing, the same type first', async () => {
    const wanted = { expectEvents: [{ type: 'cart/created', payload: { cartId: 'c2' } }] } as const;
    const result = await runScenario({ name: 'near', steps: [start, cartCreated, wanted] }, 'near.json');
    expect(result.failures[0]).toMatch(
      /nearest: seq \d+ cart\/created: \{"cartId":"c1"\} \(payload\.cartId: expected "c2", got "c1"\) \| seq \d+ /,
    );
    const other = await runScenario(
      { name: 'near', steps: [start, cartCreated, { expectEvents: [{ type: 'cart/refreshed' }] }] },
      'near.json',
    );
    expect(other.failures[0]).toMatch(/nearest: seq \d+ cart\/created: \{"cartId":"c1"\}/);
  });

  it('fails on an expected request that never comes, naming the step', async () => {
    const scenario: Scenario = { name: 'missing', steps: [start, cartCreated, cartCreated] };
    const result = await runScenario(scenario, 'missing.json');
    expect(result.failures).toEqual([
      'missing.json: step 3 (http POST /store/carts): expected POST request to /store/carts, but the core made no request',
    ]);
  });

  it('fails on an unmet state expectation with the difference', async () => {
    const result = await runScenario(
      { name: 'state', steps: [start, cartCreated, { expectState: { cart: { id: 'c2' } } }] },
      'state.json',
    );
    expect(result.failures).toEqual(['state.json: step 3 (expectState): state.cart.id: expected "c2", got "c1"']);
  });

  it('fails when expected events are out of order', async () => {
    const result = await runScenario(
      {
        name: 'order',
        steps: [start, cartCreated, { expectEvents: [{ type: 'cart/created' }, { type: 'persist/rehydrated' }] }],
      },
      'order.json',
    );
    expect(result.failures[0]).toMatch(/step 3 \(expectEvents .*\): expected event #2 persist\/rehydrated not found/);
  });

  it('fails when an unwanted event happened', async () => {
    const result = await runScenario(
      { name: 'none', steps: [start, cartCreated, { expectNoEvents: ['cart/created'] }] },
      'none.json',
    );
    expect(result.failures[0]).toMatch(/step 3 \(expectNoEvents cart\/created\): unexpected cart\/created \(seq \d+\)/);
  });

  it('fails when a request differs from the expectation', async () => {
    const wrong = { http: { expect: { method: 'POST', url: '/store/carts', headers: { platform: 'ios' } } } } as const;
    const result = await runScenario({ name: 'headers', steps: [start, wrong] }, 'headers.json');
    expect(result.failures[0]).toContain('headers.platform: expected "ios", got "web"');
  });

  it('matches a whole storage value with an operator', async () => {
    const steps = [
      start,
      cartCreated,
      { expectStorage: { guest_id: { $match: '^guest_\\d+_' }, accessToken: { $absent: true } } },
    ];
    expect((await runScenario({ name: 'ops', steps }, 'ops.json')).failures).toEqual([]);
    const wrong = [start, cartCreated, { expectStorage: { cart_id: { $absent: true } } }];
    expect((await runScenario({ name: 'ops', steps: wrong }, 'ops.json')).failures[0]).toContain(
      'storage.cart_id: expected "absent", got "c1"',
    );
  });

  it('fails a socket push when the scenario says the server is down', async () => {
    const scenario: Scenario = {
      name: 'down',
      given: { socket: 'down' },
      steps: [{ socketPush: { event: 'message:new', payload: {} } }],
    };
    expect((await runScenario(scenario, 'down.json')).failures).toEqual([
      'down.json: step 1 (socketPush message:new): the scenario says the socket server is down',
    ]);
  });

  it('fails an expected socket emit the client never made', async () => {
    const scenario: Scenario = { name: 'emit', steps: [{ socketEmit: { event: 'convo:join', payload: 'c1' } }] };
    expect((await runScenario(scenario, 'emit.json')).failures).toEqual([
      'emit.json: step 1 (socketEmit convo:join): expected the client to emit convo:join, but it emitted nothing',
    ]);
  });

  const chatGiven = { state: { identity: { guestId: 'guest_1_a' }, chat: { conversation: { id: 'c1' } } } };
  const catchUp = {
    http: {
      expect: { method: 'GET', url: '/api/v1/chats/c1/messages' },
      respond: { status: 200, body: { items: [] } },
    },
  } as const;
  const open = [
    { dispatch: { type: 'chat/openRequested' } },
    { socketEmit: { event: 'convo:join', payload: 'c1' } },
    catchUp,
  ] as const;

  it('checks the socket connect options and fails when no connect was made', async () => {
    const connect = { expectSocketConnect: { namespace: '/chats', query: { userId: 'guest_1_a', role: 'customer' } } };
    expect(
      (await runScenario({ name: 'connect', given: chatGiven, steps: [...open, connect] }, 'connect.json')).failures,
    ).toEqual([]);
    const wrong = { expectSocketConnect: { namespace: '/rooms' } };
    expect(
      (await runScenario({ name: 'connect', given: chatGiven, steps: [...open, wrong] }, 'connect.json')).failures[0],
    ).toContain('connect.namespace: expected "/rooms", got "/chats"');
    expect((await runScenario({ name: 'none', steps: [connect] }, 'none.json')).failures[0]).toContain(
      'made no (further) connect call',
    );
  });

  it('drops and restores the connection: the status follows and the room is joined again', async () => {
    const steps = [
      ...open,
      { socketConnection: 'drop' },
      { expectState: { chatSession: { connection: 'disconnected' } } },
      { socketConnection: 'restore' },
      { expectState: { chatSession: { connection: 'connected' } } },
      { socketEmit: { event: 'convo:join', payload: 'c1' } },
      catchUp,
    ] as const;
    expect((await runScenario({ name: 'drop', given: chatGiven, steps }, 'drop.json')).failures).toEqual([]);
  });

  it('records the log as plain JSON', async () => {
    const result = await runScenario({ name: 'trace', steps: [start, cartCreated] }, 'trace.json');
    expect(JSON.parse(JSON.stringify(result.trace))).toEqual(result.trace);
    expect(result.trace.events.map((entry) => entry.event.type)).toContain('cart/created');
  });

  it('checks the fake microphone with expectMedia, naming the difference', async () => {
    const record = { dispatch: { type: 'voice/recordRequested' } } as const;
    const open = await runScenario(
      { name: 'media', steps: [record, { expectMedia: { microphoneOpen: true, requests: [{ timesliceMs: 100 }] } }] },
      'media.json',
    );
    expect(open.failures).toEqual([]);
    const closed = await runScenario(
      { name: 'media', steps: [record, { expectMedia: { microphoneOpen: false } }] },
      'media.json',
    );
    expect(closed.failures).toEqual([
      'media.json: step 2 (expectMedia microphoneOpen): media.microphoneOpen: expected false, got true',
    ]);
  });

  it('fails the recording in progress with microphoneFails, and fails the step when none is', async () => {
    const steps: Scenario['steps'] = [
      { dispatch: { type: 'voice/recordRequested' } },
      { microphoneFails: 'unplugged' },
      { expectEvents: [{ type: 'voice/recordingFailed', payload: { reason: 'unplugged' } }] },
    ];
    expect((await runScenario({ name: 'fail', steps }, 'fail.json')).failures).toEqual([]);
    expect(
      (await runScenario({ name: 'none', steps: [{ microphoneFails: 'unplugged' }] }, 'none.json')).failures,
    ).toEqual(['none.json: step 1 (microphoneFails unplugged): no recording is in progress']);
  });

  it("gives the fake microphone the scenario's media", async () => {
    const scenario: Scenario = {
      name: 'webkit',
      given: { media: { webkit: true, supportedTypes: ['audio/mp4'] } },
      steps: [
        { dispatch: { type: 'voice/recordRequested' } },
        { expectEvents: [{ type: 'voice/recordingStarted', payload: { mimeType: 'audio/mp4' } }] },
        { expectMedia: { webkit: true } },
      ],
    };
    expect((await runScenario(scenario, 'webkit.json')).failures).toEqual([]);
  });
});
