import { describe, expect, it, vi } from 'vitest';

const sent: string[] = [];

vi.mock('./monitoring-tunnel.adapter', () => ({
  createMonitoringTunnel: () => ({
    analytics: {
      identify: () => sent.push('identify'),
      track: (event: { name: string }) => sent.push(`track ${event.name}`),
    },
    errors: {
      report: (report: { message: string }) => sent.push(`report ${report.message}`),
      replay: () => sent.push('replay'),
    },
  }),
}));

const { createLazyMonitoringPorts } = await import('./lazy-monitoring.adapter');

describe('createLazyMonitoringPorts', () => {
  it('makes the calls made while the tunnel loads once it is there, in order, and later ones at once', async () => {
    const ports = createLazyMonitoringPorts({
      tunnelUrl: 'http://shop.test/monitoring',
      errorReportingDsn: null,
      analyticsKey: null,
    });
    ports.analytics.track({ name: 'chat_opened', properties: {} });
    ports.analytics.identify(null);
    ports.errors.report({ where: 'ui:route', message: 'boom', replay: null });
    expect(sent).toEqual([]);
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    ports.errors.replay([]);
    expect(sent).toEqual(['track chat_opened', 'identify', 'report boom', 'replay']);
  });
});
