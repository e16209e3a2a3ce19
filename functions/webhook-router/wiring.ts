import type { AppConfig } from '../../shared/config.ts';
import type { DeliveryPipeline } from '../compose/delivery-pipeline.ts';
import { deployedQueueingPipeline } from '../compose/deployed-queueing-pipeline.ts';

export type { DeliveryPipeline };

/**
 * The webhook router's composition root: the deployed webhook pipeline without sender or
 * scheduler (it only queues: functions/compose/deployed-queueing-pipeline.ts), built once per
 * container.
 */
export const routerPipeline = (settings: AppConfig): Pick<DeliveryPipeline, 'routerDeps'> =>
  deployedQueueingPipeline(settings);
