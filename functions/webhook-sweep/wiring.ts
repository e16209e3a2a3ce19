import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { dynamoOverdueDeliveryIndex } from '../../shared/webhooks/delivery/dynamo-overdue-deliveries.ts';
import { createOverdueDeliverySweep } from '../../shared/webhooks/delivery/overdue-sweep.ts';
import { dynamoEventLog } from '../../shared/webhooks/log/dynamo-event-log.ts';
import type { DeliveryPipeline } from '../compose/delivery-pipeline.ts';
import { deployedQueueingPipeline } from '../compose/deployed-queueing-pipeline.ts';
import { perContainer } from '../compose/lifetime.ts';

/** The pipeline the sweep queues on: the deployed one without sender or scheduler (functions/compose/deployed-queueing-pipeline.ts), or the local runtime's. */
export type SweepPipeline = (settings: AppConfig) => Pick<DeliveryPipeline, 'queue' | 'staleClaimMs'>;

export const sweepPipeline: SweepPipeline = deployedQueueingPipeline;

/** The overdue-delivery sweep's composition root, on `pipeline`'s queue, built once per container. */
export const overdueSweep = perContainer((settings: AppConfig, pipeline: SweepPipeline) => {
  const db = documentClient();
  const { queue, staleClaimMs } = pipeline(settings);
  return createOverdueDeliverySweep({
    index: dynamoOverdueDeliveryIndex(db, settings.tableName),
    events: dynamoEventLog(db, settings.tableName),
    queue,
    graceSeconds: settings.webhookSweepGraceSeconds,
    staleClaimMs,
  });
});
