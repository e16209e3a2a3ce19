import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { createEventFeed } from '../../shared/events/feed.ts';
import { dynamoEventLog } from '../../shared/webhooks/log/dynamo-event-log.ts';
import { perContainer } from '../compose/lifetime.ts';
import { configuredWebhookSender } from '../compose/webhook-sender.ts';
import { dynamoWebhookService } from '../compose/webhook-service.ts';

/**
 * The webhooks function's composition root: endpoint management with its sender pool, and the
 * event feed, built once per container, each on its first use (a feed request builds no sender).
 */
export const webhookServices = perContainer((settings: AppConfig) => ({
  endpoints: perContainer(() => {
    const sender = configuredWebhookSender(settings);
    return dynamoWebhookService({
      db: documentClient(),
      tableName: settings.tableName,
      send: (input) => sender.send(input),
      allowPrivateTargets: settings.webhookAllowPrivateTargets,
    });
  }),
  feed: perContainer(() => createEventFeed({ events: dynamoEventLog(documentClient(), settings.tableName) })),
}));
