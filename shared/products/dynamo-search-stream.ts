import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../logger.ts';
import { outboxInsertOf } from '../events/dynamo-stream.ts';
import type { SearchIndexer } from './search-indexer.ts';
import { matchesSearchRefreshInsert } from './search-stream-filter.ts';

/**
 * The search indexer's edge: stream records (Lambda's shape, which the local stream poller builds
 * too) become product refreshes; a failed one becomes Lambda's partial batch response.
 */
export const refreshSearchFromStream = async (
  event: DynamoDBStreamEvent,
  indexer: Pick<SearchIndexer, 'refreshBatch'>,
): Promise<DynamoDBBatchResponse> => {
  const refreshes = event.Records.filter(matchesSearchRefreshInsert).flatMap(
    (record) => outboxInsertOf(record) ?? [],
  );
  const { failedSequenceNumbers } = await indexer.refreshBatch(refreshes);
  logger.debug('Product search refreshed from stream batch', {
    records: event.Records.length,
    events: refreshes.length,
  });
  return { batchItemFailures: failedSequenceNumbers.map((itemIdentifier) => ({ itemIdentifier })) };
};
