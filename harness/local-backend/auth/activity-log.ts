import { badRequest } from '../http/http-error';
import { Fields } from '../http/validate';

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
  if (variantId !== null && (typeof variantId !== 'string' || variantId.trim() === '')) {
    throw badRequest('event_data.variant_id must be a non-empty string or null');
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

/** What the storefront reported, kept for tests to read through the control API. */
export class ActivityLog {
  metadata: MetadataRecord[] = [];
  sessionEvents: SessionEventRecord[] = [];

  reset(): void {
    this.metadata = [];
    this.sessionEvents = [];
  }
}
