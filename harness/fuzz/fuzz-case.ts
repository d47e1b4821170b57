import type { HttpRequest, HttpResponse } from '../../core/ports';
import { createCore } from '../../core/create-core';
import { createFakePorts, testEndpoints } from '../fakes';
import { InstantSocketPort } from '../fakes/instant-socket.port';
import { loadNow } from '../fakes/load-now';
import { endsSession, shownTexts, type CallDriver, type FuzzSession } from './call-drivers';
import { validAnswer } from './fuzz-backend';
import {
  decodedServerMessage,
  HTML_PAGE,
  malformedResponse,
  PLAIN_TEXT,
  type MalformedAnswer,
} from './malformed-bodies';
import { settledViolations, stateViolations } from './state-invariants';

/** Long enough for every call to answer or time out, and for what follows to settle. */
const SETTLE_MS = 30_000;

/** Fragments of raw server text that must never reach the shopper. */
const RAW_FRAGMENTS = [HTML_PAGE.slice(0, 20), '502 Bad Gateway', PLAIN_TEXT.slice(0, 20)];

/** What one fuzzed session broke (empty when nothing), with the answer the call got. */
export interface FuzzOutcome {
  readonly violations: readonly string[];
  readonly response: HttpResponse | null;
}

/**
 * Plays one session on a real core with fake ports: every request is answered as the services
 * should, except the first request of the call under test, which gets `answer`. Then checks that
 * the core never threw, the state is valid and settled, and the shopper saw only the spec's texts
 * (or the server's decoded JSON `message`), or nothing where the spec says errors are silent.
 */
export function runFuzzCase(driver: CallDriver, answer: MalformedAnswer): FuzzOutcome {
  const violations: string[] = [];
  const override = driver.override?.();
  const resumed = driver.resumed ?? false;
  let response: HttpResponse | null = null;
  let target: HttpRequest | null = null;
  const fakes = createFakePorts({
    storage: { items: driver.storage ?? {} },
    respond: (request) => {
      if (response === null && driver.isTarget(request)) {
        target = request;
        response = malformedResponse(validAnswer(request, { resumed }).body, answer);
        return response;
      }
      return override?.(request) ?? validAnswer(request, { resumed });
    },
  });
  const store = createCore({
    ports: { ...fakes.ports, socket: new InstantSocketPort() },
    endpoints: testEndpoints(),
    backend: 'brand',
    load: loadNow(),
    logLimit: 50,
  });
  const log: string[] = [];
  const shown = new Set<string>();
  store.events$.subscribe(({ event }) => {
    log.push(event.type);
    if (event.type === 'app/epicFailed') violations.push(`an epic failed: ${event.payload.message.slice(0, 200)}`);
    for (const text of shownTexts(store.getState())) shown.add(text);
  });
  const session: FuzzSession = {
    store,
    fakes,
    advance: (ms) => fakes.clock.advance(ms),
  };

  try {
    driver.drive(session);
    session.advance(SETTLE_MS);
  } catch (error) {
    violations.push(`the core threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  const answered = response as HttpResponse | null;
  if (answered === null) {
    violations.push(`the session never made the call ${driver.call}`);
    store.dispose();
    return { violations, response };
  }

  const state = store.getState();
  violations.push(...stateViolations(state), ...settledViolations(state));

  const words = decodedServerMessage(answered);
  const allowed = new Set(driver.messages(words));
  const texts = [...shown];
  for (const text of texts) {
    if (RAW_FRAGMENTS.some((fragment) => text.includes(fragment)))
      violations.push(`raw server text shown: ${text.slice(0, 80)}`);
    else if (!allowed.has(text))
      violations.push(`shown a text the spec does not give for this call: ${JSON.stringify(text.slice(0, 120))}`);
  }
  if (driver.silent && texts.length > 0)
    violations.push(`a silent call showed ${JSON.stringify(texts.map((text) => text.slice(0, 60)))}`);
  const failed = !(answered.status >= 200 && answered.status < 300);
  const request = target as HttpRequest | null;
  const ended = request !== null && endsSession(driver, request, answered);
  if (!driver.silent && failed && !ended && texts.length === 0)
    violations.push(`HTTP ${answered.status} showed nothing`);

  if (ended) {
    const logouts = log.filter((type) => type === 'session/loggedOut').length;
    if (logouts !== 1) violations.push(`a session-ending answer logged out ${logouts} times`);
  } else if (violations.length === 0) {
    try {
      driver.check?.(session, answered, log);
    } catch (error) {
      violations.push(error instanceof Error ? error.message : String(error));
    }
  }
  store.dispose();
  return { violations, response };
}
