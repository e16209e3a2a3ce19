import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { Mode } from '../../db/keys.ts';
import type { OutboxRecord } from '../../events/outbox.ts';
import { logger } from '../../logger.ts';
import type { QueueMessage, WebhookQueue } from '../../ports/queue.ts';
import { deliveryIdFor, parseOutboxRecord, serializeDeliveryMessage } from './messages.ts';
import type { RoutingEndpoint } from './repository.ts';
import { matchesOutboxInsert } from './stream-filter.ts';

/**
 * The fan-out (the use case behind functions/webhook-router): each outbox insert becomes
 * one queue message per enabled endpoint of the same (store, mode) subscribed to its type,
 * honouring loop suppression. Messages of the whole batch go out in SendMessageBatch
 * chunks of 10; a stream record is reported failed (partial batch response) only if one
 * of its own lookups or messages failed. Redelivered records yield the same delivery ids.
 */
export interface RouterDeps {
  endpoints: { listRoutingEndpoints(storeId: string, mode: Mode): Promise<RoutingEndpoint[]> };
  queue: WebhookQueue;
}

/**
 * DECISIONS 5 loop suppression: an event caused by a secret-key API call (origin `api`)
 * reaches only endpoints with includeApiOriginated; customer and system events, and every
 * `webhook.*` event, always go out.
 */
export const isRoutedTo = (event: OutboxRecord, endpoint: RoutingEndpoint): boolean =>
  endpoint.isEnabled &&
  endpoint.events.includes(event.type) &&
  (event.origin !== 'api' || event.type.startsWith('webhook.') || endpoint.includeApiOriginated);

export const messagesFor = (event: OutboxRecord, endpoints: RoutingEndpoint[]): QueueMessage[] =>
  endpoints
    .filter((endpoint) => isRoutedTo(event, endpoint))
    .map((endpoint) => {
      const deliveryId = deliveryIdFor(event.eventId, endpoint.id);
      return {
        id: deliveryId,
        body: serializeDeliveryMessage({
          deliveryId,
          eventId: event.eventId,
          webhookId: endpoint.id,
          storeId: event.storeId,
          mode: event.mode,
          attempt: 1,
          event,
        }),
      };
    });

/** The outbox record of a stream record, or undefined for anything that is not a routable outbox insert. */
export const outboxRecordOf = (record: DynamoDBRecord): OutboxRecord | undefined => {
  if (!matchesOutboxInsert(record)) return undefined;
  try {
    const image = unmarshall(record.dynamodb!.NewImage as Record<string, AttributeValue>);
    return parseOutboxRecord(image);
  } catch (error) {
    // A malformed outbox item can never be routed; failing it would block the shard forever.
    logger.error('Unroutable outbox record skipped', {
      sequenceNumber: record.dynamodb?.SequenceNumber,
      error,
    });
    return undefined;
  }
};

export const routeStreamBatch = async (
  event: DynamoDBStreamEvent,
  deps: RouterDeps,
): Promise<DynamoDBBatchResponse> => {
  const failed = new Set<string>();
  const routable = event.Records.flatMap((record) => {
    const outbox = outboxRecordOf(record);
    return outbox ? [{ sequenceNumber: record.dynamodb?.SequenceNumber ?? '', outbox }] : [];
  });

  // One Query per (store, mode) in the batch, shared by its events.
  const lookups = new Map<string, Promise<RoutingEndpoint[]>>();
  const endpointsOf = (outbox: OutboxRecord) => {
    const scopeKey = `${outbox.storeId}#${outbox.mode}`;
    if (!lookups.has(scopeKey))
      lookups.set(scopeKey, deps.endpoints.listRoutingEndpoints(outbox.storeId, outbox.mode));
    return lookups.get(scopeKey)!;
  };

  const messageOwner = new Map<string, string>();
  const messages: QueueMessage[] = [];
  await Promise.all(
    routable.map(async ({ sequenceNumber, outbox }) => {
      try {
        for (const message of messagesFor(outbox, await endpointsOf(outbox))) {
          messageOwner.set(message.id, sequenceNumber);
          messages.push(message);
        }
      } catch (error) {
        logger.error('Endpoint lookup failed', { eventId: outbox.eventId, error });
        failed.add(sequenceNumber);
      }
    }),
  );

  if (messages.length > 0) {
    const { failedIds } = await deps.queue.send(messages);
    for (const id of failedIds) failed.add(messageOwner.get(id)!);
    if (failedIds.length > 0) logger.warn('Queue refused delivery messages', { count: failedIds.length });
  }
  logger.debug('Routed stream batch', {
    records: event.Records.length,
    events: routable.length,
    messages: messages.length,
  });
  return { batchItemFailures: [...failed].map((itemIdentifier) => ({ itemIdentifier })) };
};
