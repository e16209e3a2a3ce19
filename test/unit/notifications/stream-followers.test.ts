import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  createStreamFollowers,
  matchesStreamFollowerInsert,
} from '../../../functions/compose/stream-followers.ts';
import { outboxPut } from '../../../shared/events/outbox.ts';
import type { CustomerNotifier } from '../../../shared/notifications/ports.ts';
import { createNotificationService } from '../../../shared/notifications/service.ts';
import type { CustomerNotification } from '../../../shared/notifications/types.ts';
import { createSearchIndexer } from '../../../shared/products/search-indexer.ts';
import { fakeReads, order, STORE_ID, store, streamRecord } from './fixtures.ts';

/**
 * The table stream's second reader (docs/decisions.md §14.1): one batch dispatched to customer
 * notifications and the product search indexer, the batch's first failed record answered, and a
 * retry from it never sending a message twice.
 */
const productRecord = (type: string, productId: string, sequenceNumber: string): DynamoDBRecord => {
  const { Put } = outboxPut(
    'table',
    { type: type as never, storeId: STORE_ID, mode: 'test', origin: 'api', data: { productId } },
    new Date(),
  );
  return {
    eventName: 'INSERT',
    dynamodb: {
      SequenceNumber: sequenceNumber,
      NewImage: marshall(Put.Item, { removeUndefinedValues: true }) as never,
    },
  };
};

/** One order: a synthetic order's id is new each time. */
const ORDER = order();

const setup = () => {
  const sent: CustomerNotification[] = [];
  const refreshed: string[] = [];
  const failing = { sends: new Set<string>(), products: new Set<string>() };
  const notifier: CustomerNotifier & { via: string } = {
    via: 'memory',
    async notify(message) {
      if (failing.sends.has(message.kind)) throw new Error('SES did not answer');
      sent.push(message);
    },
  };
  const followers = createStreamFollowers({
    notifications: createNotificationService({
      reads: fakeReads([store()], [ORDER]),
      notifierFor: () => notifier,
    }),
    search: createSearchIndexer({
      refresh: async (_scope, productId) => {
        if (failing.products.has(productId)) throw new Error('throttled');
        refreshed.push(productId);
      },
    }),
  });
  return { followers, sent, refreshed, failing };
};

/** confirmed (1), a product change (2), a status update (3, neither's), shipped (4), another product (5). */
const batch = (): DynamoDBRecord[] => [
  streamRecord('order.confirmed', ORDER, '1'),
  productRecord('product.updated', 'p1', '2'),
  streamRecord('order.status_updated', ORDER, '3'),
  streamRecord('order.shipped', ORDER, '4'),
  productRecord('product.variant_created', 'p2', '5'),
];
const from = (records: DynamoDBRecord[], sequenceNumber: string) =>
  records.filter((r) => BigInt(r.dynamodb!.SequenceNumber!) >= BigInt(sequenceNumber));

describe('the stream followers', () => {
  it('are given the notifying order inserts and the search-refreshing product inserts, nothing else', () => {
    const [confirmed, product, statusUpdated] = batch();
    expect(matchesStreamFollowerInsert(confirmed!)).toBe(true);
    expect(matchesStreamFollowerInsert(product!)).toBe(true);
    expect(matchesStreamFollowerInsert(statusUpdated!)).toBe(false);
    expect(matchesStreamFollowerInsert(productRecord('product.inventory_updated', 'p1', '9'))).toBe(false);
    expect(matchesStreamFollowerInsert({ ...confirmed!, eventName: 'MODIFY' })).toBe(false);
  });

  it('dispatch each record to the follower it is for', async () => {
    const { followers, sent, refreshed } = setup();
    await expect(followers.followBatch({ Records: batch() })).resolves.toEqual({ batchItemFailures: [] });
    expect(sent.map((m) => m.kind)).toEqual(['order_confirmed', 'order_shipped']);
    expect(refreshed.sort()).toEqual(['p1', 'p2']);
  });

  it('a failed search refresh holds back the messages after it; the retry sends those once and none twice', async () => {
    const { followers, sent, refreshed, failing } = setup();
    failing.products.add('p1');
    const first = await followers.followBatch({ Records: batch() });
    expect(first).toEqual({ batchItemFailures: [{ itemIdentifier: '2' }] });
    expect(sent.map((m) => m.kind)).toEqual(['order_confirmed']);
    expect(refreshed).toEqual(['p2']);

    failing.products.clear();
    await expect(followers.followBatch({ Records: from(batch(), '2') })).resolves.toEqual({
      batchItemFailures: [],
    });
    expect(sent.map((m) => m.kind)).toEqual(['order_confirmed', 'order_shipped']);
    // Refreshing p2 again is harmless: the entries are rewritten from the product as stored.
    expect(refreshed.sort()).toEqual(['p1', 'p2', 'p2']);
  });

  it('a failed send is retried from its record; the search refreshes after it are redone, no message twice', async () => {
    const { followers, sent, refreshed, failing } = setup();
    failing.sends.add('order_shipped');
    await expect(followers.followBatch({ Records: batch() })).resolves.toEqual({
      batchItemFailures: [{ itemIdentifier: '4' }],
    });
    expect(sent.map((m) => m.kind)).toEqual(['order_confirmed']);
    expect(refreshed.sort()).toEqual(['p1', 'p2']);

    failing.sends.clear();
    await followers.followBatch({ Records: from(batch(), '4') });
    expect(sent.map((m) => m.kind)).toEqual(['order_confirmed', 'order_shipped']);
    expect(refreshed.sort()).toEqual(['p1', 'p2', 'p2']);
  });

  it('both failing: the earlier record is answered, and nothing past it is sent', async () => {
    const { followers, sent, failing } = setup();
    failing.sends.add('order_confirmed');
    failing.products.add('p2');
    await expect(followers.followBatch({ Records: batch() })).resolves.toEqual({
      batchItemFailures: [{ itemIdentifier: '1' }],
    });
    failing.sends.clear();
    failing.products.add('p1');
    failing.products.delete('p2');
    await expect(followers.followBatch({ Records: batch() })).resolves.toEqual({
      batchItemFailures: [{ itemIdentifier: '2' }],
    });
    expect(sent.map((m) => m.kind)).toEqual(['order_confirmed']);
  });
});
