import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { config } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { observedWorker } from '../../shared/observability.ts';
import { dynamoProductSearchIndex } from '../../shared/products/dynamo-product-search.ts';
import { refreshSearchFromStream } from '../../shared/products/dynamo-search-stream.ts';
import { createSearchIndexer, type SearchIndexer } from '../../shared/products/search-indexer.ts';

let indexer: SearchIndexer | undefined;
export const searchIndexer = (): SearchIndexer =>
  (indexer ??= createSearchIndexer(dynamoProductSearchIndex(documentClient(), config().tableName)));

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

export const handler = createProductSearchHandler(searchIndexer);
