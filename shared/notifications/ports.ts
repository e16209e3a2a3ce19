import type { Mode } from '../db/keys.ts';
import type { OrderRecord } from '../orders/types.ts';
import type { StoreRecord } from '../stores/types.ts';
import type { CustomerNotification } from './types.ts';

export type { SmsSender } from '../customers/sms.ts';

/**
 * The notification ports (docs/decisions.md §14.1). Two layers:
 * - `EmailSender` (and the customers' `SmsSender`) send one plain message to one person, knowing
 *   nothing of orders: any feature that writes to someone (an owner's invitation, say) reuses them;
 * - `CustomerNotifier` takes a finished order notification and decides where it goes: delivered
 *   by email or SMS, appended to the local outbox file, or only logged (test mode deployed).
 */
export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text. */
  body: string;
  /** The one link the message is about (an invitation's accept page), also inside `body`. */
  link?: string;
}

export interface EmailSender {
  sendEmail(message: EmailMessage): Promise<void>;
}

export interface CustomerNotifier {
  notify(message: CustomerNotification): Promise<void>;
}

/**
 * Thrown by a sender when the provider refused this message for good (a malformed or rejected
 * address): retrying cannot help, so the message is counted as failed and dropped. Any other
 * error is taken as passing trouble and the message is retried.
 */
export class UndeliverableMessage extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UndeliverableMessage';
  }
}

/** What the notification service reads: the order (for its customer's contact) and its store. */
export interface NotificationReads {
  order(scope: { storeId: string; mode: Mode }, orderId: string): Promise<OrderRecord | undefined>;
  store(storeId: string): Promise<StoreRecord | undefined>;
}
