import type { AnalyticsPort, ErrorReportingPort } from '../../ports/monitoring.port';
import type { MonitoringTunnelOptions } from './monitoring-tunnel.adapter';

type MonitoringPorts = { analytics: AnalyticsPort; errors: ErrorReportingPort };
type Call = (ports: MonitoringPorts) => void;

/**
 * The monitoring ports with the tunnel loaded on their first use, so none of it is in the entry:
 * calls made while it loads are kept and made, in order, once it is there.
 */
export function createLazyMonitoringPorts(options: MonitoringTunnelOptions): MonitoringPorts {
  let loaded: MonitoringPorts | null = null;
  let waiting: Call[] | null = null;
  const call = (each: Call) => {
    if (loaded) return each(loaded);
    if (waiting) return void waiting.push(each);
    waiting = [each];
    void import('./monitoring-tunnel.adapter').then(
      (module) => {
        loaded = module.createMonitoringTunnel(options);
        for (const queued of waiting ?? []) queued(loaded);
        waiting = null;
      },
      () => {
        waiting = null;
      },
    );
  };
  return {
    analytics: {
      identify: (identity) => call((ports) => ports.analytics.identify(identity)),
      track: (event) => call((ports) => ports.analytics.track(event)),
    },
    errors: {
      report: (report) => call((ports) => ports.errors.report(report)),
      replay: (entries) => call((ports) => ports.errors.replay(entries)),
    },
  };
}
