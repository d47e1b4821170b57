import { commerceFromEnv } from '../commerce-from-env';
import { scriptedRuntime, type ScriptedRuntime } from '../fakes/load-now';
import type { ChatMessage } from '../../core/chat/chat.model';
import { messageList, messagesOf } from '../../core/chat/message-list';
import { createCore, type CoreStore } from '../../core/create-core';
import { EVENT_SOURCES, type Event } from '../../core/events';
import { initialRootState, type RootState } from '../../core/root.reducer';
import type { LoggedEvent } from '../../core/store/event-log';
import { createFakePorts, testEndpoints, type FakePorts } from '../fakes';
import { MockSocketServer } from '../fakes/mock-socket.port';
import { describeDifference, partialMatch, type Difference } from './partial-match';
import { MEDIA_FIELDS, type HttpExpectation, type Scenario, type ScenarioStep } from './scenario.schema';
import type { HttpRequest } from '../../core/ports/http.port';

const DEFAULT_SCENARIO_CLOCK = '2026-01-01T10:00:00.000Z';

/** What a run recorded: the event log and the traffic, all plain JSON. */
export interface ScenarioTrace {
  readonly scenario: string;
  readonly events: readonly LoggedEvent<Event>[];
  readonly requests: readonly {
    readonly method: string;
    readonly url: string;
    readonly headers: unknown;
    readonly body?: unknown;
  }[];
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

/** A step whose expectation is not met; its message is the difference. */
export class StepFailure extends Error {}

type StepOf<K extends string> = Extract<ScenarioStep, { readonly [P in K]: unknown }>;
/** The steps only the UI run performs: what the shopper does and sees. */
export type UiStep =
  StepOf<'type'> | StepOf<'click'> | StepOf<'expectText'> | StepOf<'expectElement'> | StepOf<'expectField'>;

/**
 * Drives a UI rendered over a scenario run's core. With one, {@link runScenario} performs the UI
 * steps through it; without one (the headless run) they are skipped, except that a `click`'s
 * `intent` is dispatched.
 */
export interface UiDriver {
  /** Renders the UI over the run's store and fakes, before the first step. */
  mount(run: { readonly store: CoreStore; readonly fakes: FakePorts }): Promise<void>;
  /** Performs one UI step; throws {@link StepFailure} when what the step expects is not on the screen. */
  perform(step: UiStep): Promise<void>;
  /** Runs a step (any kind) so that the UI's updates are applied before the next one (React's act). */
  around(action: () => Promise<void>): Promise<void>;
  unmount(): void;
}

export const isUiStep = (step: ScenarioStep): step is UiStep =>
  'type' in step || 'click' in step || 'expectText' in step || 'expectElement' in step || 'expectField' in step;

const describeElement = (query: { readonly role?: string | undefined; readonly name: string }) =>
  `${query.role ?? 'button'} '${query.name}'`;

/** A step in a few words, as failures name it. */
export function describeStep(step: ScenarioStep): string {
  if ('dispatch' in step) return `dispatch ${step.dispatch.type}`;
  if ('inject' in step) return `inject ${step.inject.type}`;
  if ('http' in step)
    return `http ${step.http.expect.method ?? ''} ${step.http.expect.url ?? ''}`.replace(/\s+/g, ' ').trim();
  if ('socketPush' in step) return `socketPush ${step.socketPush.event}`;
  if ('socketEmit' in step) return `socketEmit ${step.socketEmit.event}`;
  if ('socketConnection' in step) return `socketConnection ${step.socketConnection}`;
  if ('expectSocketConnect' in step) return 'expectSocketConnect';
  if ('advance' in step) return `advance ${step.advance} ms`;
  if ('runtimeArrives' in step) return 'runtimeArrives';
  if ('expectEvents' in step) return `expectEvents ${step.expectEvents.map((e) => e.type).join(', ')}`;
  if ('expectNoEvents' in step) return `expectNoEvents ${step.expectNoEvents.join(', ')}`;
  if ('expectState' in step) return 'expectState';
  if ('expectStorage' in step) return `expectStorage ${Object.keys(step.expectStorage).join(', ')}`;
  if ('expectCookies' in step) return 'expectCookies';
  if ('microphoneFails' in step) return `microphoneFails ${step.microphoneFails}`;
  if ('expectMedia' in step) return `expectMedia ${Object.keys(step.expectMedia).join(', ')}`;
  if ('otherTab' in step) return `otherTab ${step.otherTab.key}`;
  if ('type' in step) return `type into '${step.type.into}'`;
  if ('click' in step) return `click ${describeElement(step.click)}`;
  if ('expectText' in step) return `expectText '${step.expectText}'`;
  if ('expectElement' in step)
    return `expectElement ${describeElement({ role: step.expectElement.role ?? '(any role)', name: step.expectElement.name })}`;
  return `expectField '${step.expectField.name}'`;
}

/** `patch` laid over `base`: objects merge key by key, anything else (arrays too) replaces. */
export function mergeDeep(base: unknown, patch: unknown): unknown {
  if (typeof base !== 'object' || base === null || Array.isArray(base)) return patch;
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) return patch;
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch)) merged[key] = mergeDeep(merged[key], value);
  return merged;
}

const isOperator = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === 1 &&
  Object.keys(value)[0]!.startsWith('$');
const asStored = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));
const differences = (diffs: Difference[]) => diffs.map(describeDifference).join('; ');
const payloadOf = (event: Event): unknown => (event as { readonly payload?: unknown }).payload;
const NEAREST_SHOWN = 3;
const PAYLOAD_SHOWN_CHARS = 400;

function shownPayload(event: Event): string {
  const payload = payloadOf(event);
  if (payload === undefined) return 'no payload';
  const json = JSON.stringify(payload);
  return json.length > PAYLOAD_SHOWN_CHARS ? `${json.slice(0, PAYLOAD_SHOWN_CHARS)}…` : json;
}

/**
 * The events nearest to a missing one, with their payloads: those of the same type first (after
 * the cursor, then before it, already passed), then those of the same area, then the latest ones.
 */
function nearestCandidates(
  log: readonly LoggedEvent<Event>[],
  cursor: number,
  wanted: { readonly type: string; readonly payload?: unknown },
): string {
  const area = wanted.type.split('/')[0];
  const rank = (entry: LoggedEvent<Event>, index: number) =>
    (entry.event.type === wanted.type ? 0 : entry.event.type.split('/')[0] === area ? 2 : 4) +
    (index >= cursor ? 0 : 1);
  const candidates = log
    .map((entry, index) => ({ entry, index, rank: rank(entry, index) }))
    .sort((a, b) => a.rank - b.rank || Math.abs(a.index - cursor) - Math.abs(b.index - cursor))
    .slice(0, NEAREST_SHOWN);
  if (candidates.length === 0) return 'no event was logged';
  const shown = candidates.map(({ entry, index }) => {
    const diffs =
      entry.event.type === wanted.type && wanted.payload !== undefined
        ? partialMatch(wanted.payload, payloadOf(entry.event), 'payload')
        : [];
    const where = index < cursor ? ', before the last match' : '';
    return `seq ${entry.seq} ${entry.event.type}${where}: ${shownPayload(entry.event)}${diffs.length ? ` (${differences(diffs)})` : ''}`;
  });
  return `nearest: ${shown.join(' | ')}`;
}

function matchRequest(
  expect: HttpExpectation,
  request: { method: string; url: string; headers: unknown; body?: unknown },
): string[] {
  const problems: string[] = [];
  if (expect.method && expect.method !== request.method)
    problems.push(`method: expected ${expect.method}, got ${request.method}`);
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

/**
 * The state a scenario starts from: the initial state with its `given.state` laid over it. A scenario writes the chat's
 * messages as an array (as storage keeps them), made into the state's message list here.
 */
export function buildState(given: unknown): RootState {
  if (given === undefined) return initialRootState;
  const state = mergeDeep(initialRootState, given) as RootState;
  const messages: unknown = state.chat.messages;
  return Array.isArray(messages)
    ? { ...state, chat: { ...state.chat, messages: messageList(messages as ChatMessage[]) } }
    : state;
}

/** The state as a scenario's `expectState` reads it: the chat's messages as an array, oldest first. */
export function scenarioView(state: RootState): unknown {
  return { ...state, chat: { ...state.chat, messages: messagesOf(state.chat.messages) } };
}

/** One run of a scenario: its fakes, its store and its cursor into the event log. */
class ScenarioRun {
  readonly fakes: FakePorts;
  readonly store: CoreStore;
  readonly server: MockSocketServer | null;
  private readonly runtime: ScriptedRuntime;
  private eventCursor = 0;
  private connectCursor = 0;
  private attributed = 0;
  private readonly requestSteps = new WeakMap<HttpRequest, number>();

  constructor(
    readonly scenario: Scenario,
    runIndex: number,
    private readonly ui: UiDriver | null = null,
  ) {
    const given = scenario.given ?? {};
    const clock = given.clock ?? DEFAULT_SCENARIO_CLOCK;
    const storageItems = Object.fromEntries(
      Object.entries(given.storage ?? {}).map(([key, value]) => [key, asStored(value)]),
    );
    this.fakes = createFakePorts({
      clockStart: typeof clock === 'number' ? clock : Date.parse(clock),
      storage: { ...given.storageBehaviour, items: storageItems },
      ...(given.cookies ? { cookies: given.cookies } : {}),
      ...(given.media ? { media: given.media } : {}),
    });
    const socketOrigin = `ws://scenario-${runIndex}.socket.test`;
    const endpoints = testEndpoints({ VITE_SOCKET_URL: socketOrigin, ...given.env }, given.origin);
    this.server = given.socket === 'down' ? null : new MockSocketServer(`${endpoints.socketUrl}/chats`);
    this.runtime = scriptedRuntime(given.runtime ?? [], commerceFromEnv(given.env));
    this.store = createCore({
      ports: this.fakes.ports,
      endpoints,
      backend: given.env?.VITE_COMMERCE === 'medusa' ? 'medusa' : 'brand',
      load: this.runtime.load,
      initialState: buildState(given.state),
    });
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
    } else if ('inject' in step) {
      this.store.dispatch(step.inject as Event);
    } else if ('http' in step) {
      const pending = this.fakes.http.claimNext();
      const wanted = `${step.http.expect.method ?? 'a'} request${step.http.expect.url ? ` to ${step.http.expect.url}` : ''}`;
      if (!pending) throw new StepFailure(`expected ${wanted}, but the core made no request`);
      const problems = matchRequest(step.http.expect, pending.request);
      if (problems.length) {
        throw new StepFailure(
          `request ${pending.request.method} ${pending.request.url} differs: ${problems.join('; ')}`,
        );
      }
      if (step.http.respond) {
        pending.respond(
          { status: step.http.respond.status, body: step.http.respond.body ?? null },
          step.http.respond.latencyMs ?? 0,
        );
      }
    } else if ('socketPush' in step) {
      if (!this.server) throw new StepFailure('the scenario says the socket server is down');
      this.server.push(step.socketPush.event, step.socketPush.payload);
    } else if ('socketEmit' in step) {
      const emit = this.server?.claimNext();
      if (!emit) throw new StepFailure(`expected the client to emit ${step.socketEmit.event}, but it emitted nothing`);
      if (emit.event !== step.socketEmit.event)
        throw new StepFailure(`expected emit ${step.socketEmit.event}, got ${emit.event}`);
      if (step.socketEmit.payload !== undefined) {
        const diffs = partialMatch(step.socketEmit.payload, emit.payload, 'payload');
        if (diffs.length) throw new StepFailure(differences(diffs));
      }
    } else if ('socketConnection' in step) {
      if (step.socketConnection === 'drop') this.fakes.socket.drop();
      else this.fakes.socket.restore();
    } else if ('expectSocketConnect' in step) {
      const options = this.fakes.socket.connections[this.connectCursor++];
      if (!options)
        throw new StepFailure('expected the client to connect the socket, but it made no (further) connect call');
      const diffs = partialMatch(step.expectSocketConnect, options, 'connect');
      if (diffs.length) throw new StepFailure(differences(diffs));
    } else if ('advance' in step) {
      this.fakes.clock.advance(step.advance);
    } else if ('runtimeArrives' in step) {
      if (!this.runtime.arrive()) throw new StepFailure("no fetch of the core runtime's code is held");
    } else if ('expectEvents' in step) {
      this.expectEvents(step.expectEvents);
    } else if ('expectNoEvents' in step) {
      const since = this.store.log().slice(this.eventCursor);
      const found = since.filter((entry) => step.expectNoEvents.includes(entry.event.type));
      if (found.length) {
        throw new StepFailure(
          `unexpected ${found.map((entry) => `${entry.event.type} (seq ${entry.seq})`).join(', ')}`,
        );
      }
    } else if ('expectState' in step) {
      const diffs = partialMatch(step.expectState, scenarioView(this.store.getState()), 'state');
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
    } else if ('otherTab' in step) {
      this.fakes.storage.changeFromOtherTab(
        step.otherTab.key,
        step.otherTab.value === null ? null : asStored(step.otherTab.value),
      );
    } else if (this.ui) {
      await this.ui.perform(step);
    } else if ('click' in step && step.click.intent) {
      this.store.dispatch(step.click.intent as Event);
    }
  }

  /** Notes the step (index from 0) each request made since the last call was made at. */
  attributeRequests(stepIndex: number): void {
    for (const request of this.fakes.http.requests().slice(this.attributed)) this.requestSteps.set(request, stepIndex);
    this.attributed = this.fakes.http.requests().length;
  }

  /** Requests no step claimed, each with the step it was made at (-1: before the first). */
  unclaimed(): { readonly request: HttpRequest; readonly step: number }[] {
    return this.fakes.http
      .unclaimedRequests()
      .map((pending) => ({ request: pending.request, step: this.requestSteps.get(pending.request) ?? -1 }));
  }

  /** Each expected event must appear after the previous one (and after the last matched step), in order. */
  private expectEvents(expected: readonly { readonly type: string; readonly payload?: unknown }[]): void {
    const log = this.store.log();
    let cursor = this.eventCursor;
    for (const [index, wanted] of expected.entries()) {
      const found = log.findIndex(
        (entry, i) =>
          i >= cursor &&
          entry.event.type === wanted.type &&
          (wanted.payload === undefined ||
            partialMatch(wanted.payload, payloadOf(entry.event), 'payload').length === 0),
      );
      if (found < 0) {
        const seen =
          log
            .slice(cursor)
            .map((entry) => entry.event.type)
            .join(', ') || 'none';
        throw new StepFailure(
          `expected event #${index + 1} ${wanted.type} not found; events since the last match: ${seen}; ${nearestCandidates(log, cursor, wanted)}`,
        );
      }
      cursor = found + 1;
    }
    this.eventCursor = cursor;
  }

  private expectStored(
    expected: Readonly<Record<string, unknown>>,
    actual: Record<string, string>,
    area: string,
  ): void {
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
      const diffs =
        typeof wanted === 'object'
          ? partialMatch({ $json: wanted }, value, `${area}.${key}`)
          : partialMatch(wanted, value, `${area}.${key}`);
      if (diffs.length) problems.push(differences(diffs));
    }
    if (problems.length) throw new StepFailure(problems.join('; '));
  }

  /** The socket emits no step claimed. */
  unclaimedEmits(): readonly { readonly event: string; readonly payload: unknown }[] {
    return this.server?.unclaimed() ?? [];
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
 * Watches a run as it goes (the replay page): its store and fakes once built, then each step before it is performed and
 * once it settled.
 */
export interface ScenarioObserver {
  started(run: {
    readonly store: CoreStore;
    readonly fakes: FakePorts;
    readonly server: MockSocketServer | null;
  }): void;
  beforeStep(index: number): void;
  afterStep(index: number): void;
}

/**
 * How to run: `ui` drives the UI steps through a rendered UI (the headless run skips them); `observer` watches the run.
 */
export interface RunOptions {
  readonly ui?: UiDriver;
  readonly observer?: ScenarioObserver;
}

const requestLine = (request: HttpRequest) =>
  `unexpected request ${request.method} ${request.url} (no step expects it)`;

/**
 * Replays a scenario through the whole core on fake ports. Strict: a step whose expectation
 * is not met fails, and so does a request or emit that no step expects. Failures name the step
 * (from 1, as load errors do); an unclaimed request is reported at the step that made it.
 */
export async function runScenario(scenario: Scenario, file: string, options: RunOptions = {}): Promise<ScenarioResult> {
  const ui = options.ui ?? null;
  const observer = options.observer;
  const run = new ScenarioRun(scenario, ++runs, ui);
  observer?.started(run);
  const failures: string[] = [];
  const at = (index: number) => {
    if (index < 0) return `${file}: before the first step`;
    const step = scenario.steps[index]!;
    return `${file}: step ${index + 1} (${describeStep(step)}${step.note ? `: ${step.note}` : ''})`;
  };
  const inUi = (action: () => Promise<void>) => (ui ? ui.around(action) : action());
  try {
    if (ui) await ui.mount({ store: run.store, fakes: run.fakes });
    await inUi(() => run.settle());
    run.attributeRequests(-1);
    for (const [index, step] of scenario.steps.entries()) {
      try {
        observer?.beforeStep(index);
        await inUi(async () => {
          await run.perform(step);
          await run.settle();
        });
        run.attributeRequests(index);
        observer?.afterStep(index);
      } catch (error) {
        run.attributeRequests(index);
        const reason =
          error instanceof StepFailure
            ? error.message
            : `crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
        const unclaimed = run.unclaimed().filter((left) => left.step < index);
        const context = unclaimed.length
          ? ` (unclaimed so far: ${unclaimed.map((left) => `${left.request.method} ${left.request.url} from step ${left.step + 1}`).join(', ')})`
          : '';
        failures.push(`${at(index)}: ${reason}${context}`);
        break;
      }
    }
    if (failures.length === 0) {
      for (const left of run.unclaimed()) failures.push(`${at(left.step)}: ${requestLine(left.request)}`);
      for (const emit of run.unclaimedEmits())
        failures.push(
          `${file}: after the last step: unexpected socket emit ${emit.event} ${JSON.stringify(emit.payload)}`,
        );
    }
    return { file, name: scenario.name, passed: failures.length === 0, failures, trace: run.trace() };
  } finally {
    ui?.unmount();
    run.dispose();
  }
}
