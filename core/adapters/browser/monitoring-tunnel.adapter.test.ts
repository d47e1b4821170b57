import { describe, expect, it } from 'vitest';
import { MONITORING_SAMPLING } from '../../monitoring/monitoring.config';
import { createMonitoringTunnel, type MonitoringTunnelOptions } from './monitoring-tunnel.adapter';

function tunnel(options: Partial<MonitoringTunnelOptions> = {}) {
  const sent: { url: string; envelope: Record<string, unknown> }[] = [];
  const due: (() => void)[] = [];
  const ports = createMonitoringTunnel({
    tunnelUrl: 'http://shop.test/monitoring',
    errorReportingDsn: null,
    analyticsKey: null,
    send: (url, body) => sent.push({ url, envelope: JSON.parse(body) as Record<string, unknown> }),
    schedule: (flush) => due.push(flush),
    ...options,
  });
  return { ...ports, sent, runDue: () => due.splice(0).forEach((flush) => flush()) };
}

describe('createMonitoringTunnel', () => {
  it('sends analytics together, each event with the identity it happened under, to the tunnel only', () => {
    const { analytics, sent, runDue } = tunnel();
    analytics.track({ name: 'chat_opened', properties: { logged_in: false } });
    analytics.identify({ phone: '+919876543210', email: null });
    analytics.track({ name: 'add_to_cart', properties: { variant_id: 'v1', quantity: 1, origin: 'store' } });
    expect(sent).toEqual([]);
    runDue();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('http://shop.test/monitoring');
    expect(sent[0]!.envelope).toMatchObject({
      sampling: MONITORING_SAMPLING,
      items: [
        { kind: 'track', identity: null, name: 'chat_opened' },
        { kind: 'identify', identity: { phone: '+919876543210', email: null } },
        { kind: 'track', identity: { phone: '+919876543210', email: null }, name: 'add_to_cart' },
      ],
    });
  });

  it('sends errors and replays at once', () => {
    const { errors, sent } = tunnel();
    errors.report({ where: 'ui:chat', message: 'boom', replay: null });
    errors.replay([{ seq: 1, at: 0, source: 'ui', type: 'chat/openRequested' }]);
    expect(sent.map(({ envelope }) => (envelope['items'] as { kind: string }[])[0]!.kind)).toEqual(['error', 'replay']);
  });

  it('names no third party unless one is configured, and then only the configured DSN and key', () => {
    const plain = tunnel();
    plain.errors.report({ where: 'epic', message: 'x', replay: null });
    expect(Object.keys(plain.sent[0]!.envelope).sort()).toEqual(['items', 'sampling', 'sentAt']);
    const forwarded = tunnel({ errorReportingDsn: 'https://key@errors.example/1', analyticsKey: 'ak_1' });
    forwarded.errors.report({ where: 'epic', message: 'x', replay: null });
    expect(forwarded.sent[0]!.url).toBe('http://shop.test/monitoring');
    expect(forwarded.sent[0]!.envelope).toMatchObject({ dsn: 'https://key@errors.example/1', analyticsKey: 'ak_1' });
  });

  it('never lets a failed send reach the store', () => {
    const { errors } = tunnel({
      send: () => {
        throw new Error('offline');
      },
    });
    expect(() => errors.report({ where: 'epic', message: 'x', replay: null })).not.toThrow();
  });
});
