import { testClockService } from '../../functions/compose/test-clocks.ts';
import { createAdminHandler } from '../../functions/admin/handler.ts';
import { createStoreHandler } from '../../functions/store/handler.ts';
import { config } from '../../shared/config.ts';
import { logger } from '../../shared/logger.ts';
import type { AdvanceJobs } from '../../shared/test-clocks/ports.ts';
import type { BackgroundService, HttpLambda } from './background-service.ts';

/**
 * Test-clock advances run in-process at once (docs/decisions.md §8.13), one job at a time per
 * store: an advance asked while one runs is taken by the running job or the next. The minute sweep
 * (infra/local/cart-sweep.ts) finishes any a stopped process left.
 */
export const testClockJobsService: BackgroundService = {
  name: 'test-clock-jobs',
  async start() {
    const running = new Map<string, Promise<void>>();
    const jobs: AdvanceJobs = {
      async start(storeId) {
        const previous = running.get(storeId) ?? Promise.resolve();
        const job = previous
          .then(() => testClockService(config(), jobs).runAdvance(storeId))
          .catch((error: unknown) =>
            logger.error('test clock advance failed', { storeId, error: error as Error }),
          )
          .finally(() => {
            if (running.get(storeId) === job) running.delete(storeId);
          });
        running.set(storeId, job);
      },
    };
    return {
      handlers: {
        store: createStoreHandler(jobs) as HttpLambda,
        admin: createAdminHandler(undefined, undefined, undefined, undefined, jobs) as HttpLambda,
      },
      async stop() {
        await Promise.all(running.values());
      },
    };
  },
};
