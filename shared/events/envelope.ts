import type { EventType } from './catalog.ts';
import type { OutboxRecord } from './outbox.ts';
import { resourceOf, type EventResource } from './resource.ts';

/** Envelope `apiVersion` (spec Versioning: currently `1.0`). */
export const ENVELOPE_API_VERSION = '1.0' as const;

/** Common `data` fields (spec Events "Common data fields"), followed by the type's own fields. */
export interface WebhookEventData {
  storeId: string;
  customerId: string | null;
  occurredAt: string;
  /** Present only when the cause knows one (spec: "string or null, may be absent"). */
  externalReference?: string;
  [field: string]: unknown;
}

/**
 * Both documented envelope forms at once (docs/decisions.md §6.2): Form A reads `id/type/created_at/data`,
 * Form B reads `id/type/apiVersion/createdAt/livemode/data`; a receiver written for
 * either one works unchanged.
 */
export interface WebhookEnvelope {
  id: string;
  type: EventType;
  apiVersion: typeof ENVELOPE_API_VERSION;
  created_at: string;
  createdAt: string;
  livemode: boolean;
  /** What the event is about (docs/decisions.md §6.23). */
  resource: EventResource;
  /** 1 for the resource's first event, +1 for each later one; absent on a test delivery. */
  sequence?: number;
  data: WebhookEventData;
}

/**
 * Builds the envelope from the outbox record alone, so every attempt of a delivery (and
 * every endpoint of the fan-out) sends byte-identical JSON. The creation time is the
 * event's occurredAt, not the send time: a retry is the same event.
 */
export const buildEnvelope = (record: OutboxRecord): WebhookEnvelope => {
  // The scope always comes from the record, never from the type's own fields.
  const { storeId: _ignored, ...fields } = record.data;
  const data: WebhookEventData = {
    storeId: record.storeId,
    customerId: record.customerId ?? null,
    occurredAt: record.occurredAt,
    ...(record.externalReference ? { externalReference: record.externalReference } : {}),
    ...fields,
  };
  return {
    id: record.eventId,
    type: record.type,
    apiVersion: ENVELOPE_API_VERSION,
    created_at: record.occurredAt,
    createdAt: record.occurredAt,
    livemode: record.mode === 'live',
    resource: resourceOf(record),
    ...(record.sequence !== undefined ? { sequence: record.sequence } : {}),
    data,
  };
};

/**
 * The exact raw body that is signed and sent. Compact JSON with the key order above;
 * callers must sign and send this string, never re-serialize the object.
 */
export const serializeEnvelope = (envelope: WebhookEnvelope): string => JSON.stringify(envelope);
