import { appendJsonLine } from '../util/json-lines.ts';
import type { CustomerNotifier } from './ports.ts';
import type { CustomerNotification } from './types.ts';

/**
 * `npm run dev` (both modes): each message is appended to `DATA_DIR/notifications.jsonl` as one
 * JSON object `{ to, channel, kind, storeId, mode, orderId, subject, body }` and nothing is sent
 * (docs/decisions.md §14.3). A plain file writer, so it sits beside the ports like the
 * customers' local SMS outbox; the runtime picks it through the function's wiring.
 */
export const fileNotifier = (file: string): CustomerNotifier & { via: string; file: string } => ({
  via: 'notifications.jsonl',
  file,
  async notify(message: CustomerNotification) {
    const { to, channel, kind, storeId, mode, orderId, subject, body } = message;
    await appendJsonLine(file, { to, channel, kind, storeId, mode, orderId, subject, body });
  },
});
