import { describe, expect, it } from 'vitest';
import { createTestCore } from '../../harness/fakes';
import { MONITORING_SAMPLING, REPLAY_ON_ERROR_EVENTS, sampled } from './monitoring.config';

/** The first visit id of the form `visit-n` that `sampled` puts in (or out of) the session-replay share. */
function visitWhere(inShare: boolean): string {
  for (let n = 0; ; n++) if (sampled(`visit-${n}`, MONITORING_SAMPLING.sessionReplays) === inShare) return `visit-${n}`;
}

function started(sessionId = visitWhere(true)) {
  const core = createTestCore({ start: true });
  core.store.dispatch({ type: 'session/started', payload: { sessionId } });
  return core;
}

describe('sampled', () => {
  it('puts about the given share of visits in, and decides the same way for one visit every time', () => {
    const keys = Array.from({ length: 20_000 }, (_, n) => `visit_${n}_${(n * 7919).toString(36)}`);
    const share = keys.filter((key) => sampled(key, 0.1)).length / keys.length;
    expect(share).toBeGreaterThan(0.09);
    expect(share).toBeLessThan(0.11);
    expect(keys.map((key) => sampled(key, 0.1))).toEqual(keys.map((key) => sampled(key, 0.1)));
  });

  it('takes every visit at 1 and none at 0', () => {
    expect(sampled('any', 1)).toBe(true);
    expect(sampled('any', 0)).toBe(false);
  });
});

describe('errorReportingEpic', () => {
  it('reports an error a UI boundary caught, with the replay of the events before it', () => {
    const { store, fakes } = started();
    store.dispatch({ type: 'chat/openRequested' });
    store.dispatch({
      type: 'app/errorReportRequested',
      payload: { where: 'ui:chat', message: 'Cannot read properties of undefined' },
    });
    const [report, ...more] = fakes.monitoring.reports;
    expect(more).toEqual([]);
    expect(report).toMatchObject({ where: 'ui:chat', message: 'Cannot read properties of undefined' });
    const types = report!.replay!.map((entry) => entry.type);
    expect(types.indexOf('session/started')).toBeLessThan(types.indexOf('chat/openRequested'));
    expect(types.at(-1)).toBe('app/errorReportRequested');
  });

  it("masks a phone, an email or a pin code in an error's message, as the recorder's scrubbing finds them", () => {
    const { store, fakes } = started();
    store.dispatch({
      type: 'app/errorReportRequested',
      payload: { where: 'ui:route', message: 'No address for +91 98765 43210 (asha@gmail.com) at 560 001' },
    });
    store.dispatch({ type: 'app/epicFailed', payload: { message: 'checkoutEpic: bad phone 9876543210' } });
    expect(fakes.monitoring.reports.map(({ message }) => message)).toEqual([
      'No address for [phone] ([email]) at [pin code]',
      'bad phone [phone]',
    ]);
  });

  it('reports a failed epic under its name', () => {
    const { store, fakes } = started();
    store.dispatch({ type: 'app/epicFailed', payload: { message: 'chatSendEpic: boom' } });
    expect(fakes.monitoring.reports.map(({ where, message }) => ({ where, message }))).toEqual([
      { where: 'epic:chatSendEpic', message: 'boom' },
    ]);
  });

  it(`keeps the replay on error to the last ${REPLAY_ON_ERROR_EVENTS} events`, () => {
    const { store, fakes } = started();
    for (let i = 0; i < REPLAY_ON_ERROR_EVENTS + 20; i++) store.dispatch({ type: 'snackbar/closeRequested' });
    store.dispatch({ type: 'app/errorReportRequested', payload: { where: 'ui:route', message: 'x' } });
    expect(fakes.monitoring.reports[0]!.replay).toHaveLength(REPLAY_ON_ERROR_EVENTS);
  });

  it("sends a sampled visit's session replay when the page is hidden, each event once, and none with nothing new", () => {
    const { store, fakes } = started(visitWhere(true));
    store.dispatch({ type: 'chat/openRequested' });
    store.dispatch({ type: 'persist/flushRequested' });
    store.dispatch({ type: 'chat/closeRequested' });
    store.dispatch({ type: 'persist/flushRequested' });
    store.dispatch({ type: 'persist/flushRequested' });
    const [first, second, ...more] = fakes.monitoring.replays;
    expect(more).toEqual([]);
    expect(first!.map((entry) => entry.type)).toContain('chat/openRequested');
    expect(first!.at(-1)!.type).toBe('persist/flushRequested');
    expect(second!.map((entry) => entry.type)).toEqual([
      'persist/written',
      'chat/closeRequested',
      'persist/flushRequested',
    ]);
    const sent = store.log().filter(({ event }) => event.type === 'monitoring/replaySent');
    expect(sent.map(({ event }) => event)).toEqual([
      { type: 'monitoring/replaySent', payload: { throughSeq: first!.at(-1)!.seq } },
      { type: 'monitoring/replaySent', payload: { throughSeq: second!.at(-1)!.seq } },
    ]);
  });

  it('sends no session replay for a visit outside the sampled share', () => {
    const { store, fakes } = started(visitWhere(false));
    store.dispatch({ type: 'chat/openRequested' });
    store.dispatch({ type: 'persist/flushRequested' });
    expect(fakes.monitoring.replays).toEqual([]);
    expect(store.log().some(({ event }) => event.type === 'monitoring/replaySent')).toBe(false);
  });
});
