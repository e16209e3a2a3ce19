import { GetCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as refundJobHandler } from '../../../functions/refund-job/handler.ts';
import { keys } from '../../../shared/db/keys.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { outboxEvents } from '../../support/outbox.ts';
import { syncProduct } from '../../support/commerce.ts';
import { call, cancel, createPaidOrder, seedMerchStore, setStatus, type TestStore } from './helpers.ts';

/**
 * Every event of one order is numbered 1..n in its own transaction (docs/decisions.md §6.23):
 * status changes, refunds (requested and completed) and a cancellation racing on one order
 * leave no gap and no repeat, whichever of them win.
 */
const table = useTestTable();
let store: TestStore;
let customerId: string;
let tee: string;

beforeAll(async () => {
  ({ store, customerId } = await seedMerchStore(table));
  tee = (
    await syncProduct(store, [{ price: 20, sku: 'SEQ-TEE', inventoryQuantity: 10_000 }], {
      externalId: 'sequence-tees',
      title: 'Sequence tees',
    })
  ).variantIds[0]!;
});

const OPERATIONS = ['shipped', 'delivered', 'cancel', 'refund', 'refund'] as const;
type Operation = (typeof OPERATIONS)[number];

const run = async (orderId: string, operation: Operation): Promise<void> => {
  if (operation === 'cancel') {
    await cancel(store, orderId, { reason: 'Changed my mind' });
    return;
  }
  if (operation === 'refund') {
    const requested = await call('POST', `/api/v1/orders/${orderId}/refunds`, {
      key: store.keys.sk_test,
      body: { amount: 3 },
    });
    const refundId = (requested.body.data as { refundId?: string } | undefined)?.refundId;
    if (requested.status === 202 && refundId) await refundJobHandler({ refundId });
    return;
  }
  await setStatus(store, orderId, { status: operation });
};

const sequencesOf = async (orderId: string) =>
  (await outboxEvents(table, store.storeId))
    .filter((event) => event.data.orderId === orderId)
    .map((event) => event.sequence);

describe('order event sequence', () => {
  it('concurrent changes to one order number its events 1..n, no gap, no repeat', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...OPERATIONS), { minLength: 2, maxLength: 6 }),
        async (operations) => {
          const order = await createPaidOrder(store, customerId, [{ productVariantId: tee, quantity: 2 }]);
          await Promise.all(operations.map((operation) => run(order.orderId, operation)));
          const sequences = await sequencesOf(order.orderId);
          const sorted = [...sequences].sort((a, b) => (a ?? 0) - (b ?? 0));
          // order.created and order.confirmed at least, then whatever won.
          expect(sorted.length).toBeGreaterThanOrEqual(2);
          expect(sorted).toEqual(Array.from({ length: sorted.length }, (_, i) => i + 1));
          const counter = await table.db.send(
            new GetCommand({
              TableName: table.tableName,
              Key: keys.eventSequence(store.storeId, 'test', 'order', order.orderId),
              ConsistentRead: true,
            }),
          );
          expect(counter.Item?.sequence).toBe(sorted.length);
        },
      ),
      { numRuns: 5 },
    );
    // Five races of up to six writers on one order: seconds alone, far more beside a full suite.
  }, 120_000);
});
