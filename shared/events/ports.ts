import type { Mode } from '../db/keys.ts';
import type { EventType } from './catalog.ts';
import type { OutboxRecord } from './outbox.ts';
import type { EventResource } from './resource.ts';

/** What the event feed reads (docs/decisions.md §6.24); shared/webhooks/log/dynamo-event-log.ts serves it. */
export interface FeedRequest {
  after?: string | undefined;
  types?: readonly EventType[] | undefined;
  resource?: EventResource | undefined;
  limit: number;
  /** ISO time: events at or after it are not listed yet. */
  listedBefore: string;
}

export interface FeedPage {
  items: OutboxRecord[];
  hasMore: boolean;
  /** The `after` that continues the list (the last event read); null when nothing was listed. */
  nextAfter: string | null;
}

export interface EventFeedStore {
  /**
   * Oldest first in (occurredAt, id) order, after the event `after` (none: the oldest kept), only
   * events stamped before `listedBefore`; 'invalid-cursor' when `after` is no kept event of this
   * store and mode.
   */
  feed(storeId: string, mode: Mode, request: FeedRequest): Promise<FeedPage | 'invalid-cursor'>;
  get(eventId: string): Promise<OutboxRecord | undefined>;
}
