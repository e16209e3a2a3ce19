import { config } from '../../shared/config.ts';
import { observedWorker } from '../../shared/observability.ts';
import type { RefundJobInput } from '../../shared/orders/types.ts';
import { refundJob } from './wiring.ts';

/**
 * Invoked by the one-time EventBridge schedule a cancellation with refundAmount creates
 * (the schedule's input is `{ refundId }`). Throwing makes Scheduler/Lambda retry; the job is
 * idempotent. The local runtime's refund timers call this same handler (infra/local/refund-jobs.ts).
 */
export const handler = observedWorker(
  'refund-job',
  async (event: RefundJobInput): Promise<{ refundId: string; result: string }> => {
    if (typeof event?.refundId !== 'string') throw new Error('refund job: event must be { refundId }');
    const result = await refundJob(config())({ refundId: event.refundId });
    return { refundId: event.refundId, result };
  },
);
