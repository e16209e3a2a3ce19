import type { Mode } from '../db/keys.ts';
import type { OutboxRecord } from '../events/outbox.ts';
import type { ProductSearchIndex } from './ports.ts';

export interface SearchRefresh {
  sequenceNumber: string;
  event: Pick<OutboxRecord, 'storeId' | 'mode' | 'data'>;
}

/**
 * Keeps the product search index in step with the catalog (docs/decisions.md §3.21): each
 * product named by a batch's product events is refreshed once, from the product as stored, so
 * the order and repetition of events do not matter. A failed refresh answers the sequence
 * number of its first event: the stream retries from there.
 */
export const createSearchIndexer = (index: Pick<ProductSearchIndex, 'refresh'>) => ({
  async refreshBatch(refreshes: SearchRefresh[]): Promise<{ failedSequenceNumbers: string[] }> {
    const products = new Map<string, { storeId: string; mode: Mode; productId: string; first: string }>();
    for (const { sequenceNumber, event } of refreshes) {
      const productId = event.data.productId;
      if (typeof productId !== 'string') continue;
      const id = `${event.storeId}|${event.mode}|${productId}`;
      if (!products.has(id))
        products.set(id, { storeId: event.storeId, mode: event.mode, productId, first: sequenceNumber });
    }
    const results = await Promise.allSettled(
      [...products.values()].map((p) => index.refresh({ storeId: p.storeId, mode: p.mode }, p.productId)),
    );
    const failed = [...products.values()]
      .filter((_, i) => results[i]!.status === 'rejected')
      .map((p) => p.first);
    const earliest = failed.sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))[0];
    return { failedSequenceNumbers: earliest ? [earliest] : [] };
  },
});
export type SearchIndexer = ReturnType<typeof createSearchIndexer>;
