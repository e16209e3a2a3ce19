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
import { dynamoStoreRepository } from '../../shared/stores/dynamo-stores.ts';
import { perContainer } from '../compose/lifetime.ts';

/**
 * The notifications function's composition root (docs/decisions.md §14.3): NOTIFICATIONS_PROVIDER
 * `ses` (deployed) sends live-mode messages by SES (email) or SNS (SMS) and only logs test-mode
 * ones; `local` (npm run dev) appends every message to DATA_DIR/notifications.jsonl. Built once
 * per container.
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

export const notificationService = perContainer((settings: AppConfig): NotificationService =>
  createNotificationService({
    reads: notificationReads(settings),
    notifierFor: notifiersFromConfig(settings),
    record: recordNotification,
  }),
);
