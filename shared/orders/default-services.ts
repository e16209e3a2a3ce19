import { config } from '../config.ts';
import { documentClient } from '../db/client.ts';
import { dynamoIdempotencyStore } from '../idempotency/repository.ts';
import { createIdempotencyRunner, type IdempotencyRunner } from '../idempotency/run.ts';
import { logger } from '../logger.ts';
import { defaultPaymentProviders } from '../payments/providers.ts';
import { eventBridgeFunctionScheduler, jobScheduleName } from '../ports/function-scheduler.ts';
import { InProcessScheduler } from '../ports/in-process-scheduler.ts';
import type { OneTimeScheduler } from '../ports/scheduler.ts';
import { systemClock } from '../util/time.ts';
import { createCheckoutCompletion, type CheckoutCompletion } from './checkout-completion.ts';
import { dynamoCheckoutStore } from './checkout-store.ts';
import { createRefundJob, type RefundJob } from './refund-job.ts';
import { dynamoOrderRepository } from './repository.ts';
import { createKeyedSerializer } from './serializer.ts';
import { createOrderService, type OrderService } from './service.ts';
import type { RefundJobInput, RefundRecord } from './types.ts';

/**
 * The order services on the process's document client and table, built on first use (one set
 * per Lambda container, as for the other areas).
 */
export interface OrderServices {
  orders: OrderService;
  completion: CheckoutCompletion;
  refundJob: RefundJob;
  idempotency: IdempotencyRunner;
}

let localScheduler: InProcessScheduler | undefined;

/**
 * Locally (no Scheduler emulator, DECISIONS 1) the refund job runs in this process when its
 * timer fires; `stopLocalRefundTimers` is called by the local runtime on shutdown.
 */
const localRefundScheduler = (runJob: RefundJob): OneTimeScheduler =>
  (localScheduler ??= new InProcessScheduler(
    {
      async send(messages) {
        for (const message of messages) {
          await runJob(JSON.parse(message.body) as RefundJobInput).catch((error: unknown) =>
            logger.error('local refund job failed', { schedule: message.id, error: error as Error }),
          );
        }
        return { failedIds: [] };
      },
    },
    (error, name) => logger.error('local refund schedule failed', { schedule: name, error: error as Error }),
  ));

export const stopLocalRefundTimers = (): void => {
  localScheduler?.stop();
  localScheduler = undefined;
};

/** Deployed: a one-time EventBridge schedule invoking the refund Lambda. Locally: a timer. */
const refundScheduler = (runJob: RefundJob): OneTimeScheduler => {
  const { schedulerGroupName, refundSchedulerRoleArn, refundFunctionArn } = config();
  if (schedulerGroupName && refundSchedulerRoleArn && refundFunctionArn) {
    return eventBridgeFunctionScheduler({
      groupName: schedulerGroupName,
      roleArn: refundSchedulerRoleArn,
      functionArn: refundFunctionArn,
      description: 'One order refund (deleted after it runs)',
    });
  }
  if (process.env.AWS_LAMBDA_FUNCTION_NAME) {
    // In Lambda a timer would die with the container: refuse loudly instead of losing refunds.
    return {
      scheduleAt: async () => {
        throw new Error(
          'Refund scheduling needs SCHEDULER_GROUP_NAME, REFUND_SCHEDULER_ROLE_ARN and REFUND_FUNCTION_ARN',
        );
      },
    };
  }
  return localRefundScheduler(runJob);
};

let shared: OrderServices | undefined;

export const defaultOrderServices = (): OrderServices => {
  if (shared) return shared;
  const db = documentClient();
  const { tableName, refundDelaySeconds } = config();
  const orders = dynamoOrderRepository(db, tableName);
  const payments = defaultPaymentProviders();
  const refundJob = createRefundJob({ orders, payments });
  const scheduler = refundScheduler(refundJob);
  const serializer = createKeyedSerializer();
  shared = {
    orders: createOrderService({
      orders,
      refundDelaySeconds,
      serializer,
      scheduleRefund: (refund: RefundRecord) =>
        scheduler.scheduleAt(
          jobScheduleName('refund', refund.refundId),
          new Date(refund.dueAt),
          JSON.stringify({ refundId: refund.refundId }),
        ),
    }),
    completion: createCheckoutCompletion({
      orders,
      checkouts: dynamoCheckoutStore(db, tableName),
      payments,
      serializer,
    }),
    refundJob,
    idempotency: createIdempotencyRunner(dynamoIdempotencyStore(db, tableName), systemClock),
  };
  return shared;
};

/** Tests that swap the table or configuration start over. */
export const resetDefaultOrderServices = (): void => {
  shared = undefined;
  stopLocalRefundTimers();
};
