import { join } from 'node:path';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { createNotificationsHandler } from '../../functions/notifications/handler.ts';
import { notificationService } from '../../functions/notifications/wiring.ts';
import { config } from '../../shared/config.ts';
import { logger } from '../../shared/logger.ts';
import { matchesNotifyingInsert } from '../../shared/notifications/stream-filter.ts';
import type { BackgroundService } from './background-service.ts';
import { dataDir } from './environment.ts';
import { startStreamPoller } from './stream-poller.ts';

/**
 * `npm run dev`'s customer notifications: its own reader of the table stream (like the deployed
 * function's own event source mapping), the deployed filter as code, and the function's handler
 * on its wiring, whose `local` provider appends each message to DATA_DIR/notifications.jsonl
 * (docs/decisions.md §14.3). Failed batches are retried from the first failed record.
 */
export const notificationsService: BackgroundService = {
  name: 'notifications',
  start: async ({ streamArn }) => {
    const client = new DynamoDBStreamsClient({
      endpoint: process.env.DYNAMODB_ENDPOINT!,
      region: config().region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const poller = await startStreamPoller({
      streamArn,
      client,
      handler: createNotificationsHandler(notificationService),
      filter: matchesNotifyingInsert,
      checkpointFile: join(dataDir(), 'notifications-stream-checkpoint.json'),
      onError: (message, error) => logger.error(message, { error }),
    });
    return {
      stop: async () => {
        await poller.stop();
        client.destroy();
      },
    };
  },
};
