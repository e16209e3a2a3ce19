import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { recordRefundFailed } from '../../shared/observability.ts';
import { dynamoOrderRepository } from '../../shared/orders/dynamo-order-repository.ts';
import { dynamoRefundSettlement } from '../../shared/orders/dynamo-refund-settlement.ts';
import { createRefundJob } from '../../shared/orders/refund-job.ts';
import { dynamoPaymentProviders } from '../../shared/payments/dynamo-payment-providers.ts';
import { dynamoStoreClocks } from '../../shared/test-clocks/dynamo-test-clocks.ts';
import type { StoreClocks } from '../../shared/util/time.ts';
import { stripeCredentials } from './checkout.ts';

/**
 * The refund job's composition root, shared by the refund-job function (one-time schedules) and
 * the refund reconciler (refunds whose schedule never fired), so both refund through the store's
 * Stripe connection and record failures the same way. A test-mode refund completes at its store's
 * test-clock time; a test-clock advance passes the clock of its step.
 */
export const refundJob = (
  settings: AppConfig,
  clocks: StoreClocks = dynamoStoreClocks(documentClient(), settings.tableName),
) =>
  createRefundJob({
    clocks,
    orders: dynamoOrderRepository(documentClient(), settings.tableName),
    payments: dynamoPaymentProviders(documentClient(), settings.tableName, {
      credentials: stripeCredentials(settings),
      settings,
    }),
    settlements: dynamoRefundSettlement(documentClient(), settings.tableName),
    onFailed: recordRefundFailed,
  });
