import { join } from 'node:path';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { createProductSearchHandler, searchIndexer } from '../../functions/product-search/handler.ts';
import { config } from '../../shared/config.ts';
import { logger } from '../../shared/logger.ts';
import { matchesSearchRefreshInsert } from '../../shared/products/search-stream-filter.ts';
import type { BackgroundService } from './background-service.ts';
import { dataDir } from './environment.ts';
import { startStreamPoller } from './stream-poller.ts';

/**
 * `npm run dev`'s product search indexer: its own reader of the table stream (like the deployed
 * function's event source mapping), the deployed filter as code, and the function's handler
 * (docs/decisions.md §3.21). Failed batches are retried from the first failed record.
 */
export const productSearchService: BackgroundService = {
  name: 'product-search',
  start: async ({ streamArn }) => {
    const client = new DynamoDBStreamsClient({
      endpoint: process.env.DYNAMODB_ENDPOINT!,
      region: config().region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const poller = await startStreamPoller({
      streamArn,
      client,
      handler: createProductSearchHandler(searchIndexer),
      filter: matchesSearchRefreshInsert,
      checkpointFile: join(dataDir(), 'product-search-stream-checkpoint.json'),
      onError: (message, error) => logger.error(message, { error }),
    });
    return {
      stop: async () => {
        await poller.stop();
        client.destroy();
      },
    };
  },
};
