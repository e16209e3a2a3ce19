import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { dynamoTestClockStore } from '../../shared/test-clocks/dynamo-test-clocks.ts';
import type { AdvanceJobs } from '../../shared/test-clocks/ports.ts';
import { createTestClockService } from '../../shared/test-clocks/service.ts';

/**
 * Deployed, an advance is run by the minute sweep (the cart-sweep function's EventBridge
 * schedule), which finishes every advancing clock: no new queue or schedule per advance.
 */
export const advancedByTheMinuteSweep: AdvanceJobs = { start: async () => undefined };

/**
 * The test clock as the HTTP routes use it (read it, ask an advance): no due work here, so the
 * functions serving them carry none of it; the advance job is functions/compose/test-clocks.ts.
 */
export const testClockRequests = (settings: Pick<AppConfig, 'tableName'>, jobs: AdvanceJobs) =>
  createTestClockService({
    clocks: dynamoTestClockStore(documentClient(), settings.tableName),
    jobs,
    work: [],
  });
