import { describe, expect, it } from 'vitest';
import { refundJobsService } from '../../../infra/local/refund-jobs.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { cancel, createOrder, getOrder, orderOf, seedMerchStore } from './helpers.ts';

/**
 * The local refund timers (npm run dev's refund-jobs service) are kept in the local table: a
 * refund scheduled by one run of the service and not yet due when it stops is run by the next
 * run, and the order ends Refunded.
 */
process.env.REFUND_DELAY_SECONDS = '1';
const table = useTestTable();

describe('local refund timers across a restart', () => {
  it('a refund timer pending when the service stops fires after the next start', async () => {
    const { store, tee, customerId } = await seedMerchStore(table);
    const order = orderOf(await createOrder(store, customerId, [{ productVariantId: tee, quantity: 1 }]));

    const first = await refundJobsService.start({ streamArn: '' });
    const cancelled = orderOf(await cancel(store, order.orderId, { refundAmount: 3 }));
    expect(cancelled.refund).toMatchObject({ status: 'Scheduled' });
    // Stopped before the refund is due (timers cleared, as a killed process would lose them).
    await first.stop();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(orderOf(await getOrder(store, order.orderId)).orderStatus).toBe('Cancelled');

    const second = await refundJobsService.start({ streamArn: '' });
    try {
      const deadline = Date.now() + 10_000;
      let status = '';
      while (Date.now() < deadline && status !== 'Refunded') {
        status = orderOf(await getOrder(store, order.orderId)).orderStatus;
        if (status !== 'Refunded') await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(orderOf(await getOrder(store, order.orderId))).toMatchObject({
        orderStatus: 'Refunded',
        refund: { refundId: cancelled.refund!.refundId, status: 'Completed' },
      });
    } finally {
      await second.stop();
    }
  });
});
