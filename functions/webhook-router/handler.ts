import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { config } from '../../shared/config.ts';
import { observedWorker } from '../../shared/observability.ts';
import { routeStreamBatch } from '../../shared/webhooks/delivery/dynamo-stream.ts';
import { routerPipeline, type DeliveryPipeline } from './wiring.ts';

/**
 * DynamoDB stream -> webhook queue (outbox inserts only: the event source's filter
 * criteria, and the router checks again). Returns a partial batch response: Lambda retries
 * from the lowest failed sequence number, and repeated records map to the same deliveries.
 * Deployed on the pipeline its wiring builds; the local runtime passes its own.
 */
export const createRouterHandler = (pipeline: () => Pick<DeliveryPipeline, 'routerDeps'>) =>
  observedWorker('webhook-router', async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> =>
    routeStreamBatch(event, pipeline().routerDeps()),
  );

export const handler = createRouterHandler(() => routerPipeline(config()));
