import type { Mode } from '../db/keys.ts';
import type { OutboxRecord } from '../events/outbox.ts';
import { logger } from '../logger.ts';
import { notificationSettingsOf } from '../stores/types.ts';
import { buildMessage, recipientOf, type EventFacts } from './messages.ts';
import { UndeliverableMessage, type CustomerNotifier, type NotificationReads } from './ports.ts';
import {
  kindOfEvent,
  SETTING_OF_KIND,
  type CustomerNotification,
  type NotificationChannel,
  type NotificationKind,
} from './types.ts';

/**
 * Customer notifications from order events (docs/decisions.md §14.1): an outbox record of
 * order.confirmed/shipped/delivered/cancelled/refunded becomes one message to the order's
 * customer, unless the store switched that kind off. Runs from the table stream, after the order
 * change is durable: nothing here can fail or undo the change.
 */
export type NotificationOutcome =
  'sent' | 'switched-off' | 'no-recipient' | 'not-a-notification' | 'store-not-found' | 'undeliverable';

/** What one send attempt came to, for the metrics (the handler passes observability's recorder). */
export type NotificationAttempt = 'sent' | 'failed' | 'undeliverable' | 'skipped';

export interface NotificationServiceDeps {
  reads: NotificationReads;
  /** Where a message of this mode goes (delivered, the local file, or only logged). */
  notifierFor(mode: Mode): CustomerNotifier & { via: string };
  record?(attempt: NotificationAttempt, kind: NotificationKind | undefined): void;
}

export interface StreamedEvent {
  sequenceNumber: string;
  event: OutboxRecord;
}

/** For logs: enough to tell recipients apart, not enough to read them. */
export const maskRecipient = (to: string, channel: NotificationChannel): string => {
  if (channel === 'sms') return `${to.slice(0, 2)}${'*'.repeat(Math.max(0, to.length - 6))}${to.slice(-4)}`;
  const [local = '', domain = ''] = to.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};

/** Thrown while the order cannot be read yet (its write is durable, so a retry finds it). */
class OrderNotReadable extends Error {}

export const createNotificationService = (deps: NotificationServiceDeps) => {
  const record = deps.record ?? (() => undefined);

  /** The message an event asks for, or why there is none. */
  const messageFor = async (
    event: OutboxRecord,
  ): Promise<{ message: CustomerNotification } | { skipped: NotificationOutcome }> => {
    const kind = kindOfEvent(event.type);
    if (!kind) return { skipped: 'not-a-notification' };
    const store = await deps.reads.store(event.storeId);
    if (!store) return { skipped: 'store-not-found' };
    if (!notificationSettingsOf(store)[SETTING_OF_KIND[kind]]) return { skipped: 'switched-off' };
    const orderId = String(event.data.orderId ?? '');
    // Order payloads name the customer, not their contact: the order has it (and its totals).
    const order = await deps.reads.order({ storeId: event.storeId, mode: event.mode }, orderId);
    if (!order) throw new OrderNotReadable(`order ${orderId} not found`);
    const recipient = recipientOf(order.customer);
    if (!recipient) return { skipped: 'no-recipient' };
    const text = buildMessage(kind, recipient.channel, order, store, event.data as EventFacts);
    return {
      message: {
        to: recipient.to,
        channel: recipient.channel,
        kind,
        storeId: event.storeId,
        mode: event.mode,
        orderId: order.orderId,
        ...text,
      },
    };
  };

  /** One event: sent, or skipped with its reason. Throws when the send should be retried. */
  const notify = async (event: OutboxRecord): Promise<NotificationOutcome> => {
    const kind = kindOfEvent(event.type);
    const found = await messageFor(event);
    if ('skipped' in found) {
      if (found.skipped !== 'not-a-notification') record('skipped', kind);
      logger.debug('Customer notification skipped', { eventId: event.eventId, reason: found.skipped });
      return found.skipped;
    }
    const { message } = found;
    const notifier = deps.notifierFor(message.mode);
    try {
      await notifier.notify(message);
    } catch (error) {
      if (error instanceof UndeliverableMessage) {
        record('undeliverable', kind);
        logger.error('Customer notification undeliverable', {
          eventId: event.eventId,
          kind,
          channel: message.channel,
          error,
        });
        return 'undeliverable';
      }
      throw error;
    }
    record('sent', kind);
    logger.info('customer notification', {
      kind: message.kind,
      channel: message.channel,
      to: maskRecipient(message.to, message.channel),
      orderId: message.orderId,
      storeId: message.storeId,
      mode: message.mode,
      via: notifier.via,
    });
    return 'sent';
  };

  return {
    messageFor,
    notify,
    /**
     * A stream batch, in order. At the first event that must be retried it stops: that event and
     * every later one are reported failed, so the retry starts there and no message is sent twice
     * because a later one failed (docs/decisions.md §14.4).
     */
    async notifyBatch(events: readonly StreamedEvent[]): Promise<{ failedSequenceNumbers: string[] }> {
      for (const [index, { event }] of events.entries()) {
        try {
          await notify(event);
        } catch (error) {
          record('failed', kindOfEvent(event.type));
          logger.warn('Customer notification failed; it will be retried', {
            eventId: event.eventId,
            type: event.type,
            error,
          });
          return { failedSequenceNumbers: events.slice(index).map((e) => e.sequenceNumber) };
        }
      }
      return { failedSequenceNumbers: [] };
    },
  };
};

export type NotificationService = ReturnType<typeof createNotificationService>;
