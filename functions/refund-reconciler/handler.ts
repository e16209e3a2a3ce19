import { config } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { metrics, MetricUnit, observedWorker } from '../../shared/observability.ts';
import { dynamoDueRefundIndex } from '../../shared/orders/dynamo-due-refunds.ts';
import { createRefundReconciler } from '../../shared/orders/refund-reconciler.ts';
import { refundJob } from '../compose/refund-job.ts';

/**
 * Invoked every 5 minutes by an EventBridge Scheduler schedule (no HTTP): runs the refunds left
 * Scheduled past their due time (plus REFUND_RECONCILE_GRACE_SECONDS), e.g. a cancellation whose
 * one-time schedule could not be created. `LateRefunds` counts them (an alarm watches it). The
 * local runtime's timer calls this same handler (infra/local/refund-reconciler.ts).
 */
export const handler = observedWorker('refund-reconciler', async () => {
  const db = documentClient();
  const settings = config();
  const { tableName, refundReconcileGraceSeconds } = settings;
  const result = await createRefundReconciler({
    index: dynamoDueRefundIndex(db, tableName),
    // The refund job's own assembly: the store's Stripe connection, failures recorded and alarmed.
    runJob: refundJob(settings),
    graceSeconds: refundReconcileGraceSeconds,
  }).run();
  metrics.addMetric('LateRefunds', MetricUnit.Count, result.due);
  if (result.failed > 0) {
    const failed = metrics.singleMetric();
    failed.addDimension('job', 'refund-reconciler');
    failed.addMetric('FailedRefundJobs', MetricUnit.Count, result.failed);
  }
  return result;
});
