import { join } from 'node:path';
import { sesClient } from '../../shared/aws/sesv2.ts';
import type { AppConfig } from '../../shared/config.ts';
import { localSmsSender } from '../../shared/customers/sms.ts';
import { snsSmsSender } from '../../shared/customers/sns-sms-sender.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import type { Mode } from '../../shared/db/keys.ts';
import { deliveringNotifier, loggedOnlyNotifier } from '../../shared/notifications/channels.ts';
import { fileNotifier } from '../../shared/notifications/file-notifier.ts';
import type { CustomerNotifier, NotificationReads } from '../../shared/notifications/ports.ts';
import { sesEmailSender } from '../../shared/notifications/ses-email-sender.ts';
import { createNotificationService, type NotificationService } from '../../shared/notifications/service.ts';
import { recordNotification } from '../../shared/observability.ts';
import { dynamoOrderRepository } from '../../shared/orders/dynamo-order-repository.ts';
import { dynamoProductSearchIndex } from '../../shared/products/dynamo-product-search.ts';
import { createSearchIndexer, type SearchIndexer } from '../../shared/products/search-indexer.ts';
import { dynamoStoreRepository } from '../../shared/stores/dynamo-stores.ts';
import { perContainer } from '../compose/lifetime.ts';
import { createStreamFollowers, type StreamFollowers } from '../compose/stream-followers.ts';

export type { StreamFollowers };

/**
 * The stream followers' composition root: customer notifications and the product search indexer,
 * each built once per container.
 *
 * Notifications (docs/decisions.md §14.3): NOTIFICATIONS_PROVIDER
 * `ses` (deployed) sends live-mode messages by SES (email) or SNS (SMS) and only logs test-mode
 * ones; `local` (npm run dev) appends every message to DATA_DIR/notifications.jsonl.
 */
type Notifier = CustomerNotifier & { via: string };

const notifiersFromConfig = (settings: AppConfig): ((mode: Mode) => Notifier) => {
  if (settings.notificationsProvider === 'local') {
    const file = fileNotifier(join(settings.localDataDir, 'notifications.jsonl'));
    return () => file;
  }
  if (!settings.notificationsFromEmail) throw new Error('NOTIFICATIONS_FROM_EMAIL is not set');
  const live = deliveringNotifier({
    email: sesEmailSender(sesClient(), {
      from: settings.notificationsFromEmail,
      identityArn: settings.notificationsSesIdentityArn,
    }),
    sms: settings.smsProvider === 'sns' ? snsSmsSender() : localSmsSender(),
  });
  const test = loggedOnlyNotifier();
  return (mode) => (mode === 'live' ? live : test);
};

const notificationReads = (settings: AppConfig): NotificationReads => {
  const orders = dynamoOrderRepository(documentClient(), settings.tableName);
  const stores = dynamoStoreRepository(documentClient(), settings.tableName);
  return {
    order: async (scope, orderId) => (await orders.getOrder(scope, orderId)).order,
    store: (storeId) => stores.get(storeId),
  };
};

const notificationService = perContainer((settings: AppConfig): NotificationService =>
  createNotificationService({
    reads: notificationReads(settings),
    notifierFor: notifiersFromConfig(settings),
    record: recordNotification,
  }),
);

/** The product word-prefix index (docs/decisions.md §3.21). */
const searchIndexer = perContainer((settings: AppConfig): SearchIndexer =>
  createSearchIndexer(dynamoProductSearchIndex(documentClient(), settings.tableName)),
);

/** Both, dispatched one stream batch at a time (functions/compose/stream-followers.ts). */
export const streamFollowers = (settings: AppConfig): StreamFollowers =>
  createStreamFollowers({ notifications: notificationService(settings), search: searchIndexer(settings) });
