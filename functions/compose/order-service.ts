import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { dynamoOrderRepository } from '../../shared/orders/dynamo-order-repository.ts';
import { counterSerializer } from '../../shared/orders/placement.ts';
import { eventBridgeRefundScheduler, scheduleRefundOn } from '../../shared/orders/refund-scheduling.ts';
import { createOrderService } from '../../shared/orders/service.ts';
import type { OneTimeScheduler } from '../../shared/scheduler/ports.ts';
import { dynamoStoreClocks } from '../../shared/test-clocks/dynamo-test-clocks.ts';
import { perContainer } from './lifetime.ts';

/**
 * The deployed refund scheduler, one per container, built at the first refund (a missing setting
 * fails that refund's scheduling, not the function). The local runtime passes its in-process
 * scheduler instead (infra/local/refund-jobs.ts).
 */
export const deployedRefundScheduler = perContainer((settings: AppConfig): OneTimeScheduler =>
  eventBridgeRefundScheduler(settings),
);

/**
 * The order service on the process's document client and table and the configured refund delay,
 * handing refunds to `refundScheduler`: the orders and admin-commerce functions' composition,
 * which their wirings build once per container.
 */
export const orderService = (settings: AppConfig, refundScheduler: () => OneTimeScheduler) =>
  createOrderService({
    orders: dynamoOrderRepository(documentClient(), settings.tableName),
    refundDelaySeconds: settings.refundDelaySeconds,
    serializer: counterSerializer,
    scheduleRefund: scheduleRefundOn(refundScheduler),
    clocks: dynamoStoreClocks(documentClient(), settings.tableName),
  });
