import { keys, type Mode } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE, TTL_ATTRIBUTE } from '../db/table-definition.ts';
import { newEventId } from '../util/ids.ts';
import { epochSeconds } from '../util/time.ts';
import type { EventType } from './catalog.ts';
import { holdsPersonalData } from './personal-data.ts';
import { formatResource, resourceOf } from './resource.ts';
import { storedEventData } from './stored-data.ts';

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
  /**
   * The event's place among its resource's events (docs/decisions.md §6.23), when the change's own
   * item keeps the counter (a cart); otherwise `transactWithEvents` (sequence.ts) numbers it.
   */
  sequence?: number;
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
  /** 1 for the resource's first event, +1 for each later one; absent on test deliveries. */
  sequence?: number;
}

/**
 * Outbox items hand events to the stream and are the event log and feed (docs/decisions.md §6.25):
 * kept 30 days, listed in (occurredAt, id) order on gsi6, a KEYS_ONLY index whose sort key also
 * names the type and the resource, so a filtered list reads keys and fetches only what it returns;
 * an event whose data holds the personal data of the customer it names is also on gsi5 (keys
 * only) under that customer, for erasure (§3.16). No index copies the item itself, and large data
 * is stored compressed (stored-data.ts, §11.12): a cart add pays for a ≤ 1 KB event and one
 * ~200 B index entry.
 */
export const OUTBOX_RETENTION_SECONDS = 30 * 24 * 3600;

export const eventLogSortKey = (record: Pick<OutboxRecord, 'occurredAt' | 'eventId'>): string =>
  `${record.occurredAt}#${record.eventId}`;

/** gsi6sk: `occurredAt#eventId#type#resourceType:resourceId`, in (occurredAt, id) order. */
export const eventListingKey = (
  record: Pick<OutboxRecord, 'occurredAt' | 'eventId' | 'type' | 'customerId' | 'data'>,
): string => `${eventLogSortKey(record)}#${record.type}#${formatResource(resourceOf(record))}`;

export interface EventListing {
  occurredAt: string;
  eventId: string;
  type: string;
  resource: string;
}

/** The parts of a gsi6sk (eventListingKey); the resource id may itself hold '#'. */
export const parseEventListingKey = (sortKey: string): EventListing => {
  const [occurredAt = '', eventId = '', type = '', ...resource] = sortKey.split('#');
  return { occurredAt, eventId, type, resource: resource.join('#') };
};

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
  ...(event.sequence !== undefined ? { sequence: event.sequence } : {}),
});

const withoutData = ({ data: _data, ...rest }: OutboxRecord): Omit<OutboxRecord, 'data'> => rest;

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
        ...withoutData(record),
        ...storedEventData(record.data),
        gsi6pk: keys.eventsOfScope(record.storeId, record.mode),
        gsi6sk: eventListingKey(record),
        // What erasure rewrites, found under the customer (docs/decisions.md §3.16); gsi5 copies
        // keys only. Events without personal data (a cart's item changes) stay off it.
        ...(record.customerId && holdsPersonalData(record.data)
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
