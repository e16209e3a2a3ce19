import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as refundReconcilerHandler } from '../../../functions/refund-reconciler/handler.ts';
import { resetConfig } from '../../../shared/config.ts';
import { keys } from '../../../shared/db/keys.ts';
import { setRefundScheduler } from '../../../shared/orders/refund-scheduling.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { outboxEvents } from '../../support/outbox.ts';
import { cancel, createOrder, getOrder, orderOf, seedMerchStore, type TestStore } from './helpers.ts';

/**
 * The refund reconciler against DynamoDB Local: a cancellation whose refund schedule cannot be
 * created leaves the refund Scheduled; the reconciler finds it on the due-refund index once it
 * is past due and the grace period, runs the refund job, and the order ends Refunded.
 */
process.env.REFUND_DELAY_SECONDS = '0';
const table = useTestTable();
let store: TestStore;
let tee: string;
let customerId: string;
let scheduleAttempts = 0;

beforeAll(async () => {
  ({ store, tee, customerId } = await seedMerchStore(table));
  // Scheduler is down (or refuses): every schedule creation fails.
  setRefundScheduler({
    scheduleAt: async () => {
      scheduleAttempts++;
      throw new Error('ServiceUnavailable: scheduler down');
    },
  });
});

const reconcile = async (graceSeconds: number) => {
  process.env.REFUND_RECONCILE_GRACE_SECONDS = String(graceSeconds);
  resetConfig();
  return refundReconcilerHandler({});
};

const refundItem = async (refundId: string) =>
  (
    await table.db.send(
      new GetCommand({ TableName: table.tableName, Key: keys.refund(refundId), ConsistentRead: true }),
    )
  ).Item!;

describe('refund reconciler', () => {
  it('runs a refund whose schedule creation failed once it is past due and the grace period, exactly once', async () => {
    const order = orderOf(await createOrder(store, customerId, [{ productVariantId: tee, quantity: 1 }]));
    const cancelled = await cancel(store, order.orderId, { refundAmount: 5 });
    // The cancellation stands although the schedule could not be created.
    expect(cancelled.status).toBe(200);
    expect(scheduleAttempts).toBe(1);
    const refundId = orderOf(cancelled).refund!.refundId;
    expect(await refundItem(refundId)).toMatchObject({
      status: 'Scheduled',
      gsi2pk: expect.stringMatching(/^REFUNDS_DUE#[0-3]$/),
      gsi2sk: expect.any(String),
    });

    // Within the grace period the refund is left to its own schedule.
    expect(await reconcile(3600)).toEqual({ due: 0, refunded: 0, skipped: 0, failed: 0 });
    expect(orderOf(await getOrder(store, order.orderId)).orderStatus).toBe('Cancelled');

    expect(await reconcile(0)).toEqual({ due: 1, refunded: 1, skipped: 0, failed: 0 });
    expect(orderOf(await getOrder(store, order.orderId))).toMatchObject({
      orderStatus: 'Refunded',
      refund: { refundId, status: 'Completed' },
    });
    const completed = await refundItem(refundId);
    expect(completed.status).toBe('Completed');
    // Off the index once completed: the next run finds nothing.
    expect(completed.gsi2pk).toBeUndefined();
    expect(await reconcile(0)).toEqual({ due: 0, refunded: 0, skipped: 0, failed: 0 });
    const refunded = (await outboxEvents(table, store.storeId, 'order.refunded')).filter(
      (event) => event.data.orderId === order.orderId,
    );
    expect(refunded).toHaveLength(1);
  });
});
