import { randomUUID } from 'node:crypto';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { keys } from '../../shared/db/keys.ts';
import { ENTITY_ATTRIBUTE } from '../../shared/db/table-definition.ts';
import { OUTBOX_ENTITY, type OutboxRecord } from '../../shared/events/outbox.ts';
import { newEventId } from '../../shared/util/ids.ts';
import type { DeliveryRateLimiter } from '../../shared/webhooks/delivery/rate-limit.ts';
import type { WebhookEndpointRecord } from '../../shared/webhooks/types.ts';

/** Builders for the delivery pipeline's tests (outbox records, stream events, endpoint items). */
export const outboxRecord = (overrides: Partial<OutboxRecord> = {}): OutboxRecord => ({
  eventId: newEventId(),
  type: 'cart.created',
  storeId: '11111111-1111-4111-8111-111111111111',
  mode: 'test',
  origin: 'customer',
  customerId: '22222222-2222-4222-8222-222222222222',
  externalReference: null,
  occurredAt: '2025-03-01T12:00:00.000Z',
  data: { cartId: 'cart-1', status: 'Active', items: [] },
  ...overrides,
});

/** Any field; an EventBridge endpoint overrides `type`, `eventBusArn`, `roleArn` and `url`/`secret` (undefined). */
type EndpointOverrides = { [Field in keyof WebhookEndpointRecord]?: WebhookEndpointRecord[Field] };

export const endpointRecord = (overrides: EndpointOverrides = {}): WebhookEndpointRecord =>
  ({
    id: randomUUID(),
    storeId: '11111111-1111-4111-8111-111111111111',
    mode: 'test',
    url: 'https://127.0.0.1:9/webhook',
    events: ['cart.created'],
    secret: 'whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYX',
    description: '',
    isEnabled: true,
    apiVersion: '1.0',
    includeApiOriginated: false,
    createdAt: '2025-03-01T00:00:00.000Z',
    updatedAt: '2025-03-01T00:00:00.000Z',
    deliveryStats: { total: 0, successful: 0, failed: 0 },
    ...overrides,
  }) as WebhookEndpointRecord;

/** The table item of an endpoint, as the management service stores it. */
export const endpointItem = (endpoint: WebhookEndpointRecord) => ({
  ...keys.webhookEndpoint(endpoint.storeId, endpoint.mode, endpoint.id),
  [ENTITY_ATTRIBUTE]: 'WebhookEndpoint',
  ...endpoint,
});

let sequence = 1000;
/** A stream record as Lambda delivers it for an item insert (NEW_IMAGE view). */
export const streamInsert = (
  item: Record<string, unknown>,
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE' = 'INSERT',
): DynamoDBRecord => {
  sequence += 1;
  const image = marshall(item, { removeUndefinedValues: true }) as NonNullable<
    DynamoDBRecord['dynamodb']
  >['NewImage'];
  return {
    eventID: randomUUID(),
    eventName,
    eventVersion: '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: 'us-east-1',
    dynamodb: {
      ApproximateCreationDateTime: Math.floor(Date.now() / 1000),
      Keys: marshall({ pk: item.pk, sk: item.sk }) as NonNullable<DynamoDBRecord['dynamodb']>['Keys'],
      NewImage: image,
      SequenceNumber: String(sequence).padStart(21, '0'),
      SizeBytes: 100,
      StreamViewType: 'NEW_IMAGE',
    },
    eventSourceARN: 'arn:aws:dynamodb:us-east-1:000000000000:table/t/stream/2025-01-01T00:00:00.000',
  };
};

export const outboxItem = (record: OutboxRecord) => ({
  ...keys.outbox(record.eventId),
  [ENTITY_ATTRIBUTE]: OUTBOX_ENTITY,
  ...record,
  expiresAt: 2_000_000_000,
});

export const streamEvent = (...records: DynamoDBRecord[]): DynamoDBStreamEvent => ({ Records: records });

/** A rate limiter that always has a slot now (for endpoints whose limit a test does not exercise). */
export const unlimitedRateLimiter = (): DeliveryRateLimiter => ({
  book: async () => ({ kind: 'booked', slotAt: 0 }),
  waitForSlot: async () => undefined,
});
