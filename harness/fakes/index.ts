import type { CommerceFactory } from '../../core/commerce/commerce.port';
import type { RuntimeLoader } from '../../core/lazy-runtime';
import { loadNow } from './load-now';
import { resolveEndpoints, type Endpoints, type EndpointEnv } from '../../core/config';
import { createCore, type CoreStore } from '../../core/create-core';
import type { Ports } from '../../core/ports';
import type { RootState } from '../../core/root.reducer';
import { FakeMedia, type FakeMediaOptions } from './fake-media.port';
import { MemoryCookies } from './memory-cookies';
import { MemoryStorage, type MemoryStorageOptions } from './memory-storage';
import { MockSocketPort } from './mock-socket.port';
import { RecordingMonitoring } from './recording-monitoring';
import { ScriptedHttp, type AutoResponder } from './scripted-http';
import { ScriptedUploader } from './scripted-uploader.port';
import { SequentialIds } from './sequential-ids';
import { VirtualClock } from './virtual-clock';

export {
  FakeMedia,
  MemoryCookies,
  MemoryStorage,
  MockSocketPort,
  RecordingMonitoring,
  ScriptedHttp,
  ScriptedUploader,
  SequentialIds,
  VirtualClock,
};
export type { AutoResponder, PendingRequest } from './scripted-http';
export { MockSocketServer } from './mock-socket.port';

export interface FakePortsOptions {
  /** Epoch milliseconds at virtual time zero. */
  readonly clockStart?: number;
  readonly storage?: MemoryStorageOptions;
  readonly cookies?: Readonly<Record<string, string>>;
  readonly media?: FakeMediaOptions;
  /** Answers requests automatically (component tests); scenarios answer them step by step instead. */
  readonly respond?: AutoResponder;
}

/** Every fake, with the controls a test needs, and the ports the core sees. */
export interface FakePorts {
  readonly ports: Ports;
  readonly clock: VirtualClock;
  readonly http: ScriptedHttp;
  readonly storage: MemoryStorage;
  readonly cookies: MemoryCookies;
  readonly socket: MockSocketPort;
  readonly media: FakeMedia;
  readonly ids: SequentialIds;
  readonly monitoring: RecordingMonitoring;
}

/** Builds a full set of fake ports on one virtual clock. */
export function createFakePorts(options: FakePortsOptions = {}): FakePorts {
  const clock = new VirtualClock(options.clockStart);
  const http = new ScriptedHttp(clock, options.respond);
  const storage = new MemoryStorage(clock, options.storage);
  const cookies = new MemoryCookies(options.cookies);
  const socket = new MockSocketPort();
  const media = new FakeMedia(clock, options.media);
  const ids = new SequentialIds();
  const monitoring = new RecordingMonitoring();
  const ports: Ports = {
    http,
    socket,
    storage,
    cookies,
    clock,
    media,
    uploader: new ScriptedUploader(http),
    ids,
    analytics: monitoring.analytics,
    errors: monitoring.errors,
  };
  return { ports, clock, http, storage, cookies, socket, media, ids, monitoring };
}

/** The origin fake endpoints use. */
const TEST_ORIGIN = 'http://shop.test';

/** The endpoints the core sees in tests: everything on {@link TEST_ORIGIN} unless `env` says otherwise. */
export function testEndpoints(env: EndpointEnv = {}, origin = TEST_ORIGIN): Endpoints {
  return resolveEndpoints(env, origin);
}

export interface TestCoreOptions extends FakePortsOptions {
  readonly env?: EndpointEnv;
  readonly initialState?: RootState;
  /** The commerce adapter (default: the brand API's). */
  readonly commerce?: CommerceFactory;
  /** The backend the core names before the runtime's adapter is there (default 'brand'). */
  readonly backend?: 'brand' | 'medusa';
  /** How the core runtime's code loads (default: at once, {@link loadNow}); `scriptedRuntime` holds or fails it. */
  readonly load?: RuntimeLoader;
  /** Dispatch app/startRequested and run what is due (default false). */
  readonly start?: boolean;
}

/** A real core on fake ports, for component and epic tests. */
export function createTestCore(options: TestCoreOptions = {}): {
  store: CoreStore;
  fakes: FakePorts;
  endpoints: Endpoints;
} {
  const fakes = createFakePorts(options);
  const endpoints = testEndpoints(options.env);
  const store = createCore({
    ports: fakes.ports,
    endpoints,
    backend: options.backend ?? 'brand',
    load: options.load ?? loadNow(options.commerce),
    ...(options.initialState ? { initialState: options.initialState } : {}),
  });
  if (options.start) {
    store.dispatch({ type: 'app/startRequested' });
    fakes.clock.runDue();
  }
  return { store, fakes, endpoints };
}
