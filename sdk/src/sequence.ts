import type { WebhookEnvelope } from './types.js';

/**
 * Gap detection for webhook receivers. Every event names its `resource` and carries `sequence`:
 * 1 for the resource's first event, +1 for each later one of any type. A receiver that remembers
 * the last sequence it handled per resource knows, from the next event alone, whether it is the
 * next one, a repeat (already handled: at-least-once delivery), or whether events came out of
 * order or were missed (or filtered out: an endpoint subscribed to fewer types sees jumps).
 */
export type SequenceCheck =
  | { status: 'next'; resource: string; sequence: number }
  | { status: 'duplicate'; resource: string; sequence: number; last: number }
  | { status: 'gap'; resource: string; expected: number; received: number; missing: number[] }
  | { status: 'unsequenced'; resource: string };

type Sequenced = Pick<WebhookEnvelope, 'resource' | 'sequence'>;

/** `order:<id>`: the key of a resource, and the feed's `resource=` filter. */
export const resourceKey = (event: Pick<WebhookEnvelope, 'resource'>): string =>
  `${event.resource.type}:${event.resource.id}`;

/** Compares an event with the last sequence handled for its resource (undefined: none yet). */
export const checkSequence = (last: number | undefined, event: Sequenced): SequenceCheck => {
  const resource = resourceKey(event);
  if (event.sequence === undefined) return { status: 'unsequenced', resource };
  const expected = (last ?? 0) + 1;
  if (event.sequence === expected) return { status: 'next', resource, sequence: event.sequence };
  if (last !== undefined && event.sequence <= last)
    return { status: 'duplicate', resource, sequence: event.sequence, last };
  if (last === undefined) return { status: 'next', resource, sequence: event.sequence };
  const missing = Array.from({ length: event.sequence - expected }, (_, i) => expected + i);
  return { status: 'gap', resource, expected, received: event.sequence, missing };
};

/** What `resolveGap` needs of the server client (`createServerClient(...).events`). */
export interface EventFeedReader {
  iterate(query: { resource: string; after?: string }): AsyncIterable<WebhookEnvelope>;
}

/**
 * The events of a gap, read from the event feed (kept 30 days): those of the resource numbered
 * `missing`, oldest first. An event the feed has but that your endpoint was not subscribed to is
 * among them (filtered, not lost); a number still absent is not listed yet (the feed lists events
 * once they are 2 s old): ask again shortly.
 */
export const resolveGap = async (
  feed: EventFeedReader,
  gap: Extract<SequenceCheck, { status: 'gap' }>,
): Promise<{ found: WebhookEnvelope[]; stillMissing: number[] }> => {
  const wanted = new Set(gap.missing);
  const found: WebhookEnvelope[] = [];
  for await (const event of feed.iterate({ resource: gap.resource })) {
    if (event.sequence !== undefined && wanted.delete(event.sequence)) found.push(event);
    if (wanted.size === 0 || (event.sequence ?? 0) >= gap.received) break;
  }
  return { found, stillMissing: [...wanted].sort((a, b) => a - b) };
};

/**
 * An in-memory tracker of the last sequence per resource (one process; keep `last` in your own
 * database to survive restarts): `track(event)` checks the event and remembers it when it moves on.
 */
export const createSequenceTracker = (initial: Iterable<[string, number]> = []) => {
  const last = new Map<string, number>(initial);
  return {
    track(event: Sequenced): SequenceCheck {
      const check = checkSequence(last.get(resourceKey(event)), event);
      if (check.status === 'next') last.set(check.resource, check.sequence);
      if (check.status === 'gap') last.set(check.resource, check.received);
      return check;
    },
    last: (resource: string): number | undefined => last.get(resource),
  };
};
