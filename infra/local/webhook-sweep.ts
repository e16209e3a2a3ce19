import { handler as webhookSweepHandler } from '../../functions/webhook-sweep/handler.ts';
import { config } from '../../shared/config.ts';
import { periodicJobService } from './periodic-job.ts';

/**
 * The overdue-delivery sweep every WEBHOOK_SWEEP_SECONDS (60), and once at start. It sends
 * through the pipeline's queue, so it starts after webhookPipelineService (runtime.ts).
 */
export const webhookSweepService = periodicJobService(
  'webhook-sweep',
  webhookSweepHandler,
  () => config().webhookSweepSeconds,
);
