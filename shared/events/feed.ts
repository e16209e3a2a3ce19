import type { Mode } from '../db/keys.ts';
import { ApiError } from '../errors.ts';
import { systemClock, type Clock } from '../util/time.ts';
import type { EventType } from './catalog.ts';
import { buildEnvelope, type WebhookEnvelope } from './envelope.ts';
import type { EventFeedStore } from './ports.ts';
import type { EventResource } from './resource.ts';

/**
 * The event feed (docs/decisions.md §6.24): a store's server lists the events it may have missed,
 * as the envelopes its endpoints receive, oldest first. An event is listed once it is
 * `LISTING_DELAY_MS` old: a change that commits a moment after stamping its event then cannot
 * be passed by a poller's `after`.
 */
export const LISTING_DELAY_MS = 2_000;

export interface FeedScope {
  storeId: string;
  mode: Mode;
}

export interface FeedQuery {
  after?: string | undefined;
  types?: EventType[] | undefined;
  resource?: EventResource | undefined;
  limit: number;
}

export const createEventFeed = (deps: { events: EventFeedStore; clock?: Clock }) => {
  const clock = deps.clock ?? systemClock;
  return {
    /** A page and the `after` that continues it (null when nothing more is listed now). */
    async list(
      scope: FeedScope,
      query: FeedQuery,
    ): Promise<{ data: WebhookEnvelope[]; nextCursor: string | null }> {
      const listedBefore = new Date(clock.now().getTime() - LISTING_DELAY_MS).toISOString();
      const page = await deps.events.feed(scope.storeId, scope.mode, { ...query, listedBefore });
      if (page === 'invalid-cursor') {
        throw new ApiError('INVALID_CURSOR', 'after names no event of this store kept in the last 30 days', [
          { path: 'query.after', message: 'Unknown or expired event id' },
        ]);
      }
      return { data: page.items.map(buildEnvelope), nextCursor: page.hasMore ? page.nextAfter : null };
    },

    async get(scope: FeedScope, eventId: string): Promise<WebhookEnvelope> {
      const event = await deps.events.get(eventId);
      if (!event || event.storeId !== scope.storeId || event.mode !== scope.mode) {
        throw new ApiError('EVENT_NOT_FOUND', 'Event not found');
      }
      return buildEnvelope(event);
    },
  };
};
