import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { awsWebhookQueue } from './aws-pipeline-ports.ts';
import { createDeliveryPipeline, type DeliveryPipeline } from './delivery-pipeline.ts';
import { perContainer } from './lifetime.ts';

const neverHere = (what: string) => (): never => {
  throw new Error(`The webhook router and sweep only queue: ${what} belongs to the delivery consumer`);
};

/**
 * The deployed pipeline (deployed-pipeline.ts) for the functions that only put messages on the queue (the stream router and
 * the overdue sweep): no sender and no scheduler, so their bundles carry neither the HTTPS and
 * EventBridge senders (with the EventBridge and STS clients) nor the Scheduler client.
 */
export const deployedQueueingPipeline = perContainer(
  (settings: AppConfig): Pick<DeliveryPipeline, 'queue' | 'staleClaimMs' | 'routerDeps'> =>
    createDeliveryPipeline({
      db: documentClient(),
      tableName: settings.tableName,
      ports: {
        queue: awsWebhookQueue(settings),
        scheduler: { scheduleAt: neverHere('scheduling a retry') },
        sender: { send: neverHere('sending'), close: async () => {} },
      },
      settings,
    }),
);
