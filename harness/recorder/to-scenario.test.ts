import { describe, expect, it } from 'vitest';
import { createCore } from '../../core/create-core';
import type { HttpRequest, HttpResponse } from '../../core/ports';
import { createFakePorts, testEndpoints } from '../fakes';
import { loadNow } from '../fakes/load-now';
import { runScenario } from '../scenario/scenario-runner';
import { validateScenario } from '../scenario/scenario.schema';
import { SessionRecorder } from './session-recorder';
import { toScenario } from './to-scenario';

const ORIGIN = 'http://127.0.0.1:4321';
const PHONE = '9876543210';
const OTP = '482913';
const TOKEN = 'at_live_9f8e7d6c5b4a';

const CUSTOMER = {
  id: 'cus_asha',
  first_name: 'Asha',
  last_name: 'Verma',
  name: 'Asha Verma',
  email: 'asha.verma@gmail.com',
  phone: PHONE,
  phone_country_code: '+91',
};

function answer(request: HttpRequest): HttpResponse | undefined {
  const path = new URL(request.url).pathname;
  if (path.endsWith('/customers/me')) return { status: 200, body: { customer: CUSTOMER } };
  if (path.endsWith('/send-otp')) return { status: 200, body: { sent: true, expires_in: 300 } };
  if (path.endsWith('/verify-otp')) {
    return {
      status: 200,
      body: {
        access_token: TOKEN,
        refresh_token: 'rt_live_0a1b2c3d',
        expires_in: 3600,
        customer: CUSTOMER,
      },
    };
  }
  return { status: 404, body: { message: 'Not found' } };
}

/** A login recorded through the recording wrappers on fake ports, as the browser would record it. */
function recordLogin() {
  const fakes = createFakePorts({ clockStart: Date.parse('2026-03-01T10:00:00.000Z'), respond: answer });
  const recorder = new SessionRecorder('login', fakes.ports, {}, ORIGIN);
  const store = recorder.watch(
    createCore({
      ports: recorder.wrapPorts(),
      endpoints: testEndpoints({}, ORIGIN),
      backend: 'brand',
      load: loadNow(),
    }),
  );
  store.dispatch({ type: 'app/startRequested' });
  fakes.clock.advance(40);
  store.dispatch({ type: 'account/otpRequested', payload: { phone: `+91 ${PHONE.slice(0, 5)} ${PHONE.slice(5)}` } });
  fakes.clock.advance(2_000);
  store.dispatch({ type: 'account/otpVerifyRequested', payload: { otp: ` ${OTP} ` } });
  fakes.clock.advance(500);
  store.dispatch({ type: 'account/profileRequested' });
  fakes.clock.advance(100);
  const log = recorder.stop();
  store.dispose();
  return log;
}

describe('a recorded session as a scenario', () => {
  it('replays green with no editing, and counts intents and facts apart', async () => {
    const log = recordLogin();
    expect(
      log.entries
        .filter((entry) => entry.kind === 'dispatch')
        .map((entry) => entry.kind === 'dispatch' && entry.event.type),
    ).toEqual(['app/startRequested', 'account/otpRequested', 'account/otpVerifyRequested', 'account/profileRequested']);
    const scenario = validateScenario(
      JSON.parse(JSON.stringify(toScenario(log, { name: 'login' }))),
      'login.scenario.json',
    );
    const result = await runScenario(scenario, 'login.scenario.json');
    expect(result.failures).toEqual([]);
    expect(
      scenario.steps.some(
        (step) => 'expectEvents' in step && step.expectEvents.some((event) => event.type === 'session/loggedIn'),
      ),
    ).toBe(true);
  });

  it('scrubs the phone number and the OTP (as typed too), the tokens, the email and the names everywhere, the same secret to the same placeholder', () => {
    const text = JSON.stringify(toScenario(recordLogin(), { name: 'login' }));
    for (const secret of [
      PHONE,
      OTP,
      TOKEN,
      'rt_live_0a1b2c3d',
      'asha.verma@gmail.com',
      'Asha',
      'Verma',
      '98765 43210',
    ])
      expect(text).not.toContain(secret);
    expect(text).toContain('"payload":{"otp":" 000001 "}');
    expect(text).toContain('"payload":{"phone":"+91 90000 00001"}');
    expect(text).toContain('"otp":"000001"}},"respond"');
    expect(text).toContain('"phone":"9000000001"');
    expect(text).toContain('Bearer scrubbed_token_1');
    expect(text).toContain('shopper1@example.test');
  });

  it('fails naming the first request that differs when the code behaves otherwise', async () => {
    const scenario = toScenario(recordLogin(), { name: 'login' });
    const steps = scenario.steps.map((step) =>
      'http' in step && step.http.expect.url?.endsWith('/verify-otp')
        ? { http: { ...step.http, expect: { ...step.http.expect, body: { otp: '999999' } } } }
        : step,
    );
    const result = await runScenario({ ...scenario, steps }, 'login.scenario.json');
    expect(result.failures[0]).toMatch(
      /step \d+ \(http POST .*\/verify-otp\): request POST .*verify-otp differs: body\.otp: expected "999999", got "000001"/,
    );
  });
});
