import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { awsPipelinePorts } from './aws-pipeline-ports.ts';
import { createDeliveryPipeline, type DeliveryPipeline } from './delivery-pipeline.ts';
import { configuredWebhookSender } from './webhook-sender.ts';
import { perContainer } from './lifetime.ts';

/**
 * The deployed webhook pipeline's composition root: SQS and EventBridge Scheduler from the
 * function's environment (WEBHOOK_QUEUE_URL, WEBHOOK_QUEUE_ARN, SCHEDULER_GROUP_NAME,
 * WEBHOOK_SCHEDULER_ROLE_ARN), the configured sender and settings, on the process's document
 * client and table. Built once per container on first use: its group-commit recorder, rate limiter
 * and sender pool serve every invocation. The admin-webhooks function takes its queue from it too
 * (the router and the sweep: deployed-queueing-pipeline.ts); the local runtime builds its own
 * (infra/local/webhook-pipeline.ts).
 */
export const deployedPipeline = perContainer((settings: AppConfig): DeliveryPipeline =>
  createDeliveryPipeline({
    db: documentClient(),
    tableName: settings.tableName,
    ports: { ...awsPipelinePorts(settings), sender: configuredWebhookSender(settings) },
    settings,
  }),
);
