import { createAbandonmentSweep } from '../../shared/carts/abandonment.ts';
import { dynamoAbandonmentStore } from '../../shared/carts/dynamo-abandonment-store.ts';
import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { logger } from '../../shared/logger.ts';
import { dynamoStoreDueRefunds } from '../../shared/orders/dynamo-due-refunds.ts';
import { sameClockForEveryStore } from '../../shared/util/time.ts';
import { refundJob } from './refund-job.ts';
import { dynamoStoreClocks, dynamoTestClockStore } from '../../shared/test-clocks/dynamo-test-clocks.ts';
import type { AdvanceJobs, StoreDueWork } from '../../shared/test-clocks/ports.ts';
import { createTestClockService } from '../../shared/test-clocks/service.ts';

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

/** Scheduled refunds of the store past their due time are refunded (the test provider completes them). */
const refundCompletion = (settings: AppConfig): StoreDueWork => {
  const due = dynamoStoreDueRefunds(documentClient(), settings.tableName);
  return {
    name: 'refunds',
    async nextDueAt(scope, until) {
      for await (const page of due.due(scope, until, 1)) return page[0]?.dueAt;
      return undefined;
    },
    async runDue(scope, clock) {
      const job = refundJob(settings, sameClockForEveryStore(clock));
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
 * Deployed, an advance is run by the minute sweep (the cart-sweep function's EventBridge
 * schedule), which finishes every advancing clock: no new queue or schedule per advance.
 */
export const advancedByTheMinuteSweep: AdvanceJobs = { start: async () => undefined };

/** The test-clock service's composition root (the store function, the minute sweep, the local runtime). */
export const testClockService = (settings: AppConfig, jobs: AdvanceJobs) =>
  createTestClockService({
    clocks: dynamoTestClockStore(documentClient(), settings.tableName),
    jobs,
    work: [cartAbandonment(settings), refundCompletion(settings)],
  });
