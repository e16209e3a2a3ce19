import { config } from '../../shared/config.ts';
import { metrics, MetricUnit, observedWorker } from '../../shared/observability.ts';
import { overdueSweep, sweepPipeline, type SweepPipeline } from './wiring.ts';

/**
 * Invoked every 5 minutes by an EventBridge Scheduler schedule (no HTTP): puts the next attempt
 * of every delivery left pending past its due time (plus WEBHOOK_SWEEP_GRACE_SECONDS) back on
 * the webhook queue, or marks it failed when its event is gone (shared/webhooks/delivery/
 * overdue-sweep.ts). `OverdueDeliveries` counts what it found. The local runtime's timer runs
 * this same handler on its in-process pipeline (infra/local/webhook-pipeline.ts).
 */
export const createWebhookSweepHandler = (pipeline: SweepPipeline) =>
  observedWorker('webhook-sweep', async () => {
    const result = await overdueSweep(config(), pipeline).run();
    metrics.addMetric('OverdueDeliveries', MetricUnit.Count, result.requeued + result.failed);
    return result;
  });

export const handler = createWebhookSweepHandler(sweepPipeline);
