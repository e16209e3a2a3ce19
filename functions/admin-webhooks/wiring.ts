import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import type { WebhookService } from '../../shared/webhooks/endpoints/service.ts';
import type { DeliveryLogService } from '../../shared/webhooks/log/service.ts';
import { dynamoDeliveryLogService } from '../compose/delivery-log-service.ts';
import type { DeliveryPipeline } from '../compose/delivery-pipeline.ts';
import { deployedAdminWebhookPipeline as deployedAdminWebhookPipelineOfContainer } from '../compose/deployed-admin-webhook-pipeline.ts';
import { perContainer } from '../compose/lifetime.ts';
import { dynamoWebhookService } from '../compose/webhook-service.ts';

/** The services behind the admin webhook routes (tests pass canned ones). */
export interface AdminWebhookServices {
  endpoints: () => WebhookService;
  log: () => DeliveryLogService;
}

/** The pipeline the services send and queue through: the deployed one, or the local runtime's. */
export type AdminWebhookPipeline = (
  settings: AppConfig,
) => Pick<DeliveryPipeline, 'queue' | 'sender' | 'staleClaimMs'>;

/** Deployed: SQS, its package loaded on the first send, and EventBridge Scheduler (functions/compose/deployed-admin-webhook-pipeline.ts). */
export const deployedAdminWebhookPipeline: AdminWebhookPipeline = deployedAdminWebhookPipelineOfContainer;

/**
 * The admin webhooks function's composition root: the admin webhook services on the process's
 * document client and table, sending and queueing (tests, manual retries, recovery jobs) through
 * `pipeline`: the deployed one here, the in-process one in the local runtime. Built once per
 * container, each service on its first use.
 */
export const adminWebhookServices = perContainer(
  (settings: AppConfig, pipeline: AdminWebhookPipeline): AdminWebhookServices => {
    const send: DeliveryPipeline['sender']['send'] = (input) => pipeline(settings).sender.send(input);
    return {
      endpoints: perContainer(() =>
        dynamoWebhookService({
          db: documentClient(),
          tableName: settings.tableName,
          send,
          allowPrivateTargets: settings.webhookAllowPrivateTargets,
        }),
      ),
      log: perContainer(() =>
        dynamoDeliveryLogService({
          db: documentClient(),
          tableName: settings.tableName,
          send,
          queue: { send: (messages) => pipeline(settings).queue.send(messages) },
          staleClaimMs: pipeline(settings).staleClaimMs,
        }),
      ),
    };
  },
);
