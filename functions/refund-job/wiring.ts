import type { AppConfig } from '../../shared/config.ts';
import { perContainer } from '../compose/lifetime.ts';
import { refundJob as composeRefundJob } from '../compose/refund-job.ts';

/**
 * The refund-job function's composition root: the refund job shared with the refund reconciler
 * (functions/compose/refund-job.ts), built once per container.
 */
export const refundJob = perContainer((settings: AppConfig) => composeRefundJob(settings));
