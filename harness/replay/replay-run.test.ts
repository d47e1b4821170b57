import { describe, expect, it } from 'vitest';
import { loadScenario } from '../scenario/scenario-files';
import type { Scenario } from '../scenario/scenario.schema';
import { replayScenario, stateAt } from './replay-run';

const FILE = 'scenarios/chat/send-409-resets.scenario.json';
const CLOSED = 'This chat was closed. Send a new message to start a fresh chat.';

describe('replayScenario', () => {
  it('keeps each event with the state after it and the step that caused it', async () => {
    const replay = await replayScenario(await loadScenario(FILE), FILE);
    expect(replay.result.passed).toBe(true);
    expect(replay.steps.map((step) => step.outcome)).toEqual(replay.scenario.steps.map(() => 'passed'));
    const closed = replay.events.findIndex((event) => event.entry.event.type === 'chat/closedByServer');
    const cause = replay.steps[replay.events[closed]!.stepIndex]!;
    expect(cause.label).toBe('http POST /api/v1/chats/conv_1/messages');
    expect(cause.answered).toMatchObject({
      method: 'POST',
      url: 'http://shop.test/api/v1/chats/conv_1/messages',
      body: { content: 'Aur ek baat' },
    });
    expect(closed).toBeGreaterThanOrEqual(cause.from);
    expect(closed).toBeLessThan(cause.to);
    expect(stateAt(replay, closed).chat.error).toBeNull();
    expect(stateAt(replay, closed + 1).chat.error).toBe(CLOSED);
    expect(stateAt(replay, 0)).toBe(replay.initialState);
    expect(replay.initialState.chat.conversation?.id).toBe('conv_1');
  });

  it('lists the requests the core made during each step', async () => {
    const replay = await replayScenario(await loadScenario(FILE), FILE);
    const open = replay.steps[0]!;
    expect(open.requestsMade.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'GET /api/v1/chats/conv_1/messages',
    ]);
  });

  it('marks the step that failed with the runner message and leaves the rest not run', async () => {
    const scenario = await loadScenario(FILE);
    const at = scenario.steps.findIndex(
      (step) => 'expectEvents' in step && step.expectEvents[0]?.type === 'chat/closedByServer',
    );
    const broken: Scenario = {
      ...scenario,
      steps: scenario.steps.map((step) =>
        'expectEvents' in step && step.expectEvents[0]?.type === 'chat/closedByServer'
          ? { expectEvents: [{ type: 'chat/closedByServer', payload: { status: 404 } }] }
          : step,
      ),
    };
    const replay = await replayScenario(broken, 'broken.scenario.json');
    expect(replay.result.passed).toBe(false);
    const failed = replay.steps.filter((step) => step.outcome === 'failed');
    expect(failed.map((step) => step.index)).toEqual([at]);
    expect(failed[0]!.failure).toBe(replay.result.failures[0]);
    expect(failed[0]!.failure).toMatch(
      new RegExp(
        `^broken\\.scenario\\.json: step ${at + 1} \\(expectEvents chat/closedByServer\\): expected event #1 chat/closedByServer not found`,
      ),
    );
    expect(replay.steps.slice(at + 1).map((step) => step.outcome)).toEqual(
      Array(scenario.steps.length - at - 1).fill('not run'),
    );
    expect(replay.leftoverFailures).toEqual([]);
  });

  it('keeps a failure found after the last step apart from the steps, which all passed', async () => {
    const scenario = await loadScenario(FILE);
    const replay = await replayScenario({ ...scenario, steps: scenario.steps.slice(0, 7) }, 'short.scenario.json');
    expect(replay.steps.map((step) => step.outcome)).toEqual(Array(7).fill('passed'));
    expect(replay.leftoverFailures).toEqual([
      'short.scenario.json: after the last step: unexpected socket emit convo:leave "conv_1"',
    ]);
  });
});
