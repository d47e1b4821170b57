import { createCore } from '../../core/create-core';
import { chatAssistantItemsEpic } from '../../core/chat/chat-assistant.epic';
import { chatScrollEpic } from '../../core/chat/chat-send.epic';
import { epicFailed, type CoreEpic } from '../../core/epic';
import type { Event } from '../../core/events';
import { persistEpic } from '../../core/persist/persist.epic';
import { initialRootState, type RootState } from '../../core/root.reducer';
import { combineEpics } from '../../core/store/combine-epics';
import { suggestionEpic } from '../../core/suggestion/suggestion.epic';
import { createFakePorts, testEndpoints } from '../fakes';
import { loadNow } from '../fakes/load-now';
import { MockSocketServer } from '../fakes/mock-socket.port';
import { median } from '../size/home-page-assets';
import { createRtkStore } from './rtk/rtk-store';
import { cartWorkload, chatWorkload, scenarioWorkload, type Workload } from './workloads';

/**
 * The core against an equivalent Redux Toolkit store (see `rtk/rtk-store.ts`) on the same recorded
 * workloads: each store, built fresh for every run (a replay builds one per scenario, so building is
 * timed too), is given every event of the workload in order, the virtual clock moving
 * {@link MS_PER_EVENT} after each one so timers and throttled writes fire as they would; events per
 * second is the number of events given over the time, median of {@link ROUNDS} rounds after one
 * warm-up round, the stores alternating.
 *
 * The compared core is the real store, every reducer, and the epics for the effects the RTK store's
 * listeners have ({@link SAME_EFFECTS}); the whole core (every epic, lazy areas loading on their
 * first event, requests started and never answered) is printed beside it. Both run on the harness's
 * fake ports, with the browser's bounded event log.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MS_PER_EVENT = 1;
const CLOCK_START = Date.UTC(2026, 0, 1, 10);
/** The browser keeps this many log entries (ui/main.tsx). */
const LOG_LIMIT = 2000;

/**
 * The core's epics for what the RTK store's listeners do: scrolling, the assistant's items, suggestions, persisting.
 */
const SAME_EFFECTS: CoreEpic = combineEpics(
  { chatScrollEpic, chatAssistantItemsEpic, suggestionEpic, persistEpic },
  epicFailed,
);

type Runner = (initialState: RootState, events: readonly Event[]) => number;

let sockets = 0;

/** Milliseconds the core, with `epic` or all its epics, takes to build, reduce and react to `events`. */
const coreRunner =
  (epic?: CoreEpic): Runner =>
  (initialState, events) => {
    const fakes = createFakePorts({ clockStart: CLOCK_START });
    const endpoints = testEndpoints({ VITE_SOCKET_URL: `ws://bench-${++sockets}.socket.test` });
    const server = new MockSocketServer(`${endpoints.socketUrl}/chats`);
    const started = performance.now();
    const store = createCore({
      ports: fakes.ports,
      endpoints,
      backend: 'brand',
      load: loadNow(),
      initialState,
      logLimit: LOG_LIMIT,
      ...(epic ? { epic } : {}),
    });
    try {
      for (const event of events) {
        store.dispatch(event);
        fakes.clock.advance(MS_PER_EVENT);
      }
      return performance.now() - started;
    } finally {
      store.dispose();
      fakes.socket.disconnect();
      server.stop();
    }
  };

const runCore = coreRunner(SAME_EFFECTS);
const runWholeCore = coreRunner();

/** Milliseconds the Redux Toolkit store takes for the same. */
const runRtk: Runner = (initialState, events) => {
  const fakes = createFakePorts({ clockStart: CLOCK_START });
  const started = performance.now();
  const store = createRtkStore({ initialState, clock: fakes.clock, storage: fakes.storage });
  for (const event of events) {
    store.dispatch(event);
    fakes.clock.advance(MS_PER_EVENT);
  }
  return performance.now() - started;
};

/** Events per second of one round of `workload` (all its runs). */
function round(workload: Workload, runner: Runner, repeat: number): number {
  let events = 0;
  let ms = 0;
  for (let time = 0; time < repeat; time++) {
    for (const run of workload.runs) {
      ms += runner(run.initialState ?? initialRootState, run.events);
      events += run.events.length;
    }
  }
  return events / (ms / 1000);
}

const count = (value: number) => Math.round(value).toLocaleString('en');

async function main(): Promise<void> {
  /** The scenario suite is small: each round replays it this many times. */
  const workloads: [Workload, number][] = [
    [chatWorkload(), 1],
    [cartWorkload(), 1],
    [await scenarioWorkload(), 5],
  ];
  console.log(
    `core vs Redux Toolkit, same recorded events, events/s (median of ${ROUNDS} rounds after a warm-up, stores alternating):`,
  );
  console.log(`  core: the same effects as the RTK store's listeners; whole core: every epic (no RTK equivalent)`);
  console.log(
    `  ${'workload'.padEnd(58)} ${'core'.padStart(10)} ${'RTK'.padStart(10)}  core/RTK ${'whole core'.padStart(11)}  whole/RTK`,
  );
  for (const [workload, repeat] of workloads) {
    const runners = [runCore, runRtk, runWholeCore];
    for (const runner of runners) round(workload, runner, 1);
    const rates: number[][] = runners.map(() => []);
    for (let index = 0; index < ROUNDS; index++)
      runners.forEach((runner, at) => rates[at]!.push(round(workload, runner, repeat)));
    const [coreRate, rtkRate, wholeRate] = rates.map(median) as [number, number, number];
    const ratio = (rate: number) => `${(rate / rtkRate).toFixed(2)}x`;
    console.log(
      `  ${workload.name.padEnd(58)} ${count(coreRate).padStart(10)} ${count(rtkRate).padStart(10)}  ${ratio(coreRate).padStart(8)} ${count(wholeRate).padStart(11)}  ${ratio(wholeRate).padStart(9)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
