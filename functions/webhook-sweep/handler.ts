import { config } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { metrics, MetricUnit, observedWorker } from '../../shared/observability.ts';
import { dynamoOverdueDeliveryIndex } from '../../shared/webhooks/delivery/dynamo-overdue-deliveries.ts';
import { createOverdueDeliverySweep } from '../../shared/webhooks/delivery/overdue-sweep.ts';
import type { DeliveryPipeline } from '../compose/delivery-pipeline.ts';
import { dynamoEventLog } from '../../shared/webhooks/log/dynamo-event-log.ts';
import { deployedQueueingPipeline } from '../compose/deployed-queueing-pipeline.ts';

/**
 * Invoked every 5 minutes by an EventBridge Scheduler schedule (no HTTP): puts the next attempt
 * of every delivery left pending past its due time (plus WEBHOOK_SWEEP_GRACE_SECONDS) back on
 * the webhook queue, or marks it failed when its event is gone (shared/webhooks/delivery/
 * overdue-sweep.ts). `OverdueDeliveries` counts what it found. The local runtime's timer runs
 * this same handler on its in-process pipeline (infra/local/webhook-pipeline.ts).
 */
export const createWebhookSweepHandler = (pipeline: () => Pick<DeliveryPipeline, 'queue' | 'staleClaimMs'>) =>
  observedWorker('webhook-sweep', async () => {
    const db = documentClient();
    const { tableName, webhookSweepGraceSeconds } = config();
    const result = await createOverdueDeliverySweep({
      index: dynamoOverdueDeliveryIndex(db, tableName),
      events: dynamoEventLog(db, tableName),
      queue: pipeline().queue,
      graceSeconds: webhookSweepGraceSeconds,
      staleClaimMs: pipeline().staleClaimMs,
    }).run();
    metrics.addMetric('OverdueDeliveries', MetricUnit.Count, result.requeued + result.failed);
    return result;
  });

export const handler = createWebhookSweepHandler(() => deployedQueueingPipeline(config()));
