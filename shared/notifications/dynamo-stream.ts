import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../logger.ts';
import { outboxInsertOf } from '../events/dynamo-stream.ts';
import type { NotificationService } from './service.ts';
import { matchesNotifyingInsert } from './stream-filter.ts';

/**
 * The notifications function's edge: stream records (Lambda's shape, which the local stream poller
 * builds too) become outbox records; the service's failed sequence numbers become Lambda's
 * partial batch response, so the event source retries from the first failed one.
 */
export const notifyStreamBatch = async (
  event: DynamoDBStreamEvent,
  service: Pick<NotificationService, 'notifyBatch'>,
): Promise<DynamoDBBatchResponse> => {
  const inserts = event.Records.filter(matchesNotifyingInsert).flatMap(
    (record) => outboxInsertOf(record) ?? [],
  );
  const { failedSequenceNumbers } = await service.notifyBatch(inserts);
  logger.debug('Notified from stream batch', { records: event.Records.length, events: inserts.length });
  return { batchItemFailures: failedSequenceNumbers.map((itemIdentifier) => ({ itemIdentifier })) };
};
