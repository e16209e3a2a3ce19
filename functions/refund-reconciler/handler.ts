import { config } from '../../shared/config.ts';
import { metrics, MetricUnit, observedWorker } from '../../shared/observability.ts';
import { refundReconciler } from './wiring.ts';

/**
 * Invoked every 5 minutes by an EventBridge Scheduler schedule (no HTTP): runs the refunds left
 * Scheduled past their due time (plus REFUND_RECONCILE_GRACE_SECONDS), e.g. a cancellation whose
 * one-time schedule could not be created. `LateRefunds` counts them (an alarm watches it). The
 * local runtime's timer calls this same handler (infra/local/refund-reconciler.ts).
 */
export const handler = observedWorker('refund-reconciler', async () => {
  const result = await refundReconciler(config()).run();
  metrics.addMetric('LateRefunds', MetricUnit.Count, result.due);
  if (result.failed > 0) {
    const failed = metrics.singleMetric();
    failed.addDimension('job', 'refund-reconciler');
    failed.addMetric('FailedRefundJobs', MetricUnit.Count, result.failed);
  }
  return result;
});
