import { BoundedLog } from '../control/bounded-log';
import { badRequest } from '../http/http-error';
import { Fields } from '../http/validate';

/** The largest report body either route takes. */
export const MAX_REPORT_BYTES = 4 * 1024;
/** How many reports of each kind are kept, and how many bytes of them (their JSON); the oldest go first. */
export const KEPT_REPORTS = 1000;
export const KEPT_REPORT_BYTES = 256 * 1024;
/** The longest domain name. */
const MAX_DOMAIN_LENGTH = 253;

/** A `POST /api/v1/users/metadata` as received. */
export interface MetadataRecord {
  readonly id: string;
  readonly lastDomain: string | null;
  readonly received_at: string;
}

/** A `POST /api/v1/events/session-events` as received. */
export interface SessionEventRecord {
  readonly customer_id: string;
  readonly session_id: string;
  readonly event_type: string;
  readonly event_data: {
    readonly product_id: string;
    readonly variant_id: string | null;
    readonly event_timestamp: string;
  };
  readonly received_at: string;
}

/** Parses a user-metadata report, answering 400 when `id` is missing. */
export function parseMetadata(body: unknown, receivedAt: string): MetadataRecord {
  const fields = new Fields(body);
  const lastDomain = fields.raw('lastDomain');
  if (lastDomain !== undefined && lastDomain !== null && typeof lastDomain !== 'string') {
    throw badRequest('lastDomain must be a string');
  }
  if (typeof lastDomain === 'string' && lastDomain.length > MAX_DOMAIN_LENGTH)
    throw badRequest(`lastDomain must be at most ${MAX_DOMAIN_LENGTH} characters`);
  return { id: fields.string('id', { maxLength: 200 }), lastDomain: lastDomain ?? null, received_at: receivedAt };
}

/** Parses a session event, answering 400 on any field of the wrong shape. */
export function parseSessionEvent(body: unknown, receivedAt: string): SessionEventRecord {
  const fields = new Fields(body);
  const customerId = fields.string('customer_id', { maxLength: 200 });
  const sessionId = fields.string('session_id', { maxLength: 200 });
  const eventType = fields.string('event_type', { maxLength: 100 });
  const data = new Fields(fields.raw('event_data'), 'event_data');
  const variantId = data.raw('variant_id');
  if (variantId !== null && (typeof variantId !== 'string' || variantId.trim() === '' || variantId.length > 200)) {
    throw badRequest('event_data.variant_id must be a non-empty string of at most 200 characters, or null');
  }
  const timestamp = data.string('event_timestamp', { maxLength: 50 });
  if (Number.isNaN(Date.parse(timestamp))) throw badRequest('event_data.event_timestamp must be an ISO date');
  return {
    customer_id: customerId,
    session_id: sessionId,
    event_type: eventType,
    event_data: {
      product_id: data.string('product_id', { maxLength: 200 }),
      variant_id: variantId,
      event_timestamp: timestamp,
    },
    received_at: receivedAt,
  };
}

/** What the storefront reported, kept (bounded by count and bytes) for tests to read through the control API. */
export class ActivityLog {
  readonly metadata = new BoundedLog<MetadataRecord>({ maxEntries: KEPT_REPORTS, maxBytes: KEPT_REPORT_BYTES });
  readonly sessionEvents = new BoundedLog<SessionEventRecord>({
    maxEntries: KEPT_REPORTS,
    maxBytes: KEPT_REPORT_BYTES,
  });

  reset(): void {
    this.metadata.clear();
    this.sessionEvents.clear();
  }
}
