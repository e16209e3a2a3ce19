import { describe, expect, it } from 'vitest';
import { createSearchIndexer } from '../../../shared/products/search-indexer.ts';
import { matchesSearchRefreshInsert } from '../../../shared/products/search-stream-filter.ts';
import {
  drivingPrefix,
  matchesWords,
  productWords,
  searchWords,
  wordPrefixes,
} from '../../../shared/products/search-words.ts';

describe('product search words', () => {
  it('splits title, tags and SKUs into lower-case words without accents', () => {
    expect(searchWords('Harbor Hoodie')).toEqual(['harbor', 'hoodie']);
    expect(searchWords('Crème-Brûlée  torch!')).toEqual(['creme', 'brulee', 'torch']);
    expect(
      productWords({ title: 'Harbor Hoodie', tags: ['Winter Wear'] }, [{ sku: 'HB-M' }, { sku: null }]),
    ).toEqual(['harbor', 'hoodie', 'winter', 'wear', 'hb', 'm']);
  });

  it('indexes each prefix once, up to 10 characters, and reads the longest query word', () => {
    expect(wordPrefixes(['hoodie', 'hood'])).toEqual(['h', 'ho', 'hoo', 'hood', 'hoodi', 'hoodie']);
    expect(wordPrefixes(['abcdefghijklmn']).at(-1)).toBe('abcdefghij');
    expect(drivingPrefix(['h', 'hoodie'])).toBe('hoodie');
    expect(drivingPrefix(['abcdefghijklmn'])).toBe('abcdefghij');
  });

  it('matches when every query word starts a word of the product', () => {
    const words = ['harbor', 'hoodie'];
    expect(matchesWords(words, ['hoodie'])).toBe(true);
    expect(matchesWords(words, ['hood', 'har'])).toBe(true);
    expect(matchesWords(words, ['arbor'])).toBe(false);
    expect(matchesWords(words, ['hoodie', 'torch'])).toBe(false);
  });
});

describe('the search indexer', () => {
  const insert = (type: string) => ({
    eventName: 'INSERT',
    dynamodb: { NewImage: { entity: { S: 'OutboxEvent' }, type: { S: type } } },
  });

  it('takes the product events that can change words, not stock changes nor other events', () => {
    expect(matchesSearchRefreshInsert(insert('product.updated'))).toBe(true);
    expect(matchesSearchRefreshInsert(insert('product.variant_deleted'))).toBe(true);
    expect(matchesSearchRefreshInsert(insert('product.inventory_updated'))).toBe(false);
    expect(matchesSearchRefreshInsert(insert('order.created'))).toBe(false);
    expect(matchesSearchRefreshInsert({ ...insert('product.updated'), eventName: 'MODIFY' })).toBe(false);
  });

  it('refreshes each product of a batch once; a failure answers its first record', async () => {
    const refreshed: string[] = [];
    const indexer = createSearchIndexer({
      refresh: async (_scope, productId) => {
        if (productId === 'broken') throw new Error('throttled');
        refreshed.push(productId);
      },
    });
    const event = (productId: string) => ({ storeId: 's1', mode: 'test' as const, data: { productId } });
    const result = await indexer.refreshBatch([
      { sequenceNumber: '100', event: event('a') },
      { sequenceNumber: '101', event: event('a') },
      { sequenceNumber: '102', event: event('broken') },
      { sequenceNumber: '103', event: event('b') },
      { sequenceNumber: '104', event: event('broken') },
    ]);
    expect(refreshed.sort()).toEqual(['a', 'b']);
    expect(result.failedSequenceNumbers).toEqual(['102']);
  });
});
