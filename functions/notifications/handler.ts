import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { config } from '../../shared/config.ts';
import { notifyStreamBatch } from '../../shared/notifications/dynamo-stream.ts';
import type { NotificationService } from '../../shared/notifications/service.ts';
import { observedWorker } from '../../shared/observability.ts';
import { notificationService } from './wiring.ts';

/**
 * DynamoDB stream (outbox inserts of the five notifying order events: the event source's filter,
 * checked again here) -> one message to each order's customer. Returns a partial batch response:
 * Lambda retries from the first failed record (docs/decisions.md §14.4). The local runtime feeds
 * the same handler from its stream poller (infra/local/notifications.ts).
 */
export const createNotificationsHandler = (service: () => Pick<NotificationService, 'notifyBatch'>) =>
  observedWorker('notifications', async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> =>
    notifyStreamBatch(event, service()),
  );

export const handler = createNotificationsHandler(() => notificationService(config()));
