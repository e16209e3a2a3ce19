import { createAdminCommerceHandler } from '../../functions/admin-commerce/handler.ts';
import { createOrdersHandler } from '../../functions/orders/handler.ts';
import { handler as refundJobHandler } from '../../functions/refund-job/handler.ts';
import { config } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { logger } from '../../shared/logger.ts';
import type { RefundJobInput } from '../../shared/orders/types.ts';
import { InProcessScheduler } from './in-process-scheduler.ts';
import { localLambdaContext } from '../../shared/util/lambda-context.ts';
import type { BackgroundService, HttpLambda } from './background-service.ts';
import { dynamoScheduleJournal } from './dynamo-local-journal.ts';

/**
 * The deployed one-time refund schedules' stand-in: an in-process timer per refund that runs
 * the refund job's Lambda handler after REFUND_DELAY_SECONDS, given to the orders and
 * admin-commerce routes this service hands the local API. The schedules are kept in the local table, so timers
 * pending when `npm run dev` stops or is killed fire after the next start (overdue: at once).
 * A job that fails is logged and dropped, as the deployed Lambda's async retries end; the refund
 * reconciler runs the refunds it left Scheduled.
 */
export const refundJobsService: BackgroundService = {
  name: 'refund-jobs',
  async start() {
    const scheduler = new InProcessScheduler(
      {
        async send(messages) {
          for (const message of messages) {
            await refundJobHandler(
              JSON.parse(message.body) as RefundJobInput,
              localLambdaContext('refund-job'),
            ).catch((error: unknown) =>
              logger.error('local refund job failed', { schedule: message.id, error: error as Error }),
            );
          }
          return { failedIds: [] };
        },
      },
      (error, name) =>
        logger.error('local refund schedule failed', { schedule: name, error: error as Error }),
      dynamoScheduleJournal(documentClient(), config().tableName, 'refund-jobs'),
    );
    await scheduler.restore();
    const refundScheduler = () => scheduler;
    return {
      handlers: {
        orders: createOrdersHandler(refundScheduler) as HttpLambda,
        adminCommerce: createAdminCommerceHandler(refundScheduler) as HttpLambda,
      },
      async stop() {
        await scheduler.stop();
      },
    };
  },
};
