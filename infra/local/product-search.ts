import { createProductSearchHandler } from '../../functions/product-search/handler.ts';
import { searchIndexer } from '../../functions/product-search/wiring.ts';
import { config } from '../../shared/config.ts';
import { matchesSearchRefreshInsert } from '../../shared/products/search-stream-filter.ts';
import { streamReaderService } from './stream-reader-service.ts';

/** `npm run dev`'s product search indexer: the function's handler (docs/decisions.md §3.21). */
export const productSearchService = streamReaderService('product-search', {
  handler: createProductSearchHandler(() => searchIndexer(config())),
  filter: matchesSearchRefreshInsert,
});
