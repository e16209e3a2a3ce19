import { createAbandonmentSweep } from '../../shared/carts/abandonment.ts';
import { dynamoAbandonmentStore } from '../../shared/carts/dynamo-abandonment-store.ts';
import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { logger } from '../../shared/logger.ts';
import { dynamoStoreDueRefunds } from '../../shared/orders/dynamo-due-refunds.ts';
import { sameClockForEveryStore } from '../../shared/util/time.ts';
import { recordRefundFailed } from '../../shared/observability.ts';
import { dynamoOrderRepository } from '../../shared/orders/dynamo-order-repository.ts';
import { dynamoRefundSettlement } from '../../shared/orders/dynamo-refund-settlement.ts';
import { createRefundJob } from '../../shared/orders/refund-job.ts';
import { dynamoChargeLedger } from '../../shared/payments/dynamo-charge-ledger.ts';
import { dynamoStripeConnectionStore } from '../../shared/payments/dynamo-stripe-connection-store.ts';
import { builtInPaymentProviders } from '../../shared/payments/providers.ts';
import { dynamoStoreClocks, dynamoTestClockStore } from '../../shared/test-clocks/dynamo-test-clocks.ts';
import type { AdvanceJobs, StoreDueWork } from '../../shared/test-clocks/ports.ts';
import { createTestClockService } from '../../shared/test-clocks/service.ts';
import { createClockRetries } from '../../shared/webhooks/delivery/clock-retries.ts';
import { dynamoStoreRetryingDeliveries } from '../../shared/webhooks/delivery/dynamo-store-retries.ts';
import { webhookSenderFor, type WebhookSender } from '../../shared/webhooks/delivery/sender.ts';
import { dynamoEventLog } from '../../shared/webhooks/log/dynamo-event-log.ts';
import { createDeliveryPipeline } from './delivery-pipeline.ts';
import { perContainer } from './lifetime.ts';

/** The abandonment sweep on the DynamoDB adapter, judging each test-mode cart by its store's clock. */
export const abandonmentSweep = (settings: Pick<AppConfig, 'tableName'>) =>
  createAbandonmentSweep({
    carts: dynamoAbandonmentStore(documentClient(), settings.tableName),
    clocks: dynamoStoreClocks(documentClient(), settings.tableName),
  });

/** Carts of the store past their abandonment time become Abandoned (cart.abandoned). */
const cartAbandonment = (settings: Pick<AppConfig, 'tableName'>): StoreDueWork => {
  const sweep = abandonmentSweep(settings);
  return {
    name: 'cart abandonment',
    nextDueAt: (scope, until) => sweep.nextDueOfStore(scope, until),
    runDue: async (scope, clock) => {
      await sweep.runStore(scope, clock);
    },
  };
};

/**
 * Scheduled refunds of the store past their due time are refunded on the built-in test provider,
 * which completes them at once. A store whose test mode is connected to Stripe is left alone:
 * Stripe's webhook completes its refunds, and this function carries no Stripe client.
 */
const refundCompletion = (settings: Pick<AppConfig, 'tableName'>): StoreDueWork => {
  const db = documentClient();
  const due = dynamoStoreDueRefunds(db, settings.tableName);
  const connections = dynamoStripeConnectionStore(db, settings.tableName);
  const onTestProvider = async (storeId: string) => !(await connections.get(storeId, 'test'));
  return {
    name: 'refunds',
    async nextDueAt(scope, until) {
      if (!(await onTestProvider(scope.storeId))) return undefined;
      for await (const page of due.due(scope, until, 1)) return page[0]?.dueAt;
      return undefined;
    },
    async runDue(scope, clock) {
      if (!(await onTestProvider(scope.storeId))) return;
      const job = createRefundJob({
        orders: dynamoOrderRepository(db, settings.tableName),
        payments: builtInPaymentProviders(dynamoChargeLedger(db, settings.tableName)),
        settlements: dynamoRefundSettlement(db, settings.tableName),
        onFailed: recordRefundFailed,
        clocks: sameClockForEveryStore(clock),
      });
      for await (const page of due.due(scope, clock.now().toISOString(), 25)) {
        for (const { refundId } of page) {
          // A refund that fails here stays Scheduled: its own schedule or the reconciler tries again.
          await job({ refundId }).catch((error: unknown) =>
            logger.error('test clock: refund job failed', { refundId, error: error as Error }),
          );
        }
      }
    },
  };
};

/**
 * One per process, made at the first retry a clock runs (its HTTPS pool serves every step). HTTPS
 * only: EventBridge endpoints keep real-time retries (dynamo-store-retries.ts), so the sweep's
 * bundle carries no EventBridge or STS client.
 */
const clockRetrySender = perContainer((settings: AppConfig): WebhookSender => webhookSenderFor(settings));

/**
 * Retrying webhook deliveries of the store's test endpoints past their next attempt: each attempt
 * runs through the delivery consumer with the step's clock. The next attempt it plans is kept on
 * the delivery (`nextAttemptAt`, clock time) and put on no queue: this clock finds it, at its next
 * step or at the minute sweep's run of the store (docs/decisions.md §8.14).
 */
const webhookRetries = (settings: AppConfig, sender?: WebhookSender): StoreDueWork => {
  const db = documentClient();
  const retries = createClockRetries({
    deliveries: dynamoStoreRetryingDeliveries(db, settings.tableName),
    events: dynamoEventLog(db, settings.tableName),
    consumer: (clock) =>
      createDeliveryPipeline({
        db,
        tableName: settings.tableName,
        ports: {
          sender: sender ?? clockRetrySender(settings),
          queue: { send: async () => ({ failedIds: [] }) },
          scheduler: { scheduleAt: async () => undefined },
          clock,
        },
        settings,
      }).consumerDeps(),
  });
  return {
    name: 'webhook retries',
    nextDueAt: (scope, until) => retries.nextDueAt(scope.storeId, scope.mode, until),
    runDue: async (scope, clock) => {
      await retries.runDue(scope.storeId, scope.mode, clock);
    },
  };
};

/**
 * The advance job's composition root (the minute sweep, the local runtime's in-process jobs).
 * `webhookSender` replaces the configured one (tests).
 */
export const testClockService = (
  settings: AppConfig,
  jobs: AdvanceJobs,
  options: { webhookSender?: WebhookSender } = {},
) =>
  createTestClockService({
    clocks: dynamoTestClockStore(documentClient(), settings.tableName),
    jobs,
    work: [
      cartAbandonment(settings),
      refundCompletion(settings),
      webhookRetries(settings, options.webhookSender),
    ],
  });
