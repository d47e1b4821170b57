import { brandCommerce } from '../../core/commerce/brand/brand.commerce';
import { loadNow } from '../fakes/lazy-epics';
import { createCore, type CoreStore } from '../../core/create-core';
import { EVENT_SOURCES, type Event } from '../../core/events';
import { initialRootState, type RootState } from '../../core/root.reducer';
import type { LoggedEvent } from '../../core/store/event-log';
import { createFakePorts, testEndpoints, type FakePorts } from '../fakes';
import { MockSocketServer } from '../fakes/mock-socket.port';
import { describeDifference, partialMatch, type Difference } from './partial-match';
import { MEDIA_FIELDS, type HttpExpectation, type Scenario, type ScenarioStep } from './scenario.schema';

const DEFAULT_SCENARIO_CLOCK = '2026-01-01T10:00:00.000Z';

/** What a run recorded: the event log and the traffic, all plain JSON. */
export interface ScenarioTrace {
  readonly scenario: string;
  readonly events: readonly LoggedEvent<Event>[];
  readonly requests: readonly { readonly method: string; readonly url: string; readonly headers: unknown; readonly body?: unknown }[];
}

export interface ScenarioResult {
  readonly file: string;
  readonly name: string;
  readonly passed: boolean;
  /** Each names the file, the step and the difference. */
  readonly failures: readonly string[];
  readonly trace: ScenarioTrace;
}

/** The event types a scenario may name. */
export const KNOWN_EVENT_TYPES: ReadonlySet<string> = new Set(Object.keys(EVENT_SOURCES));

class StepFailure extends Error {}

function describeStep(step: ScenarioStep): string {
  if ('dispatch' in step) return `dispatch ${step.dispatch.type}`;
  if ('http' in step) return `http ${step.http.expect.method ?? ''} ${step.http.expect.url ?? ''}`.replace(/\s+/g, ' ').trim();
  if ('socketPush' in step) return `socketPush ${step.socketPush.event}`;
  if ('socketEmit' in step) return `socketEmit ${step.socketEmit.event}`;
  if ('socketConnection' in step) return `socketConnection ${step.socketConnection}`;
  if ('expectSocketConnect' in step) return 'expectSocketConnect';
  if ('advance' in step) return `advance ${step.advance} ms`;
  if ('expectEvents' in step) return `expectEvents ${step.expectEvents.map((e) => e.type).join(', ')}`;
  if ('expectNoEvents' in step) return `expectNoEvents ${step.expectNoEvents.join(', ')}`;
  if ('expectState' in step) return 'expectState';
  if ('expectStorage' in step) return `expectStorage ${Object.keys(step.expectStorage).join(', ')}`;
  if ('expectCookies' in step) return 'expectCookies';
  if ('microphoneFails' in step) return `microphoneFails ${step.microphoneFails}`;
  if ('expectMedia' in step) return `expectMedia ${Object.keys(step.expectMedia).join(', ')}`;
  return `otherTab ${step.otherTab.key}`;
}

function mergeDeep(base: unknown, patch: unknown): unknown {
  if (typeof base !== 'object' || base === null || Array.isArray(base)) return patch;
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) return patch;
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch)) merged[key] = mergeDeep(merged[key], value);
  return merged;
}

const isOperator = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && Object.keys(value)[0]!.startsWith('$');
const asStored = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));
const differences = (diffs: Difference[]) => diffs.map(describeDifference).join('; ');

function matchRequest(expect: HttpExpectation, request: { method: string; url: string; headers: unknown; body?: unknown }): string[] {
  const problems: string[] = [];
  if (expect.method && expect.method !== request.method) problems.push(`method: expected ${expect.method}, got ${request.method}`);
  const actual = new URL(request.url);
  if (expect.url) {
    if (/^https?:\/\//.test(expect.url)) {
      const wanted = new URL(expect.url);
      if (wanted.origin + wanted.pathname !== actual.origin + actual.pathname) {
        problems.push(`url: expected ${wanted.origin + wanted.pathname}, got ${actual.origin + actual.pathname}`);
      }
    } else if (expect.url !== actual.pathname) {
      problems.push(`url: expected path ${expect.url}, got ${actual.pathname}`);
    }
  }
  if (expect.query) {
    const diffs = partialMatch(expect.query, Object.fromEntries(actual.searchParams), 'query');
    if (diffs.length) problems.push(differences(diffs));
  }
  if (expect.headers) {
    const diffs = partialMatch(expect.headers, request.headers, 'headers');
    if (diffs.length) problems.push(differences(diffs));
  }
  if (expect.body !== undefined) {
    const diffs = partialMatch(expect.body, request.body, 'body');
    if (diffs.length) problems.push(differences(diffs));
  }
  return problems;
}

/** The state a scenario starts from: the initial state with its `given.state` laid over it. */
export function buildState(given: unknown): RootState {
  return given === undefined ? initialRootState : (mergeDeep(initialRootState, given) as RootState);
}

/** One run of a scenario: its fakes, its store and its cursor into the event log. */
class ScenarioRun {
  readonly fakes: FakePorts;
  readonly store: CoreStore;
  readonly server: MockSocketServer | null;
  private eventCursor = 0;
  private connectCursor = 0;

  constructor(readonly scenario: Scenario, runIndex: number) {
    const given = scenario.given ?? {};
    const clock = given.clock ?? DEFAULT_SCENARIO_CLOCK;
    const storageItems = Object.fromEntries(Object.entries(given.storage ?? {}).map(([key, value]) => [key, asStored(value)]));
    this.fakes = createFakePorts({
      clockStart: typeof clock === 'number' ? clock : Date.parse(clock),
      storage: { ...given.storageBehaviour, items: storageItems },
      ...(given.cookies ? { cookies: given.cookies } : {}),
      ...(given.media ? { media: given.media } : {}),
    });
    const socketOrigin = `ws://scenario-${runIndex}.socket.test`;
    const endpoints = testEndpoints({ VITE_SOCKET_URL: socketOrigin, ...given.env }, given.origin);
    this.server = given.socket === 'down' ? null : new MockSocketServer(`${endpoints.socketUrl}/chats`);
    this.store = createCore({ ports: this.fakes.ports, endpoints, commerce: brandCommerce, initialState: buildState(given.state), load: loadNow });
  }

  async settle(): Promise<void> {
    this.fakes.clock.runDue();
    for (let i = 0; i < 50 && this.server && this.fakes.socket.connections.length > 0; i++) {
      let status = '';
      this.fakes.socket.status$.subscribe((s) => (status = s)).unsubscribe();
      if (status !== 'connecting') break;
      await new Promise((resolve) => setTimeout(resolve, 5));
      this.fakes.clock.runDue();
    }
  }

  async perform(step: ScenarioStep): Promise<void> {
    if ('dispatch' in step) {
      this.store.dispatch(step.dispatch as Event);
    } else if ('http' in step) {
      const pending = this.fakes.http.claimNext();
      const wanted = `${step.http.expect.method ?? 'a'} request${step.http.expect.url ? ` to ${step.http.expect.url}` : ''}`;
      if (!pending) throw new StepFailure(`expected ${wanted}, but the core made no request`);
      const problems = matchRequest(step.http.expect, pending.request);
      if (problems.length) {
        throw new StepFailure(`request ${pending.request.method} ${pending.request.url} differs: ${problems.join('; ')}`);
      }
      if (step.http.respond) {
        pending.respond({ status: step.http.respond.status, body: step.http.respond.body ?? null }, step.http.respond.latencyMs ?? 0);
      }
    } else if ('socketPush' in step) {
      if (!this.server) throw new StepFailure('the scenario says the socket server is down');
      this.server.push(step.socketPush.event, step.socketPush.payload);
    } else if ('socketEmit' in step) {
      const emit = this.server?.claimNext();
      if (!emit) throw new StepFailure(`expected the client to emit ${step.socketEmit.event}, but it emitted nothing`);
      if (emit.event !== step.socketEmit.event) throw new StepFailure(`expected emit ${step.socketEmit.event}, got ${emit.event}`);
      if (step.socketEmit.payload !== undefined) {
        const diffs = partialMatch(step.socketEmit.payload, emit.payload, 'payload');
        if (diffs.length) throw new StepFailure(differences(diffs));
      }
    } else if ('socketConnection' in step) {
      if (step.socketConnection === 'drop') this.fakes.socket.drop();
      else this.fakes.socket.restore();
    } else if ('expectSocketConnect' in step) {
      const options = this.fakes.socket.connections[this.connectCursor++];
      if (!options) throw new StepFailure('expected the client to connect the socket, but it made no (further) connect call');
      const diffs = partialMatch(step.expectSocketConnect, options, 'connect');
      if (diffs.length) throw new StepFailure(differences(diffs));
    } else if ('advance' in step) {
      this.fakes.clock.advance(step.advance);
    } else if ('expectEvents' in step) {
      this.expectEvents(step.expectEvents);
    } else if ('expectNoEvents' in step) {
      const since = this.store.log().slice(this.eventCursor);
      const found = since.filter((entry) => step.expectNoEvents.includes(entry.event.type));
      if (found.length) {
        throw new StepFailure(`unexpected ${found.map((entry) => `${entry.event.type} (seq ${entry.seq})`).join(', ')}`);
      }
    } else if ('expectState' in step) {
      const diffs = partialMatch(step.expectState, this.store.getState(), 'state');
      if (diffs.length) throw new StepFailure(differences(diffs));
    } else if ('expectStorage' in step) {
      this.expectStored(step.expectStorage, this.fakes.storage.snapshot(), 'storage');
    } else if ('expectCookies' in step) {
      this.expectStored(step.expectCookies, this.fakes.cookies.snapshot(), 'cookies');
    } else if ('microphoneFails' in step) {
      if (!this.fakes.media.fail(step.microphoneFails)) throw new StepFailure('no recording is in progress');
    } else if ('expectMedia' in step) {
      const media = Object.fromEntries(MEDIA_FIELDS.map((key) => [key, this.fakes.media[key]]));
      const diffs = partialMatch(step.expectMedia, media, 'media');
      if (diffs.length) throw new StepFailure(differences(diffs));
    } else {
      this.fakes.storage.changeFromOtherTab(step.otherTab.key, step.otherTab.value === null ? null : asStored(step.otherTab.value));
    }
  }

  /** Each expected event must appear after the previous one (and after the last matched step), in order. */
  private expectEvents(expected: readonly { readonly type: string; readonly payload?: unknown }[]): void {
    const log = this.store.log();
    let cursor = this.eventCursor;
    for (const [index, wanted] of expected.entries()) {
      let nearest: string | null = null;
      let found = -1;
      for (let i = cursor; i < log.length; i++) {
        const entry = log[i]!;
        if (entry.event.type !== wanted.type) continue;
        const diffs = wanted.payload === undefined ? [] : partialMatch(wanted.payload, (entry.event as { payload?: unknown }).payload, 'payload');
        if (diffs.length === 0) {
          found = i;
          break;
        }
        nearest ??= `seq ${entry.seq}: ${differences(diffs)}`;
      }
      if (found < 0) {
        const seen = log.slice(cursor).map((entry) => entry.event.type).join(', ') || 'none';
        throw new StepFailure(
          `expected event #${index + 1} ${wanted.type} not found` + (nearest ? ` (closest ${nearest})` : '') + `; events since the last match: ${seen}`,
        );
      }
      cursor = found + 1;
    }
    this.eventCursor = cursor;
  }

  private expectStored(expected: Readonly<Record<string, unknown>>, actual: Record<string, string>, area: string): void {
    const problems: string[] = [];
    for (const [key, wanted] of Object.entries(expected)) {
      const value = actual[key];
      if (wanted === null) {
        if (value !== undefined) problems.push(`${area}.${key}: expected absent, got ${JSON.stringify(value)}`);
        continue;
      }
      if (isOperator(wanted)) {
        const diffs = partialMatch(wanted, value, `${area}.${key}`);
        if (diffs.length) problems.push(differences(diffs));
        continue;
      }
      if (value === undefined) {
        problems.push(`${area}.${key}: expected ${JSON.stringify(wanted)}, got absent`);
        continue;
      }
      const diffs = typeof wanted === 'object' ? partialMatch({ $json: wanted }, value, `${area}.${key}`) : partialMatch(wanted, value, `${area}.${key}`);
      if (diffs.length) problems.push(differences(diffs));
    }
    if (problems.length) throw new StepFailure(problems.join('; '));
  }

  /** What no step claimed: requests and emits the scenario did not expect. */
  leftovers(): string[] {
    const requests = this.fakes.http
      .unclaimedRequests()
      .map((pending) => `unexpected request ${pending.request.method} ${pending.request.url} (no step expects it)`);
    const emits = (this.server?.unclaimed() ?? []).map((emit) => `unexpected socket emit ${emit.event} ${JSON.stringify(emit.payload)}`);
    return [...requests, ...emits];
  }

  trace(): ScenarioTrace {
    return {
      scenario: this.scenario.name,
      events: this.store.log(),
      requests: this.fakes.http.requests().map((request) => ({
        method: request.method,
        url: request.url,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
      })),
    };
  }

  dispose(): void {
    this.store.dispose();
    this.fakes.socket.disconnect();
    this.server?.stop();
  }
}

let runs = 0;

/**
 * Replays a scenario through the whole core on fake ports. Strict: a step whose expectation
 * is not met fails, and so does a request or emit that no step expects.
 */
export async function runScenario(scenario: Scenario, file: string): Promise<ScenarioResult> {
  const run = new ScenarioRun(scenario, ++runs);
  const failures: string[] = [];
  try {
    await run.settle();
    for (const [index, step] of scenario.steps.entries()) {
      try {
        await run.perform(step);
        await run.settle();
      } catch (error) {
        const reason = error instanceof StepFailure ? error.message : `crashed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`;
        failures.push(`${file}: step ${index + 1} (${describeStep(step)}${step.note ? `: ${step.note}` : ''}): ${reason}`);
        break;
      }
    }
    if (failures.length === 0) for (const leftover of run.leftovers()) failures.push(`${file}: after the last step: ${leftover}`);
    return { file, name: scenario.name, passed: failures.length === 0, failures, trace: run.trace() };
  } finally {
    run.dispose();
  }
}
