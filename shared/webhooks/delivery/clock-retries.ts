import type { Mode } from '../../db/keys.ts';
import type { OutboxRecord } from '../../events/outbox.ts';
import { logger } from '../../logger.ts';
import type { Clock } from '../../util/time.ts';
import { processDeliveryMessage, type DeliveryConsumerDeps, type DeliveryOutcome } from './consumer.ts';

/** A delivery waiting for its next attempt, as a store's retrying-deliveries query finds it. */
export interface RetryingDelivery {
  deliveryId: string;
  eventId: string;
  webhookId: string;
  storeId: string;
  mode: Mode;
  lastAttempt: number;
  nextAttemptAt: string;
}

export interface StoreRetryingDeliveries {
  /**
   * The store's deliveries in `mode` whose next attempt is due at or before `until` (ISO),
   * earliest first: found through the store's HTTPS endpoints and each one's pending deliveries,
   * never a scan.
   */
  due(storeId: string, mode: Mode, until: string): Promise<RetryingDelivery[]>;
}

export interface ClockRetryDeps {
  deliveries: StoreRetryingDeliveries;
  /** The outbox records of events (a delivery item keeps the sent envelope, not the record). */
  events: { getMany(eventIds: string[]): Promise<OutboxRecord[]> };
  /** The delivery consumer on `clock`: the attempt's time, its next retry and auto-disable read it. */
  consumer(clock: Clock): DeliveryConsumerDeps;
}

/**
 * Webhook retries on a test-mode store's clock (docs/decisions.md §8.14): when the clock moves,
 * every retrying delivery of the store whose next attempt is due by then runs that attempt
 * (`lastAttempt + 1`) through the consumer, as its queue message would. The attempt's claim makes
 * the real delayed message of the same attempt, arriving later, a refused claim (a no-op).
 */
export const createClockRetries = (deps: ClockRetryDeps) => ({
  async nextDueAt(storeId: string, mode: Mode, until: string): Promise<string | undefined> {
    return (await deps.deliveries.due(storeId, mode, until))[0]?.nextAttemptAt;
  },

  /** Runs the attempts due at the clock's time, each endpoint's in due order; returns each delivery's outcome. */
  async runDue(storeId: string, mode: Mode, clock: Clock): Promise<Map<string, DeliveryOutcome>> {
    const outcomes = new Map<string, DeliveryOutcome>();
    const due = await deps.deliveries.due(storeId, mode, clock.now().toISOString());
    if (due.length === 0) return outcomes;
    const events = new Map(
      (await deps.events.getMany([...new Set(due.map((delivery) => delivery.eventId))])).map((event) => [
        event.eventId,
        event,
      ]),
    );
    const consumer = deps.consumer(clock);
    const runOne = async (delivery: RetryingDelivery) => {
      const event = events.get(delivery.eventId);
      // Its event left the outbox: the overdue-delivery sweep ends it with a reason.
      if (!event) return;
      try {
        outcomes.set(
          delivery.deliveryId,
          await processDeliveryMessage(
            {
              deliveryId: delivery.deliveryId,
              eventId: delivery.eventId,
              webhookId: delivery.webhookId,
              storeId: delivery.storeId,
              mode: delivery.mode,
              attempt: delivery.lastAttempt + 1,
              event,
            },
            consumer,
          ),
        );
      } catch (error) {
        // In flight elsewhere, or our side failed: it stays retrying and the next step tries again.
        logger.warn('test clock: webhook retry not run', {
          deliveryId: delivery.deliveryId,
          error: error as Error,
        });
      }
    };
    // Endpoints side by side, each one's deliveries in due order: a slow receiver (a send may take
    // the whole send timeout) holds up only its own endpoint.
    const byEndpoint = new Map<string, RetryingDelivery[]>();
    for (const delivery of due)
      byEndpoint.set(delivery.webhookId, [...(byEndpoint.get(delivery.webhookId) ?? []), delivery]);
    await Promise.all(
      [...byEndpoint.values()].map(async (deliveries) => {
        for (const delivery of deliveries) await runOne(delivery);
      }),
    );
    return outcomes;
  },
});
