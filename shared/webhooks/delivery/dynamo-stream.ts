import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { outboxInsertOf } from '../../events/dynamo-stream.ts';
import { logger } from '../../logger.ts';
import { routeOutboxInserts, type RouterDeps } from './router.ts';

/**
 * The router's edge: DynamoDB stream records (Lambda's event shape, which the local stream
 * poller builds too) become outbox inserts before router.ts sees them, and the router's
 * failed sequence numbers become Lambda's partial batch response.
 */
export const routeStreamBatch = async (
  event: DynamoDBStreamEvent,
  deps: RouterDeps,
): Promise<DynamoDBBatchResponse> => {
  const inserts = event.Records.flatMap((record) => outboxInsertOf(record) ?? []);
  const { failedSequenceNumbers } = await routeOutboxInserts(inserts, deps);
  logger.debug('Routed stream batch', { records: event.Records.length, events: inserts.length });
  return { batchItemFailures: failedSequenceNumbers.map((itemIdentifier) => ({ itemIdentifier })) };
};
