import { keys, type Mode } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE, TTL_ATTRIBUTE } from '../db/table-definition.ts';
import { newEventId } from '../util/ids.ts';
import { epochSeconds } from '../util/time.ts';
import type { EventType } from './catalog.ts';

/**
 * The transactional outbox. A change and the event it causes are written in one
 * DynamoDB transaction: add `outboxPut(...)` to the change's TransactItems. The table
 * stream picks up the inserted outbox item and the router fans it out to endpoints.
 */
export const OUTBOX_ENTITY = 'OutboxEvent';

/**
 * Who caused the event (loop suppression, docs/decisions.md §6.1): `api` = a secret-key server call
 * (sent only to endpoints with includeApiOriginated); `customer`, `system` and `owner` (a store
 * owner through the admin API: not the store's own server) always go out.
 */
export const EVENT_ORIGINS = ['api', 'customer', 'system', 'owner'] as const;
export type EventOrigin = (typeof EVENT_ORIGINS)[number];

export interface DomainEvent {
  type: EventType;
  storeId: string;
  mode: Mode;
  origin: EventOrigin;
  customerId?: string | null;
  externalReference?: string | null;
  /** The type's own fields (spec "Data shapes by event"); common fields are added by the envelope. */
  data: Record<string, unknown>;
}

/** What the outbox item holds; the router and consumer read it back from the stream. */
export interface OutboxRecord {
  eventId: string;
  type: EventType;
  storeId: string;
  mode: Mode;
  origin: EventOrigin;
  customerId: string | null;
  externalReference: string | null;
  occurredAt: string;
  data: Record<string, unknown>;
}

/**
 * Outbox items hand events to the stream and are the admin API's event log: kept 30 days,
 * indexed by (store, mode) and time (gsi1) and by type as well (gsi2), newest first; an event
 * that names a customer is also on gsi5 under that customer.
 */
export const OUTBOX_RETENTION_SECONDS = 30 * 24 * 3600;

export const eventLogSortKey = (record: Pick<OutboxRecord, 'occurredAt' | 'eventId'>): string =>
  `${record.occurredAt}#${record.eventId}`;

export const outboxKey = keys.outbox;

export const toOutboxRecord = (event: DomainEvent, now: Date, eventId = newEventId()): OutboxRecord => ({
  eventId,
  type: event.type,
  storeId: event.storeId,
  mode: event.mode,
  origin: event.origin,
  customerId: event.customerId ?? null,
  externalReference: event.externalReference ?? null,
  occurredAt: now.toISOString(),
  data: event.data,
});

/** A TransactItems entry of the document client, spelled out so this module needs no SDK types. */
interface OutboxTransactItem {
  Put: { TableName: string; Item: Record<string, unknown>; ConditionExpression: string };
}

/** A TransactItems entry that inserts the event; put it in the same transaction as the change. */
export const outboxPut = (
  tableName: string,
  event: DomainEvent,
  now: Date,
  eventId?: string,
): OutboxTransactItem => {
  const record = toOutboxRecord(event, now, eventId);
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...outboxKey(record.eventId),
        [ENTITY_ATTRIBUTE]: OUTBOX_ENTITY,
        ...record,
        gsi1pk: keys.eventsOfScope(record.storeId, record.mode),
        gsi1sk: eventLogSortKey(record),
        gsi2pk: keys.eventsOfScopeByType(record.storeId, record.mode, record.type),
        gsi2sk: eventLogSortKey(record),
        // The customer's events, for their erasure (docs/decisions.md §3.16); gsi5 copies keys only.
        ...(record.customerId
          ? {
              gsi5pk: keys.eventsOfCustomer(record.storeId, record.mode, record.customerId),
              gsi5sk: eventLogSortKey(record),
            }
          : {}),
        [TTL_ATTRIBUTE]: epochSeconds(now) + OUTBOX_RETENTION_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
};
