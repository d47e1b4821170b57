import type { BackendContext, BackendModule } from '../backend-module';
import { badRequest } from '../http/http-error';
import type { Reply, RequestContext, Router } from '../http/router';

/** The largest envelope the tunnel accepts. */
export const MAX_ENVELOPE_BYTES = 256 * 1024;
/** How many envelopes are kept for `/__local/monitoring`; the oldest go first. */
export const KEPT_ENVELOPES = 500;

/** One envelope as it arrived, with when. */
export interface ReceivedEnvelope {
  readonly receivedAt: string;
  readonly envelope: unknown;
}

/**
 * The store's `/monitoring` tunnel as a real deployment has it, without the third parties: it
 * takes the analytics and error envelopes the storefront sends and keeps the newest
 * {@link KEPT_ENVELOPES}, so a developer sees at `/__local/monitoring` what production would send.
 */
export function createMonitoringModule(context: BackendContext): BackendModule {
  let received: ReceivedEnvelope[] = [];

  const receive = async (ctx: RequestContext): Promise<Reply> => {
    const envelope = await ctx.json(MAX_ENVELOPE_BYTES);
    if (typeof envelope !== 'object' || envelope === null || !Array.isArray((envelope as { items?: unknown }).items)) {
      throw badRequest('An envelope is an object with an items array');
    }
    received = [
      ...received.slice(-(KEPT_ENVELOPES - 1)),
      { receivedAt: new Date(context.now()).toISOString(), envelope },
    ];
    return { status: 202, body: { ok: true } };
  };

  return {
    name: 'monitoring',
    routes(router: Router) {
      router.post('/monitoring', receive);
    },
    reset() {
      received = [];
    },
    controlRoutes(router: Router) {
      router.get('/__local/monitoring', () => ({ body: { envelopes: received } }));
    },
  };
}
