import type { BackendContext, BackendModule } from '../backend-module';
import { BoundedLog } from '../control/bounded-log';
import { badRequest } from '../http/http-error';
import type { Reply, RequestContext, Router } from '../http/router';
import { Fields } from '../http/validate';

/** The largest envelope the tunnel accepts. */
export const MAX_ENVELOPE_BYTES = 256 * 1024;
/** How many items one envelope may carry (the storefront sends its analytics every 5 s). */
export const MAX_ENVELOPE_ITEMS = 200;
/** How many envelopes are kept for `/__local/monitoring`; the oldest go first. */
export const KEPT_ENVELOPES = 500;
/** How many bytes of envelopes (their JSON as kept) are kept; the oldest go first. */
export const KEPT_ENVELOPE_BYTES = 4 * 1024 * 1024;

const ITEM_KINDS = ['identify', 'track', 'error', 'replay'] as const;

/** One envelope as it arrived, with when. */
export interface ReceivedEnvelope {
  readonly receivedAt: string;
  readonly envelope: unknown;
}

/**
 * An envelope as the storefront's tunnel adapter writes it, with only the fields a forwarder uses:
 * `sentAt`, `sampling`, `dsn`, `analyticsKey` and 1 to {@link MAX_ENVELOPE_ITEMS} items, each an
 * object of a known `kind`. 400 otherwise.
 */
export function parseEnvelope(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { items?: unknown }).items)) {
    throw badRequest('An envelope is an object with an items array');
  }
  const fields = new Fields(body, 'envelope');
  const items = fields.array('items', { maxLength: MAX_ENVELOPE_ITEMS });
  if (items.length === 0) throw badRequest('An envelope has at least one item');
  items.forEach((item, index) => new Fields(item, `items[${index}]`).oneOf('kind', ITEM_KINDS));
  const sampling = fields.raw('sampling');
  if (sampling !== undefined && (typeof sampling !== 'object' || sampling === null || Array.isArray(sampling)))
    throw badRequest('sampling must be an object');
  const text = (name: string, maxLength: number) => {
    const value = fields.optionalString(name, { maxLength });
    return value === undefined ? {} : { [name]: value };
  };
  return {
    ...text('sentAt', 64),
    ...(sampling === undefined ? {} : { sampling }),
    ...text('dsn', 500),
    ...text('analyticsKey', 200),
    items,
  };
}

/**
 * The store's `/monitoring` tunnel as a real deployment has it, without the third parties: it
 * takes the analytics and error envelopes the storefront's own pages send (same origin, JSON) and
 * keeps the newest {@link KEPT_ENVELOPES}, at most {@link KEPT_ENVELOPE_BYTES} of them, as JSON text,
 * so a developer sees at `/__local/monitoring` what production would send.
 */
export function createMonitoringModule(context: BackendContext): BackendModule {
  const received = new BoundedLog<string>({ maxEntries: KEPT_ENVELOPES, maxBytes: KEPT_ENVELOPE_BYTES });

  const receive = async (ctx: RequestContext): Promise<Reply> => {
    context.checkSameOrigin(ctx.req);
    const envelope = parseEnvelope(await ctx.json(MAX_ENVELOPE_BYTES));
    const entry: ReceivedEnvelope = { receivedAt: new Date(context.now()).toISOString(), envelope };
    const text = JSON.stringify(entry);
    received.push(text, Buffer.byteLength(text));
    return { status: 202, body: { ok: true } };
  };

  return {
    name: 'monitoring',
    routes(router: Router) {
      router.post('/monitoring', receive);
    },
    reset() {
      received.clear();
    },
    controlRoutes(router: Router) {
      router.get('/__local/monitoring', () => ({
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
        raw: `{"envelopes":[${received.values().join(',')}]}`,
      }));
    },
  };
}
