import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamoDeliveryRecords } from '../../shared/webhooks/delivery/dynamo-deliveries.ts';
import type { WebhookAttemptInput, WebhookAttemptResult } from '../../shared/webhooks/delivery/sender.ts';
import { dynamoDeliveryHistory } from '../../shared/webhooks/endpoints/dynamo-delivery-history.ts';
import { dynamoWebhookEndpointRepository } from '../../shared/webhooks/endpoints/dynamo-endpoints.ts';
import { deliveryPipelineProbe } from '../../shared/webhooks/endpoints/probe.ts';
import { createWebhookService, type WebhookService } from '../../shared/webhooks/endpoints/service.ts';
import { ssrfTargetCheck } from '../../shared/webhooks/endpoints/target-check.ts';

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
