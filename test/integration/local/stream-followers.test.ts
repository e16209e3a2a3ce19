import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  createStreamFollowers,
  matchesStreamFollowerInsert,
} from '../../../functions/compose/stream-followers.ts';
import { createStreamFollowersHandler } from '../../../functions/stream-followers/handler.ts';
import { localCliAdmin } from '../../../infra/cli/admin-services.ts';
import { startStreamPoller } from '../../../infra/local/stream-poller.ts';
import type { EventType } from '../../../shared/events/catalog.ts';
import { outboxPut } from '../../../shared/events/outbox.ts';
import type { CustomerNotifier } from '../../../shared/notifications/ports.ts';
import {
  createNotificationService,
  type NotificationAttempt,
} from '../../../shared/notifications/service.ts';
import type { CustomerNotification } from '../../../shared/notifications/types.ts';
import { dynamoOrderRepository } from '../../../shared/orders/dynamo-order-repository.ts';
import { createSearchIndexer } from '../../../shared/products/search-indexer.ts';
import { dynamoStoreRepository } from '../../../shared/stores/dynamo-stores.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { putOrders, syntheticOrder } from '../../support/order-records.ts';
import { waitFor } from '../../support/wait.ts';

const table = useTestTable();

/**
 * The stream followers' handler (customer notifications and product search, one reader) on the
 * local stream poller and DynamoDB Local (docs/decisions.md §14.1, §14.4): a send or a search
 * refresh that fails is retried from that record, and the messages after it wait for it, so each
 * goes out once and in order.
 */
describe('customer notifications and product search from the table stream', () => {
  it('a failing send or search refresh is retried; the messages after it wait, and nothing is sent twice', async () => {
    const { storeId } = await localCliAdmin(table.db, table.tableName).createStore('Stream Store');
    const base = syntheticOrder({ storeId, orderNumber: 1001 });
    const order = { ...base, customer: { ...base.customer, email: 'ada@example.com' } };
    await putOrders(table.db, table.tableName, [order]);

    const sent: CustomerNotification[] = [];
    let failuresLeft = 2;
    const notifier: CustomerNotifier & { via: string } = {
      via: 'memory',
      async notify(message) {
        if (message.kind === 'order_confirmed' && failuresLeft-- > 0) throw new Error('SES did not answer');
        sent.push(message);
      },
    };
    const attempts: NotificationAttempt[] = [];
    const orders = dynamoOrderRepository(table.db, table.tableName);
    const stores = dynamoStoreRepository(table.db, table.tableName);
    const service = createNotificationService({
      reads: {
        order: async (scope, orderId) => (await orders.getOrder(scope, orderId)).order,
        store: (id) => stores.get(id),
      },
      notifierFor: () => notifier,
      record: (attempt) => attempts.push(attempt),
    });
    const refreshed: string[] = [];
    let searchFailuresLeft = 2;
    const search = createSearchIndexer({
      refresh: async (_scope, productId) => {
        if (searchFailuresLeft-- > 0) throw new Error('throttled');
        refreshed.push(productId);
      },
    });
    const client = new DynamoDBStreamsClient({
      endpoint: table.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const poller = await startStreamPoller({
      streamArn: table.streamArn,
      client,
      filter: matchesStreamFollowerInsert,
      idleDelayMs: 20,
      handler: createStreamFollowersHandler(() => createStreamFollowers({ notifications: service, search })),
    });
    try {
      const event = (type: EventType, data: Record<string, unknown> = {}) =>
        outboxPut(
          table.tableName,
          {
            type,
            storeId,
            mode: 'test',
            origin: 'api',
            customerId: order.customerId,
            data: { orderId: order.orderId, orderNumber: order.orderNumber, ...data },
          },
          new Date(),
        );
      await table.db.send(new TransactWriteCommand({ TransactItems: [event('order.confirmed')] }));
      await table.db.send(new TransactWriteCommand({ TransactItems: [event('order.status_updated')] }));
      await table.db.send(
        new TransactWriteCommand({ TransactItems: [event('product.updated', { productId: 'p1' })] }),
      );
      await table.db.send(new TransactWriteCommand({ TransactItems: [event('order.shipped')] }));
      await waitFor(() => sent.length === 2 && refreshed.length === 1, { intervalMs: 25 });
      expect(sent.map((m) => m.kind)).toEqual(['order_confirmed', 'order_shipped']);
      expect(refreshed).toEqual(['p1']);
      expect(sent[0]).toMatchObject({ to: 'ada@example.com', channel: 'email', orderId: order.orderId });
      expect(attempts.filter((a) => a === 'failed')).toHaveLength(2);
      expect(attempts.filter((a) => a === 'sent')).toHaveLength(2);
    } finally {
      await poller.stop();
      client.destroy();
    }
  }, 30_000);
});
