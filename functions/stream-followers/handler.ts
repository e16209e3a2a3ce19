import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { config } from '../../shared/config.ts';
import { observedWorker } from '../../shared/observability.ts';
import { streamFollowers, type StreamFollowers } from './wiring.ts';

/**
 * DynamoDB stream (outbox inserts of the five notifying order events and of product events: the
 * event source's filter, checked again by each follower) -> a message to each order's customer
 * (docs/decisions.md §14.1) and each named product's search entries rewritten (§3.21). Returns a
 * partial batch response: Lambda retries from the first failed record (§14.4). The local runtime
 * feeds the same handler from its stream poller (infra/local/stream-followers.ts).
 */
export const createStreamFollowersHandler = (followers: () => Pick<StreamFollowers, 'followBatch'>) =>
  observedWorker('streamFollowers', async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> =>
    followers().followBatch(event),
  );

export const handler = createStreamFollowersHandler(() => streamFollowers(config()));
