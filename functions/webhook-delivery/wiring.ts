import type { AppConfig } from '../../shared/config.ts';
import type { DeliveryPipeline } from '../compose/delivery-pipeline.ts';
import { deployedPipeline } from '../compose/deployed-pipeline.ts';

export type { DeliveryPipeline };

/**
 * The webhook delivery consumer's composition root: the deployed webhook pipeline (SQS, EventBridge
 * Scheduler; functions/compose/deployed-pipeline.ts), built once per container.
 */
export const deliveryPipeline = (settings: AppConfig): DeliveryPipeline => deployedPipeline(settings);
