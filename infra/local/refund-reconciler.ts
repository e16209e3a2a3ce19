import { handler as refundReconcilerHandler } from '../../functions/refund-reconciler/handler.ts';
import { config } from '../../shared/config.ts';
import { periodicJobService } from './periodic-job.ts';

/** The refund reconciler every REFUND_RECONCILE_SWEEP_SECONDS (60), and once at start. */
export const refundReconcilerService = periodicJobService(
  'refund-reconciler',
  refundReconcilerHandler,
  () => config().refundReconcileSweepSeconds,
);
