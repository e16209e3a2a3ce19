import type { Mode } from '../../db/keys.ts';
import type { OutboxRecord } from '../../events/outbox.ts';
import { logger } from '../../logger.ts';
import { sendAllOrThrow, type QueueMessage, type WebhookQueue } from '../../queue/ports.ts';
import { systemClock, type Clock } from '../../util/time.ts';
import type { DeliveryStatus } from './types.ts';
import { resendDeliveryMessage } from './messages.ts';

/**
 * The overdue-delivery sweep (a periodic job): no delivery may stay pending once its next
 * attempt is overdue. Every delivery waiting for a planned attempt is on a sparse index by its
 * due time (due-index.ts); a delivery still there `graceSeconds` after that time lost its queue
 * message or schedule (a crash between write and send, a schedule that never fired, a recovery
 * that re-opened it and died). For each, the sweep either
 * - puts its next attempt on the webhook queue again (the consumer's per-attempt claim makes a
 *   duplicate of a message that was only late harmless), or
 * - marks it failed with a reason when that attempt cannot be sent: its event is no longer in
 *   the outbox (the message carries the event). A retry by hand can still send its payload.
 * A delivery whose attempt is claimed (`sending`) is left to its worker while the claim is fresh;
 * a stale claim's attempt goes back on the queue, where the consumer records it as interrupted
 * and plans the next one, as for any worker that died.
 */
export interface OverdueDelivery {
  deliveryId: string;
  eventId: string;
  webhookId: string;
  storeId: string;
  mode: Mode;
  status: DeliveryStatus;
  lastAttempt: number;
  nextAttemptAt: string | null;
  claimedAt: string | null;
}

export interface OverdueDeliveryIndex {
  shards: number;
  /** Deliveries of the shard due at or before `before` (ISO), oldest first, page by page. */
  overdue(shard: number, before: string, pageSize: number): AsyncIterable<OverdueDelivery[]>;
  /**
   * Marks the delivery failed with `reason` and takes it off the index, only if it is still in
   * the status and at the attempt it was read with; false when it moved on meanwhile.
   */
  markFailed(delivery: OverdueDelivery, reason: string, now: Date): Promise<boolean>;
}

export interface OverdueSweepDeps {
  index: OverdueDeliveryIndex;
  events: { getMany(eventIds: string[]): Promise<OutboxRecord[]> };
  queue: WebhookQueue;
  /** How long past due a delivery is left to its own message or schedule. */
  graceSeconds: number;
  /** A claim older than this belongs to a worker that died (the consumer's own rule). */
  staleClaimMs: number;
  clock?: Clock;
  pageSize?: number;
}

export interface OverdueSweepResult {
  /** Deliveries the index returned as overdue. */
  overdue: number;
  requeued: number;
  /** Marked failed: their next attempt could not be sent. */
  failed: number;
  /** Claimed by a live worker, or moved on meanwhile. */
  skipped: number;
}

/** Recorded on a delivery the sweep had to end (docs/webhooks.md). */
export const EVENT_GONE_REASON =
  'next attempt overdue and its event is no longer in the outbox; not sent again automatically';

export const createOverdueDeliverySweep = (deps: OverdueSweepDeps) => {
  const clock = deps.clock ?? systemClock;
  const pageSize = deps.pageSize ?? 100;

  /** The attempt to put on the queue, or undefined to leave the delivery alone. */
  const attemptToSend = (delivery: OverdueDelivery, now: Date): number | undefined => {
    if (delivery.status === 'retrying') return delivery.lastAttempt + 1;
    if (delivery.status !== 'sending') return undefined;
    const claimedAt = delivery.claimedAt ? Date.parse(delivery.claimedAt) : 0;
    return now.getTime() - claimedAt >= deps.staleClaimMs ? delivery.lastAttempt : undefined;
  };

  const sweepPage = async (page: OverdueDelivery[], now: Date, result: OverdueSweepResult) => {
    result.overdue += page.length;
    const due = page.flatMap((delivery) => {
      const attempt = attemptToSend(delivery, now);
      return attempt === undefined ? [] : [{ delivery, attempt }];
    });
    result.skipped += page.length - due.length;
    const events = new Map(
      (await deps.events.getMany([...new Set(due.map(({ delivery }) => delivery.eventId))])).map((event) => [
        event.eventId,
        event,
      ]),
    );
    const messages: QueueMessage[] = [];
    for (const { delivery, attempt } of due) {
      const event = events.get(delivery.eventId);
      if (event) {
        messages.push({
          id: delivery.deliveryId,
          body: resendDeliveryMessage(delivery, attempt, event),
        });
      } else if (await deps.index.markFailed(delivery, EVENT_GONE_REASON, now)) {
        result.failed += 1;
      } else {
        result.skipped += 1;
      }
    }
    if (messages.length === 0) return;
    await sendAllOrThrow(deps.queue, messages);
    result.requeued += messages.length;
  };

  return {
    async run(): Promise<OverdueSweepResult> {
      const now = clock.now();
      const before = new Date(now.getTime() - deps.graceSeconds * 1000).toISOString();
      const result: OverdueSweepResult = { overdue: 0, requeued: 0, failed: 0, skipped: 0 };
      await Promise.all(
        Array.from({ length: deps.index.shards }, async (_, shard) => {
          for await (const page of deps.index.overdue(shard, before, pageSize))
            await sweepPage(page, now, result);
        }),
      );
      if (result.requeued + result.failed > 0)
        logger.warn('Webhook deliveries found pending past their next attempt', { ...result });
      return result;
    },
  };
};
