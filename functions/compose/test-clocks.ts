import { createAbandonmentSweep } from '../../shared/carts/abandonment.ts';
import { dynamoAbandonmentStore } from '../../shared/carts/dynamo-abandonment-store.ts';
import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
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

/**
 * Deployed, an advance is run by the minute sweep (the cart-sweep function's EventBridge
 * schedule), which finishes every advancing clock: no new queue or schedule per advance.
 */
export const advancedByTheMinuteSweep: AdvanceJobs = { start: async () => undefined };

/** The test-clock service's composition root (the store function, the minute sweep, the local runtime). */
export const testClockService = (settings: Pick<AppConfig, 'tableName'>, jobs: AdvanceJobs) =>
  createTestClockService({
    clocks: dynamoTestClockStore(documentClient(), settings.tableName),
    jobs,
    work: [cartAbandonment(settings)],
  });
