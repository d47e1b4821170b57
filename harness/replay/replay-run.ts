import type { CoreStore } from '../../core/create-core';
import type { Event } from '../../core/events';
import type { HttpRequest } from '../../core/ports';
import { initialRootState, type RootState } from '../../core/root.reducer';
import type { LoggedEvent } from '../../core/store/event-log';
import { describeStep, runScenario, type ScenarioObserver, type ScenarioResult } from '../scenario/scenario-runner';
import type { Scenario, ScenarioStep } from '../scenario/scenario.schema';

/** One logged event of a replay, the state right after it and the step that caused it (-1: before the first step). */
export interface ReplayEvent {
  readonly entry: LoggedEvent<Event>;
  readonly stateAfter: RootState;
  readonly stepIndex: number;
}

/** One step of a replay: what it did, what the core asked for meanwhile, and how it ended. */
export interface ReplayStep {
  readonly index: number;
  readonly step: ScenarioStep;
  readonly label: string;
  /** For an `http` step, the request it answered (the oldest one still waiting when the step began). */
  readonly answered: HttpRequest | null;
  /** Requests the core made while this step ran. */
  readonly requestsMade: readonly HttpRequest[];
  /**
   * Positions (0-based indexes into {@link Replay.events}) of the events this step caused: `from` up to, not including,
   * `to`.
   */
  readonly from: number;
  readonly to: number;
  readonly outcome: 'passed' | 'failed' | 'not run';
  /** The runner's message, for the step that failed. */
  readonly failure: string | null;
}

/** A whole run of a scenario, kept so any point of it can be shown again. */
export interface Replay {
  readonly file: string;
  readonly scenario: Scenario;
  readonly result: ScenarioResult;
  /** The state before the first event (the scenario's `given.state` over the initial state). */
  readonly initialState: RootState;
  /** What the run's commerce adapter says of itself: how it logs a customer in, what it charges per way to pay. */
  readonly traits: Pick<CoreStore, 'loginMethod' | 'paymentFees' | 'freeDeliveryFrom'>;
  readonly events: readonly ReplayEvent[];
  readonly steps: readonly ReplayStep[];
  /** Events logged before the first step (`from` 0 up to this). */
  readonly eventsBeforeSteps: number;
  /** Failures found once every step had passed (requests or emits no step expected). */
  readonly leftoverFailures: readonly string[];
}

/**
 * Runs a scenario once through the scenario runner (the same core, fakes and checks as
 * `npm run scenarios`) and keeps every event with the state after it and the step that caused it.
 * Virtual time makes the run deterministic, so the kept states are what a run stopped at any event
 * would show.
 */
export async function replayScenario(scenario: Scenario, file: string): Promise<Replay> {
  const events: ReplayEvent[] = [];
  let initialState: RootState = initialRootState;
  let traits: Replay['traits'] | null = null;
  let current = -1;
  let eventsBeforeSteps = 0;
  const began: { from: number; answered: HttpRequest | null; requestCount: number }[] = [];
  const ended: { to: number; requestsMade: readonly HttpRequest[] }[] = [];
  let requests: () => readonly HttpRequest[] = () => [];
  let waiting: () => HttpRequest | null = () => null;

  const observer: ScenarioObserver = {
    started(run) {
      initialState = run.store.getState();
      traits = {
        loginMethod: run.store.loginMethod,
        paymentFees: run.store.paymentFees,
        freeDeliveryFrom: run.store.freeDeliveryFrom,
      };
      requests = () => run.fakes.http.requests();
      waiting = () => run.fakes.http.unclaimedRequests()[0]?.request ?? null;
      run.store.events$.subscribe((entry) =>
        events.push({ entry, stateAfter: run.store.getState(), stepIndex: current }),
      );
    },
    beforeStep(index) {
      if (index === 0) eventsBeforeSteps = events.length;
      current = index;
      const step = scenario.steps[index]!;
      began[index] = {
        from: events.length,
        answered: 'http' in step ? waiting() : null,
        requestCount: requests().length,
      };
    },
    afterStep(index) {
      ended[index] = { to: events.length, requestsMade: requests().slice(began[index]!.requestCount) };
    },
  };
  const result = await runScenario(scenario, file, { observer });

  if (traits === null) throw new Error('The scenario runner did not report its store to the replay.');
  const failedAt = failedStepIndex(result, file);
  const steps = scenario.steps.map((step, index): ReplayStep => {
    const start = began[index];
    const end = ended[index];
    const failed = index === failedAt;
    return {
      index,
      step,
      label: describeStep(step),
      answered: start?.answered ?? null,
      requestsMade: end?.requestsMade ?? (failed && start ? requests().slice(start.requestCount) : []),
      from: start?.from ?? events.length,
      to: end?.to ?? (failed ? events.length : (start?.from ?? events.length)),
      outcome: failed ? 'failed' : end ? 'passed' : 'not run',
      failure: failed ? (result.failures[0] ?? null) : null,
    };
  });
  return {
    file,
    scenario,
    result,
    initialState,
    traits,
    events,
    steps,
    eventsBeforeSteps: began.length === 0 ? events.length : eventsBeforeSteps,
    leftoverFailures: failedAt >= 0 ? [] : result.failures,
  };
}

/**
 * The step (0-based) the run's first failure names, as the runner words it (`<file>: step N (...)`); -1 when none does.
 */
function failedStepIndex(result: ScenarioResult, file: string): number {
  const first = result.failures[0] ?? '';
  const match = first.startsWith(`${file}: step `)
    ? /^(\d+) \(/.exec(first.slice(file.length + ': step '.length))
    : null;
  return match ? Number(match[1]) - 1 : -1;
}

/** The state after the first `position` events (0: before any). */
export function stateAt(replay: Replay, position: number): RootState {
  return position <= 0 ? replay.initialState : replay.events[Math.min(position, replay.events.length) - 1]!.stateAfter;
}
