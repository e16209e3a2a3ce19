import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { dynamoProductSearchIndex } from '../../shared/products/dynamo-product-search.ts';
import { createSearchIndexer, type SearchIndexer } from '../../shared/products/search-indexer.ts';
import { perContainer } from '../compose/lifetime.ts';

/** The search indexer's composition root: the product word-prefix index, built once per container. */
export const searchIndexer = perContainer((settings: AppConfig): SearchIndexer =>
  createSearchIndexer(dynamoProductSearchIndex(documentClient(), settings.tableName)),
);
