import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { dynamoIdempotencyStore } from '../../shared/idempotency/dynamo-idempotency.ts';
import { createIdempotencyRunner } from '../../shared/idempotency/run.ts';
import type { OneTimeScheduler } from '../../shared/scheduler/ports.ts';
import { systemClock } from '../../shared/util/time.ts';
import { perContainer } from '../compose/lifetime.ts';
import { deployedRefundScheduler, orderService } from '../compose/order-service.ts';

/** Where refunds are scheduled: EventBridge Scheduler deployed; the local runtime and tests pass theirs. */
export type RefundSchedulerOf = (settings: AppConfig) => OneTimeScheduler;
export const deployedRefunds: RefundSchedulerOf = deployedRefundScheduler;

/**
 * The orders function's composition root: the order service (functions/compose/order-service.ts),
 * asking `refundScheduler` for the scheduler at each refund, and the idempotency keys; built once
 * per container.
 */
export const orderServices = perContainer((settings: AppConfig, refundScheduler: RefundSchedulerOf) => ({
  orders: orderService(settings, () => refundScheduler(settings)),
  // Idempotency keys live in real time, not a store's test clock (docs/decisions.md §1.7).
  idempotency: createIdempotencyRunner(
    dynamoIdempotencyStore(documentClient(), settings.tableName),
    systemClock,
  ),
}));
