import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { dynamoDueRefundIndex } from '../../shared/orders/dynamo-due-refunds.ts';
import { createRefundReconciler } from '../../shared/orders/refund-reconciler.ts';
import { perContainer } from '../compose/lifetime.ts';
import { refundJob } from '../compose/refund-job.ts';

/** The refund reconciler's composition root, built once per container. */
export const refundReconciler = perContainer((settings: AppConfig) =>
  createRefundReconciler({
    index: dynamoDueRefundIndex(documentClient(), settings.tableName),
    // The refund job's own assembly: the store's Stripe connection, failures recorded and alarmed.
    runJob: refundJob(settings),
    graceSeconds: settings.refundReconcileGraceSeconds,
  }),
);
