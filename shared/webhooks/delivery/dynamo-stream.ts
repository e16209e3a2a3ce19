import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../../logger.ts';
import { parseOutboxRecord } from './messages.ts';
import { routeOutboxInserts, type OutboxInsert, type RouterDeps } from './router.ts';
import { matchesOutboxInsert } from './stream-filter.ts';

/**
 * The router's edge: DynamoDB stream records (Lambda's event shape, which the local stream
 * poller builds too) become outbox inserts before router.ts sees them, and the router's
 * failed sequence numbers become Lambda's partial batch response.
 */

/** The outbox insert of a stream record, or undefined for anything that is not a routable outbox insert. */
export const outboxInsertOf = (record: DynamoDBRecord): OutboxInsert | undefined => {
  if (!matchesOutboxInsert(record)) return undefined;
  try {
    const image = unmarshall(record.dynamodb!.NewImage as Record<string, AttributeValue>);
    return { sequenceNumber: record.dynamodb?.SequenceNumber ?? '', event: parseOutboxRecord(image) };
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
  const inserts = event.Records.flatMap((record) => outboxInsertOf(record) ?? []);
  const { failedSequenceNumbers } = await routeOutboxInserts(inserts, deps);
  logger.debug('Routed stream batch', { records: event.Records.length, events: inserts.length });
  return { batchItemFailures: failedSequenceNumbers.map((itemIdentifier) => ({ itemIdentifier })) };
};
