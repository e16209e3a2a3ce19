import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamoDeliveryRecords } from '../delivery/dynamo-deliveries.ts';
import type { WebhookAttemptInput, WebhookAttemptResult } from '../delivery/sender.ts';
import { dynamoDeliveryHistory } from './dynamo-delivery-history.ts';
import { dynamoWebhookEndpointRepository } from './dynamo-endpoints.ts';
import { deliveryPipelineProbe } from './probe.ts';
import { createWebhookService, type WebhookService } from './service.ts';
import { ssrfTargetCheck } from './target-check.ts';

/**
 * Endpoint management on the DynamoDB adapters, with the sender its composition root gives it
 * (functions/webhooks, functions/admin-webhooks and the local runtime's).
 */
export const dynamoWebhookService = (options: {
  db: DynamoDBDocumentClient;
  tableName: string;
  send(input: WebhookAttemptInput): Promise<WebhookAttemptResult>;
  allowPrivateTargets: boolean;
}): WebhookService => {
  const { db, tableName } = options;
  return createWebhookService({
    repository: dynamoWebhookEndpointRepository(db, tableName),
    history: dynamoDeliveryHistory(db, tableName),
    probe: deliveryPipelineProbe({ records: dynamoDeliveryRecords(db, tableName), send: options.send }),
    checkTarget: ssrfTargetCheck(options.allowPrivateTargets),
  });
};
