import { join } from 'node:path';
import type { AppConfig } from '../../shared/config.ts';
import { destinationSender } from '../../shared/webhooks/delivery/destination-sender.ts';
import { eventBridgeSender } from '../../shared/webhooks/delivery/eventbridge-sender.ts';
import { fileEventBridgeSender } from '../../shared/webhooks/delivery/file-eventbridge-sender.ts';
import { webhookSenderFor, type WebhookSender } from '../../shared/webhooks/delivery/sender.ts';

/**
 * The webhook sender of a composition root (the delivery consumer, the `test` endpoint, manual
 * retries): HTTPS endpoints through the signing HTTPS sender, EventBridge endpoints through
 * EVENTBRIDGE_PROVIDER's sender: `aws` (deployed: AssumeRole + PutEvents) or `local` (npm run
 * dev: DATA_DIR/eventbridge.jsonl), as NOTIFICATIONS_PROVIDER picks the notifications' file or
 * SES. One per container: the HTTPS keep-alive pool and the assumed roles serve every invocation.
 */
export const configuredWebhookSender = (settings: AppConfig): WebhookSender =>
  destinationSender({
    https: webhookSenderFor(settings),
    eventBridge:
      settings.eventBridgeProvider === 'aws'
        ? eventBridgeSender({ region: settings.region, timeoutMs: settings.webhookTimeoutMs })
        : fileEventBridgeSender(join(settings.localDataDir, 'eventbridge.jsonl')),
  });
