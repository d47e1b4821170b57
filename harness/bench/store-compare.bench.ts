import { brandCommerce } from '../../core/commerce/brand/brand.commerce';
import { createCore } from '../../core/create-core';
import type { Event } from '../../core/events';
import { initialRootState, type RootState } from '../../core/root.reducer';
import { createFakePorts, testEndpoints } from '../fakes';
import { loadNow } from '../fakes/lazy-epics';
import { MockSocketServer } from '../fakes/mock-socket.port';
import { median } from '../size/home-page-assets';
import { createRtkStore } from './rtk/rtk-store';
import { cartWorkload, chatWorkload, scenarioWorkload, type Workload } from './workloads';

/**
 * The core against an equivalent Redux Toolkit store (see `rtk/rtk-store.ts`) on the same recorded
 * workloads: each store, fresh for every run, is given every event of the workload in order, the
 * virtual clock moving {@link MS_PER_EVENT} after each one so timers and throttled writes fire as
 * they would; events per second is the number of events given over the time, median of
 * {@link ROUNDS} rounds after one warm-up round, the two stores alternating.
 *
 * The core is the real `createCore` (every reducer and epic) on the harness's fake ports, with the
 * browser's bounded event log; requests its epics start are never answered.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MS_PER_EVENT = 1;
const CLOCK_START = Date.UTC(2026, 0, 1, 10);
/** The browser keeps this many log entries (ui/main.tsx). */
const LOG_LIMIT = 2000;

type Runner = (initialState: RootState, events: readonly Event[]) => number;

let sockets = 0;

/** Milliseconds the core takes to reduce and react to `events`. */
const runCore: Runner = (initialState, events) => {
  const fakes = createFakePorts({ clockStart: CLOCK_START });
  const endpoints = testEndpoints({ VITE_SOCKET_URL: `ws://bench-${++sockets}.socket.test` });
  const server = new MockSocketServer(`${endpoints.socketUrl}/chats`);
  const store = createCore({ ports: fakes.ports, endpoints, commerce: brandCommerce, initialState, load: loadNow, logLimit: LOG_LIMIT });
  try {
    const started = performance.now();
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

/** Milliseconds the Redux Toolkit store takes for the same. */
const runRtk: Runner = (initialState, events) => {
  const fakes = createFakePorts({ clockStart: CLOCK_START });
  const store = createRtkStore({ initialState, clock: fakes.clock, storage: fakes.storage });
  const started = performance.now();
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
  console.log(`core vs Redux Toolkit, same recorded events, events/s (median of ${ROUNDS} rounds after a warm-up, stores alternating):`);
  console.log(`  ${'workload'.padEnd(58)} ${'core'.padStart(10)} ${'RTK'.padStart(10)}  core/RTK`);
  for (const [workload, repeat] of workloads) {
    round(workload, runCore, 1);
    round(workload, runRtk, 1);
    const core: number[] = [];
    const rtk: number[] = [];
    for (let index = 0; index < ROUNDS; index++) {
      core.push(round(workload, runCore, repeat));
      rtk.push(round(workload, runRtk, repeat));
    }
    const [coreRate, rtkRate] = [median(core), median(rtk)];
    console.log(`  ${workload.name.padEnd(58)} ${count(coreRate).padStart(10)} ${count(rtkRate).padStart(10)}  ${(coreRate / rtkRate).toFixed(2)}x`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
