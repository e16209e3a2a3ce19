import { config } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import type { DeliveryPipeline } from '../compose/delivery-pipeline.ts';
import { dynamoWebhookService } from '../compose/webhook-service.ts';
import type { WebhookService } from '../../shared/webhooks/endpoints/service.ts';
import { dynamoDeliveryLogService } from '../compose/delivery-log-service.ts';
import type { DeliveryLogService } from '../../shared/webhooks/log/service.ts';
import { deployedPipeline } from '../compose/deployed-pipeline.ts';

/** The services behind the admin webhook routes (tests pass canned ones). */
export interface AdminWebhookServices {
  endpoints: () => WebhookService;
  log: () => DeliveryLogService;
}

/**
 * The admin webhook services on the process's document client and table, sending and queueing
 * (tests, manual retries, recovery jobs) through `pipeline`: the deployed one here, the
 * in-process one in the local runtime. Each service is built on first use.
 */
export const adminWebhookServices = (
  pipeline: () => Pick<DeliveryPipeline, 'queue' | 'sender' | 'staleClaimMs'>,
): AdminWebhookServices => {
  let endpoints: WebhookService | undefined;
  let log: DeliveryLogService | undefined;
  const send: DeliveryPipeline['sender']['send'] = (input) => pipeline().sender.send(input);
  return {
    endpoints: () =>
      (endpoints ??= dynamoWebhookService({
        db: documentClient(),
        tableName: config().tableName,
        send,
        allowPrivateTargets: config().webhookAllowPrivateTargets,
      })),
    log: () =>
      (log ??= dynamoDeliveryLogService({
        db: documentClient(),
        tableName: config().tableName,
        send,
        queue: { send: (messages) => pipeline().queue.send(messages) },
        staleClaimMs: pipeline().staleClaimMs,
      })),
  };
};

export const deployedAdminWebhookServices = (): AdminWebhookServices =>
  adminWebhookServices(() => deployedPipeline(config()));
