import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { observedWorker } from '../../shared/observability.ts';
import { routeStreamBatch } from '../../shared/webhooks/delivery/dynamo-stream.ts';
import { routerDeps } from '../../shared/webhooks/delivery/wiring.ts';

/**
 * DynamoDB stream -> webhook queue (outbox inserts only: the event source's filter
 * criteria, and the router checks again). Returns a partial batch response: Lambda retries
 * from the lowest failed sequence number, and repeated records map to the same deliveries.
 */
export const handler = observedWorker(
  'webhook-router',
  async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => routeStreamBatch(event, routerDeps()),
);
