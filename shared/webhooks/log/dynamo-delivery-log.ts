import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { auditPut } from '../../audit/dynamo-audit-log.ts';
import { cursorShape, encodeCursor, startKeyOf } from '../../db/cursor.ts';
import { keys } from '../../db/keys.ts';
import { buildEnvelope, serializeEnvelope } from '../../events/envelope.ts';
import type { OutboxRecord } from '../../events/outbox.ts';
import { parseOutboxRecord } from '../../events/outbox-record.ts';
import { batchGetItems } from '../../db/batch.ts';
import { ATTEMPTS_WITH_BODY } from '../delivery/log-index.ts';
import { ENTITY_ATTRIBUTE, TABLE_INDEXES, TTL_ATTRIBUTE } from '../../db/table-definition.ts';
import { isConditionalCheckFailed, isTransactionCanceled } from '../../db/transactions.ts';
import { epochSeconds } from '../../util/time.ts';
import { errorClassFromMessage } from '../delivery/attempt-errors.ts';
import { DELIVERY_RETENTION_SECONDS, type DeliveryStatus } from '../delivery/types.ts';
import { DELIVERY_ENTITY } from '../delivery/dynamo-claims.ts';
import { firstAttemptAttribute } from '../delivery/dynamo-first-attempts.ts';
import { dueIndexSet } from '../delivery/due-index.ts';
import { firstDeliveryItem, listDeliveryItems } from '../delivery/dynamo-delivery-listing.ts';
import { deliveryIdFor, eventIdOfDelivery, legacyDeliveryIdFor } from '../delivery/messages.ts';
import type {
  DeliveryDetail,
  DeliveryLog,
  DeliveryReplays,
  DeliverySummary,
  LoggedAttempt,
} from './ports.ts';

/**
 * The delivery log on the pipeline's delivery items (keys.delivery): gsi1 lists an endpoint's
 * deliveries newest first, gsi2 the same by status (log-index.ts writes both keys). Items past
 * their TTL may linger for a while: dropped on read.
 */
const summaryOf = (item: Record<string, unknown>): DeliverySummary => ({
  deliveryId: item.deliveryId as string,
  eventId: item.eventId as string,
  eventType: item.eventType as DeliverySummary['eventType'],
  webhookId: item.webhookId as string,
  storeId: item.storeId as string,
  mode: item.mode as DeliverySummary['mode'],
  status: item.status as DeliveryStatus,
  lastAttempt: Number(item.lastAttempt ?? 0),
  lastResponseCode: (item.lastResponseCode as number | null | undefined) ?? null,
  nextAttemptAt: (item.nextAttemptAt as string | null | undefined) ?? null,
  claimedAt: (item.claimedAt as string | undefined) ?? null,
  createdAt: item.createdAt as string,
  updatedAt: item.updatedAt as string,
  ...(item.source === 'event'
    ? { source: 'event' as const, customerId: (item.customerId as string | null | undefined) ?? null }
    : {}),
});

const attemptOf = (raw: Record<string, unknown>): LoggedAttempt => ({
  attempt: Number(raw.attempt),
  timestamp: raw.timestamp as string,
  responseCode: (raw.responseCode as number | null | undefined) ?? null,
  success: raw.success === true,
  durationMs: Number(raw.durationMs ?? 0),
  error: (raw.error as string | null | undefined) ?? null,
  errorClass:
    (raw.errorClass as LoggedAttempt['errorClass'] | undefined) ??
    errorClassFromMessage((raw.error as string | null | undefined) ?? null),
  responseBody: (raw.responseBody as string | null | undefined) ?? null,
  resend: raw.resend === true,
});

const detailOf = (item: Record<string, unknown>): DeliveryDetail => {
  const attempts = ((item.attempts as Array<Record<string, unknown>> | undefined) ?? []).map(attemptOf);
  // Past ATTEMPTS_WITH_BODY only the latest attempt's body is kept, beside the list.
  const latest = attempts.at(-1);
  if (latest && latest.attempt > ATTEMPTS_WITH_BODY)
    latest.responseBody = (item.lastResponseBody as string | null | undefined) ?? null;
  return { ...summaryOf(item), payload: (item.payload as string | undefined) ?? null, attempts };
};

/**
 * A first attempt kept on its event's claim (`source: 'event'`) as the log shows it: since
 * docs/decisions.md §6.28 the claim keeps no payload, so it is rebuilt from the outbox event,
 * the bytes that were sent (every attempt's body is built from the event alone, and erasure
 * redacts the event as it redacted a kept payload); the event also names the customer, whose
 * erasure must find the delivery item a resend makes. A claim written before keeps both; past
 * its event's 30 days the payload is null (the claim expires with it).
 */
const withEventPayload = (
  item: Record<string, unknown>,
  event: Record<string, unknown> | undefined,
): Record<string, unknown> => {
  if (item.source !== 'event' || typeof item.payload === 'string' || !event) return item;
  let record: OutboxRecord;
  try {
    record = parseOutboxRecord(event);
  } catch {
    return item;
  }
  return {
    ...item,
    payload: serializeEnvelope(buildEnvelope(record)),
    customerId: record.customerId,
  };
};

const alive = (item: Record<string, unknown>, nowSeconds: number) =>
  typeof item[TTL_ATTRIBUTE] !== 'number' || item[TTL_ATTRIBUTE] > nowSeconds;

export const dynamoDeliveryLog = (
  db: DynamoDBDocumentClient,
  tableName: string,
  now: () => Date = () => new Date(),
): DeliveryLog => ({
  async listByEndpoint(endpoint, { status, limit, cursor }) {
    const page = await listDeliveryItems(db, tableName, endpoint, { status, limit, cursor });
    const nowSeconds = epochSeconds(now());
    return {
      items: page.items.filter((item) => alive(item, nowSeconds)).map(summaryOf),
      nextCursor: page.nextCursor,
    };
  },

  async get(deliveryId, webhookId) {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: keys.delivery(deliveryId), ConsistentRead: true }),
    );
    // No item: a first attempt that succeeded is kept on its event's claim (its id names the
    // event), and its payload is rebuilt from the event.
    const eventId = Item ? undefined : eventIdOfDelivery(deliveryId, webhookId);
    let item = Item;
    if (!item && eventId) {
      const [{ Item: claim }, { Item: event }] = await Promise.all([
        db.send(
          new GetCommand({
            TableName: tableName,
            Key: keys.eventDeliveryClaim(eventId),
            ConsistentRead: true,
          }),
        ),
        db.send(new GetCommand({ TableName: tableName, Key: keys.outbox(eventId) })),
      ]);
      const kept = firstDeliveryItem(claim, webhookId);
      item = kept && withEventPayload(kept, event);
    }
    return item && alive(item, epochSeconds(now())) ? detailOf(item) : undefined;
  },

  async ofEvent(eventId, webhookIds) {
    if (webhookIds.length === 0) return [];
    // Deliveries made before delivery ids carried their event have the older id.
    const ids = [
      ...new Set(webhookIds.flatMap((id) => [deliveryIdFor(eventId, id), legacyDeliveryIdFor(eventId, id)])),
    ];
    const items = await batchGetItems(db, tableName, [
      keys.eventDeliveryClaim(eventId),
      keys.outbox(eventId),
      ...ids.map((id) => keys.delivery(id)),
    ]);
    const claim = [...items.values()].find((item) => item.pk === keys.eventDeliveryClaim(eventId).pk);
    const event = [...items.values()].find((item) => item.pk === keys.outbox(eventId).pk);
    const nowSeconds = epochSeconds(now());
    return webhookIds.flatMap((webhookId) => {
      const own = [...items.values()].find(
        (item) => item.webhookId === webhookId && item !== claim && item !== event,
      );
      const kept = own ? undefined : firstDeliveryItem(claim, webhookId);
      const item = own ?? (kept && withEventPayload(kept, event));
      return item && alive(item, nowSeconds) ? [detailOf(item)] : [];
    });
  },

  async failedSince(webhookId, since, { limit, after }) {
    const pk = keys.deliveriesOfEndpointByStatus(webhookId, 'failed');
    const { Items = [], LastEvaluatedKey } = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk >= :since',
        ExpressionAttributeValues: { ':pk': pk, ':since': since },
        ExclusiveStartKey: startKeyOf(after, cursorShape(TABLE_INDEXES.gsi2, pk)),
        Limit: limit,
      }),
    );
    return { items: Items.map(summaryOf), next: encodeCursor(LastEvaluatedKey) };
  },

  async countFailedSince(webhookId, since) {
    let count = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const output = await db.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk >= :since',
          ExpressionAttributeValues: {
            ':pk': keys.deliveriesOfEndpointByStatus(webhookId, 'failed'),
            ':since': since,
          },
          Select: 'COUNT',
          ExclusiveStartKey: start,
        }),
      );
      count += output.Count ?? 0;
      start = output.LastEvaluatedKey;
    } while (start);
    return count;
  },
});

/**
 * The delivery item of a first attempt kept on its event's claim, as a manual attempt claims it
 * (status `sending` at `attempt`): what the claim and the first outcome would have written.
 */
const deliveryItemOf = (
  delivery: DeliveryDetail,
  claim: { attempt: number; claimToken: string; now: string },
): Record<string, unknown> => ({
  ...keys.delivery(delivery.deliveryId),
  [ENTITY_ATTRIBUTE]: DELIVERY_ENTITY,
  deliveryId: delivery.deliveryId,
  eventId: delivery.eventId,
  eventType: delivery.eventType,
  webhookId: delivery.webhookId,
  storeId: delivery.storeId,
  mode: delivery.mode,
  status: 'sending',
  lastAttempt: claim.attempt,
  claimToken: claim.claimToken,
  claimedAt: claim.now,
  createdAt: delivery.createdAt,
  updatedAt: claim.now,
  lastResponseCode: delivery.lastResponseCode,
  lastError: null,
  nextAttemptAt: null,
  attempts: delivery.attempts.map(({ resend, ...attempt }) => ({
    ...attempt,
    ...(resend ? { resend } : {}),
  })),
  ...(delivery.payload === null ? {} : { payload: delivery.payload }),
  gsi1pk: keys.deliveriesOfEndpoint(delivery.webhookId),
  gsi1sk: delivery.createdAt,
  gsi2pk: keys.deliveriesOfEndpointByStatus(delivery.webhookId, 'pending'),
  gsi2sk: delivery.createdAt,
  // The customer's deliveries, for their erasure (docs/decisions.md §3.16).
  ...(delivery.customerId
    ? {
        gsi5pk: keys.deliveriesOfCustomer(delivery.storeId, delivery.mode, delivery.customerId),
        gsi5sk: delivery.deliveryId,
      }
    : {}),
  [TTL_ATTRIBUTE]: epochSeconds(new Date(delivery.createdAt)) + DELIVERY_RETENTION_SECONDS,
});

export const dynamoDeliveryReplays = (db: DynamoDBDocumentClient, tableName: string): DeliveryReplays => ({
  async claimManualAttempt(delivery, now, staleBefore, audit) {
    const claimToken = randomUUID();
    const attempt = delivery.lastAttempt + 1;
    const update = {
      TableName: tableName,
      Key: keys.delivery(delivery.deliveryId),
      UpdateExpression:
        'SET #status = :sending, lastAttempt = :attempt, claimToken = :token, claimedAt = :now, updatedAt = :now, nextAttemptAt = :null, gsi2pk = :pending',
      ConditionExpression:
        'lastAttempt = :previous AND (#status IN (:succeeded, :failed, :cancelled) OR (#status = :sending AND claimedAt < :stale))',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':sending': 'sending',
        ':succeeded': 'succeeded',
        ':failed': 'failed',
        ':cancelled': 'cancelled',
        ':attempt': attempt,
        ':previous': delivery.lastAttempt,
        ':token': claimToken,
        ':now': now.toISOString(),
        ':stale': staleBefore.toISOString(),
        ':null': null,
        ':pending': keys.deliveriesOfEndpointByStatus(delivery.webhookId, 'pending'),
      },
    };
    try {
      if (delivery.source === 'event') {
        // A first attempt kept on its event's claim gets its own delivery item now, and the claim
        // hands it over (its entry no longer lists it), both at once: listed once, resent once.
        const attribute = firstAttemptAttribute(delivery.webhookId);
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tableName,
                  Item: deliveryItemOf(delivery, {
                    attempt,
                    claimToken,
                    now: now.toISOString(),
                  }),
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Update: {
                  TableName: tableName,
                  Key: keys.eventDeliveryClaim(delivery.eventId),
                  UpdateExpression: 'SET #entry.#status = :item',
                  ConditionExpression: '#entry.#status = :succeeded',
                  ExpressionAttributeNames: { '#entry': attribute, '#status': 'status' },
                  ExpressionAttributeValues: { ':item': 'item', ':succeeded': 'succeeded' },
                },
              },
              ...(audit ? [auditPut(tableName, audit)] : []),
            ],
          }),
        );
      } else if (audit) {
        await db.send(
          new TransactWriteCommand({ TransactItems: [{ Update: update }, auditPut(tableName, audit)] }),
        );
      } else {
        await db.send(new UpdateCommand(update));
      }
      return { claimToken, attempt };
    } catch (error) {
      if (isConditionalCheckFailed(error)) return undefined;
      if (
        isTransactionCanceled(error) &&
        (error.CancellationReasons ?? []).some((reason) => reason.Code === 'ConditionalCheckFailed')
      )
        return undefined;
      throw error;
    }
  },

  async reopenForRecovery(delivery, recoveryId, dueAt) {
    // On the due index like any planned attempt: if its message is lost, the sweep sends it.
    const dueIndex = dueIndexSet(delivery.deliveryId, ':dueAt');
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.delivery(delivery.deliveryId),
          UpdateExpression: `SET #status = :retrying, recoveryId = :recovery, nextAttemptAt = :dueAt, updatedAt = :now, gsi2pk = :pending, ${dueIndex.set}`,
          ConditionExpression:
            'lastAttempt = :previous AND (#status IN (:failed, :cancelled) OR (#status = :retrying AND recoveryId = :recovery))',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':retrying': 'retrying',
            ':failed': 'failed',
            ':cancelled': 'cancelled',
            ':recovery': recoveryId,
            ':previous': delivery.lastAttempt,
            ':dueAt': dueAt.toISOString(),
            ...dueIndex.values,
            ':now': new Date().toISOString(),
            ':pending': keys.deliveriesOfEndpointByStatus(delivery.webhookId, 'pending'),
          },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw error;
    }
  },
});
