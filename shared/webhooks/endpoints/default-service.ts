import { config } from '../../config.ts';
import { documentClient } from '../../db/dynamo-client.ts';
import { dynamoDeliveryRecords } from '../delivery/dynamo-deliveries.ts';
import { sendWebhookAttempt } from '../delivery/sender.ts';
import { assertPublicWebhookUrl, UnsafeWebhookTargetError } from '../delivery/ssrf.ts';
import { dynamoDeliveryHistory } from './dynamo-delivery-history.ts';
import { deliveryPipelineProbe } from './probe.ts';
import { dynamoWebhookEndpointRepository } from './dynamo-endpoints.ts';
import { createWebhookService, type TargetCheck, type WebhookService } from './service.ts';

/**
 * The create/update-time target check: the delivery SSRF guard's static rules (no DNS:
 * a name is resolved and checked again at every send, which is the check that counts).
 * WEBHOOK_ALLOW_PRIVATE_TARGETS=true lifts it, as it lifts the send-time check.
 */
export const ssrfTargetCheck =
  (allowPrivateTargets: boolean): TargetCheck =>
  async (url) => {
    try {
      assertPublicWebhookUrl(url, { allowPrivateTargets });
      return undefined;
    } catch (error) {
      if (error instanceof UnsafeWebhookTargetError) return error.message;
      throw error;
    }
  };

let shared: WebhookService | undefined;

/** One service per process, on the process's document client and table (built on first use). */
export const defaultWebhookService = (): WebhookService => {
  if (shared) return shared;
  const db = documentClient();
  const { tableName, webhookAllowPrivateTargets } = config();
  shared = createWebhookService({
    repository: dynamoWebhookEndpointRepository(db, tableName),
    history: dynamoDeliveryHistory(db, tableName),
    probe: deliveryPipelineProbe({ records: dynamoDeliveryRecords(db, tableName), send: sendWebhookAttempt }),
    checkTarget: ssrfTargetCheck(webhookAllowPrivateTargets),
  });
  return shared;
};
