import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { StreamRecordHead } from '../../shared/events/stream-filter.ts';
import { notifyStreamBatch } from '../../shared/notifications/dynamo-stream.ts';
import type { NotificationService } from '../../shared/notifications/service.ts';
import { matchesNotifyingInsert } from '../../shared/notifications/stream-filter.ts';
import { refreshSearchFromStream } from '../../shared/products/dynamo-search-stream.ts';
import type { SearchIndexer } from '../../shared/products/search-indexer.ts';
import { matchesSearchRefreshInsert } from '../../shared/products/search-stream-filter.ts';

/**
 * The table stream's second reader (docs/decisions.md §14.1): DynamoDB Streams serves two readers
 * per shard, the webhook router is the first, so customer notifications and the product search
 * index share this one. The deployed function (functions/stream-followers) and `npm run dev`'s
 * reader (infra/local/stream-followers.ts) both run the same handler, which dispatches here.
 */
export interface StreamFollowerServices {
  notifications: Pick<NotificationService, 'notifyBatch'>;
  search: Pick<SearchIndexer, 'refreshBatch'>;
}

/**
 * The records the reader is given: the union of each follower's rule. The deployed mapping's
 * filter criteria carry the same union (infra/cdk/workers.ts); the local reader applies this.
 */
export const matchesStreamFollowerInsert = (record: StreamRecordHead): boolean =>
  matchesNotifyingInsert(record) || matchesSearchRefreshInsert(record);

const sequenceOf = (record: DynamoDBRecord): string | undefined => record.dynamodb?.SequenceNumber;
const earliest = (sequenceNumbers: string[]): string | undefined =>
  sequenceNumbers.reduce<string | undefined>(
    (first, next) => (first === undefined || BigInt(next) < BigInt(first) ? next : first),
    undefined,
  );
const failuresOf = (response: DynamoDBBatchResponse): string[] =>
  response.batchItemFailures.map((failure) => failure.itemIdentifier);

/**
 * One stream batch to both followers; answers the batch's first failed record, from which the
 * stream retries. Each follower picks its own records (the event types do not overlap). The
 * search refresh runs first: it is idempotent, so redoing it on a retry is harmless. Then only
 * the notifications before its first failure are sent, and sending stops at the first failed
 * one: every message sent lies before the record the retry starts from, so a retry never sends
 * a message twice.
 */
const followStreamBatch = async (
  event: DynamoDBStreamEvent,
  followers: StreamFollowerServices,
): Promise<DynamoDBBatchResponse> => {
  const searchFailure = earliest(failuresOf(await refreshSearchFromStream(event, followers.search)));
  const beforeSearchFailure =
    searchFailure === undefined
      ? event.Records
      : event.Records.filter((record) => {
          const sequenceNumber = sequenceOf(record);
          return sequenceNumber !== undefined && BigInt(sequenceNumber) < BigInt(searchFailure);
        });
  const notifyFailures = failuresOf(
    await notifyStreamBatch({ Records: beforeSearchFailure }, followers.notifications),
  );
  const first = earliest([...notifyFailures, ...(searchFailure === undefined ? [] : [searchFailure])]);
  return { batchItemFailures: first === undefined ? [] : [{ itemIdentifier: first }] };
};

export const createStreamFollowers = (followers: StreamFollowerServices) => ({
  followBatch: (event: DynamoDBStreamEvent) => followStreamBatch(event, followers),
});
export type StreamFollowers = ReturnType<typeof createStreamFollowers>;
