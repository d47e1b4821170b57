import { MONITORING_SAMPLING } from '../../monitoring/monitoring.config';
import type { AnalyticsIdentity, AnalyticsPort, ErrorReportingPort } from '../../ports/monitoring.port';

/** Where the tunnel is and which third parties its forwarder may pass envelopes on to. */
export interface MonitoringTunnelOptions {
  /** The first-party tunnel URL (`{origin}/monitoring`). */
  readonly tunnelUrl: string;
  /** The error-reporting DSN the forwarder uses; null keeps every envelope on the store's own server. */
  readonly errorReportingDsn: string | null;
  /** The analytics key the forwarder uses; null keeps analytics on the store's own server. */
  readonly analyticsKey: string | null;
  /** Sends one envelope (default: `navigator.sendBeacon`, else `fetch` with keepalive). */
  readonly send?: (url: string, body: string) => void;
  /** Waits before analytics are sent together (default: a 5 s timer). */
  readonly schedule?: (flush: () => void) => void;
}

type EnvelopeItem = Readonly<Record<string, unknown>> & { readonly kind: 'identify' | 'track' | 'error' | 'replay' };

function sendBeaconOrFetch(url: string, body: string): void {
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
  void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(
    () => undefined,
  );
}

/**
 * Analytics and error reporting through the store's own `/monitoring` tunnel only (SPEC §7):
 * analytics are batched, errors and replays go at once; every envelope names the sampling rates
 * and, when configured, the DSN and key a forwarder needs. Nothing is sent to a third party from
 * the browser, and a failure to send never reaches the shopper.
 */
export function createMonitoringTunnel(options: MonitoringTunnelOptions): {
  analytics: AnalyticsPort;
  errors: ErrorReportingPort;
} {
  const send = options.send ?? sendBeaconOrFetch;
  const schedule = options.schedule ?? ((flush: () => void) => setTimeout(flush, 5000));
  let identity: AnalyticsIdentity | null = null;
  let queued: EnvelopeItem[] = [];
  let scheduled = false;

  const post = (items: readonly EnvelopeItem[]) => {
    if (items.length === 0) return;
    const envelope = {
      sentAt: new Date().toISOString(),
      sampling: MONITORING_SAMPLING,
      ...(options.errorReportingDsn ? { dsn: options.errorReportingDsn } : {}),
      ...(options.analyticsKey ? { analyticsKey: options.analyticsKey } : {}),
      items,
    };
    try {
      send(options.tunnelUrl, JSON.stringify(envelope));
    } catch {
      // Monitoring never breaks the store.
    }
  };
  const flush = () => {
    scheduled = false;
    const items = queued;
    queued = [];
    post(items);
  };
  const enqueue = (item: EnvelopeItem) => {
    queued.push(item);
    if (!scheduled) {
      scheduled = true;
      schedule(flush);
    }
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);

  return {
    analytics: {
      identify(next) {
        identity = next;
        enqueue({ kind: 'identify', identity: next });
      },
      track(event) {
        enqueue({ kind: 'track', identity, name: event.name, properties: event.properties });
      },
    },
    errors: {
      report(report) {
        post([{ kind: 'error', ...report }]);
      },
      replay(entries) {
        post([{ kind: 'replay', entries }]);
      },
    },
  };
}
