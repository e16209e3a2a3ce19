import { matchesOutboxInsert, type StreamRecordHead } from '../events/stream-filter.ts';

/**
 * The product events after which a product's search entries may need rewriting (docs/decisions.md
 * §3.21): every change of a product or a variant is written with one of them. Stock changes
 * (product.inventory_updated) change no word and are left out.
 */
export const SEARCH_REFRESH_EVENT_TYPES = [
  'product.created',
  'product.updated',
  'product.deleted',
  'product.variant_created',
  'product.variant_updated',
  'product.variant_deleted',
] as const;

/**
 * Which stream records reach the search indexer: the deployed event source mapping filters on
 * the same event types (infra/cdk/workers.ts, SEARCH_REFRESH_INSERTS); the local stream poller
 * applies this rule in code, and the function checks it again.
 */
export const matchesSearchRefreshInsert = (record: StreamRecordHead): boolean =>
  matchesOutboxInsert(record) &&
  (SEARCH_REFRESH_EVENT_TYPES as readonly string[]).includes(record.dynamodb?.NewImage?.type?.S ?? '');
