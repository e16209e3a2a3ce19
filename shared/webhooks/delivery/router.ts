import type { Mode } from '../../db/keys.ts';
import type { OutboxInsert } from '../../events/outbox-record.ts';
import type { OutboxRecord } from '../../events/outbox.ts';
import { formatResource, resourceOf } from '../../events/resource.ts';
import { logger } from '../../logger.ts';
import type { QueueMessage, WebhookQueue } from '../../queue/ports.ts';
import { systemClock, type Clock } from '../../util/time.ts';
import type { CustomerRedaction } from '../erasure.ts';
import { serializeEventDeliveryMessage } from './messages.ts';
import { orderedSinceOf, orderingPlaceOf, type OrderingCursors } from './ordering.ts';
import type { RoutingEndpoint } from './ports.ts';

/**
 * The fan-out (the use case behind functions/webhook-router): each outbox insert becomes
 * ONE queue message naming every enabled endpoint of the same (store, mode) subscribed to its
 * type, honouring loop suppression (the consumer claims and records its first attempts per
 * event, docs/decisions.md §6.21). Messages of the whole batch go to the queue in one call; an
 * insert is reported failed only if one of its own lookups or messages failed. Redelivered
 * inserts yield the same message (the consumer's event claim makes it a no-op). Stream records are mapped to inserts at the edge
 * (dynamo-stream.ts).
 */
export interface RouterDeps {
  endpoints: { listRoutingEndpoints(storeId: string, mode: Mode): Promise<RoutingEndpoint[]> };
  queue: WebhookQueue;
  /**
   * Redacts what the pipeline keeps of a customer once their `customer.deleted` passes by
   * (docs/decisions.md §3.16): the erasure's asynchronous part, seconds after the erasure.
   */
  customerRedaction?: CustomerRedaction;
  /** The cursors of ordered endpoints (ordering.ts); without it, ordered endpoints are not gated. */
  ordering?: OrderingCursors;
  clock?: Clock;
}

/**
 * An endpoint never receives its own `webhook.endpoint_created`: its owner has not stored the
 * secret from the create response yet, so that first delivery would fail its signature check.
 */
const isOwnCreation = (event: OutboxRecord, endpoint: RoutingEndpoint): boolean =>
  event.type === 'webhook.endpoint_created' && event.data.webhookId === endpoint.id;

/**
 * Loop suppression (docs/decisions.md §6.1): an event caused by a secret-key API call (origin `api`)
 * reaches only endpoints with includeApiOriginated; customer and system events, and every
 * `webhook.*` event, always go out.
 */
export const isRoutedTo = (event: OutboxRecord, endpoint: RoutingEndpoint): boolean =>
  endpoint.isEnabled &&
  !isOwnCreation(event, endpoint) &&
  endpoint.events.includes(event.type) &&
  (event.origin !== 'api' || event.type.startsWith('webhook.') || endpoint.includeApiOriginated);

/** One message per event, carrying every endpoint it goes to (none if it goes nowhere). */
export const messagesFor = (event: OutboxRecord, endpoints: RoutingEndpoint[]): QueueMessage[] => {
  const webhookIds = endpoints.filter((endpoint) => isRoutedTo(event, endpoint)).map((e) => e.id);
  if (webhookIds.length === 0) return [];
  return [
    {
      id: event.eventId,
      body: serializeEventDeliveryMessage({
        kind: 'event',
        eventId: event.eventId,
        storeId: event.storeId,
        mode: event.mode,
        webhookIds,
        event,
      }),
    },
  ];
};

/**
 * Every ordered endpoint of the store learns, for each sequenced event, whether it is owed it
 * (docs/decisions.md §6.26): one it is not owed (another type, loop suppression, disabled) is
 * done at once, so its later events do not wait for a delivery that will never exist.
 */
const noteOrderedDecisions = async (
  event: OutboxRecord,
  endpoints: RoutingEndpoint[],
  ordering: OrderingCursors,
): Promise<void> => {
  await Promise.all(
    endpoints.map(async (endpoint) => {
      const orderedSince = orderedSinceOf(endpoint);
      const place = orderedSince ? orderingPlaceOf(event, endpoint.id, orderedSince) : undefined;
      if (place) await ordering.noteRouted(place.key, place.sequence, isRoutedTo(event, endpoint));
    }),
  );
};

export const routeOutboxInserts = async (
  inserts: OutboxInsert[],
  deps: RouterDeps,
): Promise<{ failedSequenceNumbers: string[] }> => {
  const failed = new Set<string>();

  // One Query per (store, mode) in the batch, shared by its events.
  const lookups = new Map<string, Promise<RoutingEndpoint[]>>();
  const endpointsOf = (outbox: OutboxRecord) => {
    const scopeKey = `${outbox.storeId}#${outbox.mode}`;
    if (!lookups.has(scopeKey))
      lookups.set(scopeKey, deps.endpoints.listRoutingEndpoints(outbox.storeId, outbox.mode));
    return lookups.get(scopeKey)!;
  };

  // Ordered endpoints' notes, per resource in sequence order (a cursor opens at the first one it
  // is told of, so a batch holding 1 and 2 of a new order must not note 2 first); a failed note
  // fails its insert and every later one of the resource in the batch.
  const noted = new Map<string, Promise<boolean>>();
  const byResource = new Map<string, OutboxInsert[]>();
  for (const insert of inserts) {
    const resource = formatResource(resourceOf(insert.event));
    byResource.set(resource, [...(byResource.get(resource) ?? []), insert]);
  }
  for (const group of byResource.values()) {
    group.sort((a, b) => (a.event.sequence ?? 0) - (b.event.sequence ?? 0));
    let previous: Promise<boolean> = Promise.resolve(true);
    for (const { sequenceNumber, event } of group) {
      const after = previous;
      previous = (async () => {
        if (!(await after)) {
          failed.add(sequenceNumber);
          return false;
        }
        try {
          if (deps.ordering) await noteOrderedDecisions(event, await endpointsOf(event), deps.ordering);
          return true;
        } catch (error) {
          logger.error('Ordering note failed', { eventId: event.eventId, error });
          failed.add(sequenceNumber);
          return false;
        }
      })();
      noted.set(sequenceNumber, previous);
    }
  }

  const messageOwner = new Map<string, string>();
  const messages: QueueMessage[] = [];
  await Promise.all(
    inserts.map(async ({ sequenceNumber, event }) => {
      try {
        const endpoints = await endpointsOf(event);
        // Before the event is queued: its consumer finds the decision noted.
        if (!(await noted.get(sequenceNumber))) return;
        for (const message of messagesFor(event, endpoints)) {
          messageOwner.set(message.id, sequenceNumber);
          messages.push(message);
        }
      } catch (error) {
        logger.error('Endpoint lookup failed', { eventId: event.eventId, error });
        failed.add(sequenceNumber);
      }
    }),
  );

  // An erasure's redaction failing reports its insert failed: the stream brings it back, the
  // fan-out of the batch repeats with the same messages, and the redaction runs again.
  const redaction = deps.customerRedaction;
  if (redaction) {
    const now = (deps.clock ?? systemClock).now();
    for (const { sequenceNumber, event } of inserts) {
      if (event.type !== 'customer.deleted' || !event.customerId) continue;
      try {
        const redacted = await redaction.redact(event.storeId, event.mode, event.customerId, now);
        logger.info('Erased customer redacted in events and deliveries', {
          eventId: event.eventId,
          ...redacted,
        });
      } catch (error) {
        logger.error('Redaction of an erased customer failed', { eventId: event.eventId, error });
        failed.add(sequenceNumber);
      }
    }
  }

  if (messages.length > 0) {
    const { failedIds } = await deps.queue.send(messages);
    for (const id of failedIds) failed.add(messageOwner.get(id)!);
    if (failedIds.length > 0) logger.warn('Queue refused delivery messages', { count: failedIds.length });
  }
  logger.debug('Routed outbox inserts', { events: inserts.length, messages: messages.length });
  return { failedSequenceNumbers: [...failed] };
};
