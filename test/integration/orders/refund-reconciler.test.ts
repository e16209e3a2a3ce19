import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as refundReconcilerHandler } from '../../../functions/refund-reconciler/handler.ts';
import { refundJobsService } from '../../../infra/local/refund-jobs.ts';
import { resetConfig } from '../../../shared/config.ts';
import { keys } from '../../../shared/db/keys.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { outboxEvents } from '../../support/outbox.ts';
import {
  cancel,
  createPaidOrder,
  getOrder,
  orderOf,
  seedMerchStore,
  useOrdersHandler,
  useRefundScheduler,
  type TestStore,
} from './helpers.ts';
import { sleep } from '../../support/wait.ts';

/**
 * Refunds that must not stay Scheduled, against DynamoDB Local. (1) The refund reconciler: a
 * cancellation whose refund schedule cannot be created leaves the refund Scheduled; the
 * reconciler finds it on the due-refund index once it is past due and the grace period, runs
 * the refund job, and the order ends Refunded. (2) The local refund timers (npm run dev's
 * refund-jobs service) are kept in the local table: a timer pending when the service stops is
 * run by the next start.
 */
const withRefundDelay = (seconds: number) => {
  process.env.REFUND_DELAY_SECONDS = String(seconds);
  resetConfig();
};
const table = useTestTable();
let store: TestStore;
let tee: string;
let customerId: string;
let scheduleAttempts = 0;

beforeAll(async () => {
  ({ store, tee, customerId } = await seedMerchStore(table));
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
    withRefundDelay(0);
    // Scheduler is down (or refuses): every schedule creation fails.
    useRefundScheduler({
      scheduleAt: async () => {
        scheduleAttempts++;
        throw new Error('ServiceUnavailable: scheduler down');
      },
    });
    const order = await createPaidOrder(store, customerId, [{ productVariantId: tee, quantity: 1 }]);
    // The cancellation's refund: the order ends Refunded once it completes (docs/decisions.md §4.7).
    const cancelled = await cancel(store, order.orderId, { refundAmount: order.totals.totalAmount });
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

describe('local refund timers across a restart', () => {
  it('a refund timer pending when the service stops fires after the next start', async () => {
    withRefundDelay(1);
    const order = await createPaidOrder(store, customerId, [{ productVariantId: tee, quantity: 1 }]);

    const first = await refundJobsService.start({ streamArn: '' });
    useOrdersHandler(first.handlers!.orders);
    const cancelled = orderOf(await cancel(store, order.orderId, { refundAmount: order.totals.totalAmount }));
    expect(cancelled.refund).toMatchObject({ status: 'Scheduled' });
    // Stopped before the refund is due (timers cleared, as a killed process would lose them).
    await first.stop();
    await sleep(1200);
    expect(orderOf(await getOrder(store, order.orderId)).orderStatus).toBe('Cancelled');

    const second = await refundJobsService.start({ streamArn: '' });
    try {
      const deadline = Date.now() + 10_000;
      let status = '';
      while (Date.now() < deadline && status !== 'Refunded') {
        status = orderOf(await getOrder(store, order.orderId)).orderStatus;
        if (status !== 'Refunded') await sleep(100);
      }
      expect(orderOf(await getOrder(store, order.orderId))).toMatchObject({
        orderStatus: 'Refunded',
        refund: { refundId: cancelled.refund!.refundId, status: 'Completed' },
      });
    } finally {
      useOrdersHandler();
      await second.stop();
    }
  });
});
