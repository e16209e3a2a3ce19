import { config } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { observedWorker, recordRefundFailed } from '../../shared/observability.ts';
import { dynamoOrderRepository } from '../../shared/orders/dynamo-order-repository.ts';
import { createRefundJob } from '../../shared/orders/refund-job.ts';
import type { RefundJobInput } from '../../shared/orders/types.ts';
import { dynamoRefundSettlement } from '../../shared/orders/dynamo-refund-settlement.ts';
import { dynamoPaymentProviders } from '../../shared/payments/dynamo-payment-providers.ts';
import { stripeCredentials } from '../compose/checkout.ts';

/** The composition root: the job on the process's document client and table. */
const refundJob = (settings = config()) =>
  createRefundJob({
    orders: dynamoOrderRepository(documentClient(), settings.tableName),
    payments: dynamoPaymentProviders(documentClient(), settings.tableName, {
      credentials: stripeCredentials(settings),
      settings,
    }),
    settlements: dynamoRefundSettlement(documentClient(), settings.tableName),
    onFailed: recordRefundFailed,
  });

/**
 * Invoked by the one-time EventBridge schedule a cancellation with refundAmount creates
 * (the schedule's input is `{ refundId }`). Throwing makes Scheduler/Lambda retry; the job is
 * idempotent. The local runtime's refund timers call this same handler (infra/local/refund-jobs.ts).
 */
export const handler = observedWorker(
  'refund-job',
  async (event: RefundJobInput): Promise<{ refundId: string; result: string }> => {
    if (typeof event?.refundId !== 'string') throw new Error('refund job: event must be { refundId }');
    const result = await refundJob()({ refundId: event.refundId });
    return { refundId: event.refundId, result };
  },
);
