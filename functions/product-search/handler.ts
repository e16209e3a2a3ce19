import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { config } from '../../shared/config.ts';
import { observedWorker } from '../../shared/observability.ts';
import { refreshSearchFromStream } from '../../shared/products/dynamo-search-stream.ts';
import type { SearchIndexer } from '../../shared/products/search-indexer.ts';
import { searchIndexer } from './wiring.ts';

/**
 * DynamoDB stream (outbox inserts of product events: the event source's filter, checked again
 * here) -> each named product's search entries rewritten from the product as stored
 * (docs/decisions.md §3.21). The local runtime feeds the same handler from its stream poller
 * (infra/local/product-search.ts).
 */
export const createProductSearchHandler = (service: () => Pick<SearchIndexer, 'refreshBatch'>) =>
  observedWorker('productSearch', async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> =>
    refreshSearchFromStream(event, service()),
  );

export const handler = createProductSearchHandler(() => searchIndexer(config()));
