import { createNotificationsHandler } from '../../functions/notifications/handler.ts';
import { notificationService } from '../../functions/notifications/wiring.ts';
import { config } from '../../shared/config.ts';
import { matchesNotifyingInsert } from '../../shared/notifications/stream-filter.ts';
import { streamReaderService } from './stream-reader-service.ts';

/**
 * `npm run dev`'s customer notifications: the function's handler on its wiring, whose `local`
 * provider appends each message to DATA_DIR/notifications.jsonl (docs/decisions.md §14.3).
 */
export const notificationsService = streamReaderService('notifications', {
  handler: createNotificationsHandler(() => notificationService(config())),
  filter: matchesNotifyingInsert,
});
