import { config } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { metrics, MetricUnit, observedWorker } from '../../shared/observability.ts';
import { dynamoOverdueDeliveryIndex } from '../../shared/webhooks/delivery/dynamo-overdue-deliveries.ts';
import { createOverdueDeliverySweep } from '../../shared/webhooks/delivery/overdue-sweep.ts';
import { staleClaimMs, webhookQueue } from '../../shared/webhooks/delivery/wiring.ts';
import { dynamoEventLog } from '../../shared/webhooks/log/dynamo-event-log.ts';

/**
 * Invoked every 5 minutes by an EventBridge Scheduler schedule (no HTTP): puts the next attempt
 * of every delivery left pending past its due time (plus WEBHOOK_SWEEP_GRACE_SECONDS) back on
 * the webhook queue, or marks it failed when its event is gone (shared/webhooks/delivery/
 * overdue-sweep.ts). `OverdueDeliveries` counts what it found. The local runtime's timer calls
 * this same handler (infra/local/webhook-sweep.ts).
 */
export const handler = observedWorker('webhook-sweep', async () => {
  const db = documentClient();
  const { tableName, webhookSweepGraceSeconds } = config();
  const result = await createOverdueDeliverySweep({
    index: dynamoOverdueDeliveryIndex(db, tableName),
    events: dynamoEventLog(db, tableName),
    queue: webhookQueue(),
    graceSeconds: webhookSweepGraceSeconds,
    staleClaimMs: staleClaimMs(),
  }).run();
  metrics.addMetric('OverdueDeliveries', MetricUnit.Count, result.requeued + result.failed);
  return result;
});
