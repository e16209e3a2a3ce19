import { stopLocalRefundTimers } from '../../shared/orders/default-services.ts';
import type { BackgroundService } from './background-service.ts';

/**
 * The deployed one-time refund schedules' stand-in: the orders function arms an in-process
 * timer per refund (shared/orders/default-services.ts) that runs the refund job after
 * REFUND_DELAY_SECONDS. This service only owns their lifetime: pending timers are dropped when
 * `npm run dev` stops (a refund not yet run then stays Scheduled, local only).
 */
export const refundJobsService: BackgroundService = {
  name: 'refund-jobs',
  async start() {
    return {
      async stop() {
        stopLocalRefundTimers();
      },
    };
  },
};
