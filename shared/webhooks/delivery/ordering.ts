import { formatResource, resourceOf } from '../../events/resource.ts';
import type { OutboxRecord } from '../../events/outbox.ts';

/**
 * Ordered endpoints (`ordering: "resource"`, docs/decisions.md §6.26). Per (endpoint, resource) a
 * cursor says up to which sequence every event is done for that endpoint: delivered, given up
 * (failed after its last attempt, cancelled), or not owed (the router did not route it there:
 * another type, loop suppression, the endpoint disabled). A first attempt goes out only when every
 * lower sequence is done; otherwise its message comes back a little later.
 *
 * The router notes every sequenced event for every ordered endpoint of its store before it queues
 * the event, so "not owed" is known from the routing decision itself, and a sequence the router
 * has not seen yet (a stream shard behind) counts as not done: the gate waits instead of skipping.
 */
export interface OrderingCursors {
  /**
   * The router's decision on `sequence` for this endpoint: opens the cursor just below it if the
   * endpoint has none for the resource yet, and marks the sequence done when it is not owed.
   */
  noteRouted(key: OrderingKey, sequence: number, owed: boolean): Promise<void>;
  /**
   * Whether every sequence below `sequence` is done (opens the cursor just below it if none), and
   * up to which sequence everything is done.
   */
  isNext(key: OrderingKey, sequence: number): Promise<{ next: boolean; doneThrough: number }>;
  /** `sequence` was delivered or given up. */
  markDone(key: OrderingKey, sequence: number): Promise<void>;
}

export interface OrderingKey {
  webhookId: string;
  /**
   * When the endpoint last became ordered: a spell of `none` leaves sequences no one noted, so each
   * spell of ordering has its own cursors.
   */
  orderedSince: string;
  /** `<type>:<id>` */
  resource: string;
}

/** The event's place for the gate, or undefined when it has none (no sequence, or no resource id). */
export const orderingPlaceOf = (
  event: OutboxRecord,
  webhookId: string,
  orderedSince: string,
): { key: OrderingKey; sequence: number } | undefined => {
  const resource = resourceOf(event);
  if (event.sequence === undefined || resource.id === '') return undefined;
  return { key: { webhookId, orderedSince, resource: formatResource(resource) }, sequence: event.sequence };
};

/** When an ordered endpoint became ordered (created so: its creation), or undefined if it is not ordered. */
export const orderedSinceOf = (endpoint: {
  ordering?: 'none' | 'resource' | undefined;
  orderedSince?: string | null | undefined;
  createdAt?: string | undefined;
}): string | undefined =>
  endpoint.ordering === 'resource' ? (endpoint.orderedSince ?? endpoint.createdAt ?? 'always') : undefined;

/**
 * The highest sequence up to which everything is done: `through`, moved over each following
 * sequence marked done. Pure, shared by the gate and the adapter's compaction.
 */
export const doneThrough = (through: number, done: Iterable<number>): number => {
  const set = new Set(done);
  let next = through;
  while (set.has(next + 1)) next += 1;
  return next;
};

/**
 * How long a first attempt that must wait stays away before asking again: 1 s, doubling with
 * each wait in which its resource did not move, up to `maxSeconds` (a predecessor in its retry
 * schedule may take hours; a message asking every second all that time would cost receives for
 * nothing). While the resource's earlier events keep finishing, it asks again after 1 s.
 */
export const orderWaitSeconds = (waits: number, maxSeconds: number): number =>
  Math.min(maxSeconds, 2 ** Math.min(waits, 10));
