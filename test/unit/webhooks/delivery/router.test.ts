import { describe, expect, it, vi } from 'vitest';
import type { QueueMessage, WebhookQueue } from '../../../../shared/queue/ports.ts';
import {
  parseWebhookMessage,
  type EventDeliveryMessage,
} from '../../../../shared/webhooks/delivery/messages.ts';
import type { RoutingEndpoint } from '../../../../shared/webhooks/delivery/ports.ts';
import { routeStreamBatch } from '../../../../shared/webhooks/delivery/dynamo-stream.ts';
import { isRoutedTo, routeOutboxInserts } from '../../../../shared/webhooks/delivery/router.ts';
import {
  OUTBOX_INSERT_FILTER_PATTERN,
  matchesOutboxInsert,
} from '../../../../shared/events/stream-filter.ts';
import { outboxItem, outboxRecord, streamEvent, streamInsert } from '../../../support/webhook-fixtures.ts';

const endpoint = (id: string, overrides: Partial<RoutingEndpoint> = {}): RoutingEndpoint => ({
  id,
  events: ['cart.created', 'order.created', 'webhook.endpoint_created'],
  isEnabled: true,
  includeApiOriginated: false,
  ...overrides,
});

/** The router's messages: one per event, naming its endpoints. */
const eventMessage = (body: string): EventDeliveryMessage => {
  const message = parseWebhookMessage(body);
  if (!('kind' in message)) throw new Error('expected an event message');
  return message;
};

const recordingQueue = (failIds: (m: QueueMessage) => boolean = () => false) => {
  const sent: QueueMessage[][] = [];
  const queue: WebhookQueue = {
    send: vi.fn(async (messages: QueueMessage[]) => {
      sent.push(messages);
      return { failedIds: messages.filter(failIds).map((m) => m.id) };
    }),
  };
  return { queue, sent, all: () => sent.flat() };
};

describe('isRoutedTo (subscription, enabled flag, loop suppression)', () => {
  const event = (type: string, origin: 'api' | 'customer' | 'system') =>
    outboxRecord({ type: type as never, origin });

  it('needs the endpoint enabled and subscribed to the type', () => {
    expect(isRoutedTo(event('cart.created', 'customer'), endpoint('a'))).toBe(true);
    expect(isRoutedTo(event('cart.created', 'customer'), endpoint('a', { isEnabled: false }))).toBe(false);
    expect(isRoutedTo(event('cart.cleared', 'customer'), endpoint('a'))).toBe(false);
  });

  it('sends api-originated events only to endpoints with includeApiOriginated', () => {
    expect(isRoutedTo(event('order.created', 'api'), endpoint('a'))).toBe(false);
    expect(isRoutedTo(event('order.created', 'api'), endpoint('a', { includeApiOriginated: true }))).toBe(
      true,
    );
  });

  it('always sends customer, system and webhook.* events', () => {
    expect(isRoutedTo(event('order.created', 'customer'), endpoint('a'))).toBe(true);
    expect(isRoutedTo(event('order.created', 'system'), endpoint('a'))).toBe(true);
    expect(isRoutedTo(event('webhook.endpoint_created', 'api'), endpoint('a'))).toBe(true);
  });
});

describe('stream filter', () => {
  it('matches outbox inserts only, and the CDK pattern says the same', () => {
    const outbox = outboxItem(outboxRecord());
    expect(matchesOutboxInsert(streamInsert(outbox))).toBe(true);
    expect(matchesOutboxInsert(streamInsert(outbox, 'MODIFY'))).toBe(false);
    expect(matchesOutboxInsert(streamInsert({ pk: 'X', sk: 'Y', entity: 'Cart' }))).toBe(false);
    expect(OUTBOX_INSERT_FILTER_PATTERN).toEqual({
      eventName: ['INSERT'],
      dynamodb: { NewImage: { entity: { S: ['OutboxEvent'] } } },
    });
  });
});

describe('routeOutboxInserts (domain records, no stream shapes)', () => {
  it('reports failed sequence numbers: one lookup failed, the other insert routed', async () => {
    const good = outboxRecord({ storeId: '11111111-1111-4111-8111-111111111111' });
    const bad = outboxRecord({ storeId: '33333333-3333-4333-8333-333333333333' });
    const listRoutingEndpoints = vi.fn(async (storeId: string) => {
      if (storeId === bad.storeId) throw new Error('throttled');
      return [endpoint('e1')];
    });
    const { queue, all } = recordingQueue();
    const result = await routeOutboxInserts(
      [
        { sequenceNumber: '100', event: good },
        { sequenceNumber: '200', event: bad },
      ],
      { endpoints: { listRoutingEndpoints }, queue },
    );
    expect(result).toEqual({ failedSequenceNumbers: ['200'] });
    expect(all().map((m) => eventMessage(m.body).eventId)).toEqual([good.eventId]);
  });
});

describe('routeOutboxInserts: an erasure passing by (docs/decisions.md §3.16)', () => {
  it('redacts the customer of a customer.deleted; a failed redaction reports that insert for the stream to repeat', async () => {
    const deleted = outboxRecord({ type: 'customer.deleted', data: { customerId: 'c1', deletedAt: 'x' } });
    const other = outboxRecord({ customerId: '44444444-4444-4444-8444-444444444444' });
    const redact = vi.fn(async () => ({ events: 3, deliveries: 2 }));
    const { queue } = recordingQueue();
    const routed = await routeOutboxInserts(
      [
        { sequenceNumber: '1', event: deleted },
        { sequenceNumber: '2', event: other },
      ],
      { endpoints: { listRoutingEndpoints: async () => [] }, queue, customerRedaction: { redact } },
    );
    expect(routed.failedSequenceNumbers).toEqual([]);
    expect(redact).toHaveBeenCalledTimes(1);
    expect(redact).toHaveBeenCalledWith(deleted.storeId, deleted.mode, deleted.customerId, expect.any(Date));

    const failing = await routeOutboxInserts([{ sequenceNumber: '7', event: deleted }], {
      endpoints: { listRoutingEndpoints: async () => [] },
      queue,
      customerRedaction: { redact: async () => Promise.reject(new Error('throttled')) },
    });
    expect(failing.failedSequenceNumbers).toEqual(['7']);
  });
});

describe('routeStreamBatch', () => {
  it('sends one message per event naming its subscribed enabled endpoints', async () => {
    const listRoutingEndpoints = vi.fn(async () => [
      endpoint('e1'),
      endpoint('e2', { events: ['order.created'] }),
      endpoint('e3', { isEnabled: false }),
      endpoint('e4'),
    ]);
    const { queue, all } = recordingQueue();
    const event = outboxRecord({ type: 'cart.created' });
    const result = await routeStreamBatch(streamEvent(streamInsert(outboxItem(event))), {
      endpoints: { listRoutingEndpoints },
      queue,
    });

    expect(result).toEqual({ batchItemFailures: [] });
    const messages = all().map((m) => eventMessage(m.body));
    expect(messages).toEqual([
      {
        kind: 'event',
        eventId: event.eventId,
        storeId: event.storeId,
        mode: 'test',
        webhookIds: ['e1', 'e4'],
        event,
      },
    ]);
    expect(all()[0]!.id).toBe(event.eventId);
    expect(listRoutingEndpoints).toHaveBeenCalledWith(event.storeId, 'test');
  });

  it('gives the same message when the same record is routed again (stream redelivery)', async () => {
    const endpoints = { listRoutingEndpoints: async () => [endpoint('e1'), endpoint('e2')] };
    const first = recordingQueue();
    const second = recordingQueue();
    const record = streamInsert(outboxItem(outboxRecord()));
    await routeStreamBatch(streamEvent(record), { endpoints, queue: first.queue });
    await routeStreamBatch(streamEvent(record), { endpoints, queue: second.queue });
    expect(second.all()).toEqual(first.all());
    expect(first.all()).toHaveLength(1);
  });

  it('honours includeApiOriginated per endpoint', async () => {
    const endpoints = {
      listRoutingEndpoints: async () => [endpoint('quiet'), endpoint('loud', { includeApiOriginated: true })],
    };
    const { queue, all } = recordingQueue();
    await routeStreamBatch(
      streamEvent(
        streamInsert(outboxItem(outboxRecord({ type: 'order.created', origin: 'api' }))),
        streamInsert(outboxItem(outboxRecord({ type: 'webhook.endpoint_created', origin: 'api' }))),
      ),
      { endpoints, queue },
    );
    const routed = all()
      .map((m) => eventMessage(m.body))
      .flatMap((m) => m.webhookIds.map((webhookId) => `${m.event.type}->${webhookId}`));
    expect(routed.sort()).toEqual([
      'order.created->loud',
      'webhook.endpoint_created->loud',
      'webhook.endpoint_created->quiet',
    ]);
  });

  it('ignores non-insert, non-outbox and malformed records (never failing them)', async () => {
    const listRoutingEndpoints = vi.fn(async () => [endpoint('e1')]);
    const { queue, all } = recordingQueue();
    const malformed = streamInsert({ ...outboxItem(outboxRecord()), type: 'no.such_type' });
    const result = await routeStreamBatch(
      streamEvent(
        streamInsert(outboxItem(outboxRecord()), 'MODIFY'),
        streamInsert({ pk: 'CART#1', sk: 'CART', entity: 'Cart' }),
        malformed,
      ),
      { endpoints: { listRoutingEndpoints }, queue },
    );
    expect(result.batchItemFailures).toEqual([]);
    expect(all()).toEqual([]);
    expect(listRoutingEndpoints).not.toHaveBeenCalled();
    expect(queue.send).not.toHaveBeenCalled();
  });

  it('queries endpoints once per (store, mode) of the batch', async () => {
    const listRoutingEndpoints = vi.fn(async () => [endpoint('e1')]);
    const { queue, all } = recordingQueue();
    const records = [
      outboxRecord(),
      outboxRecord(),
      outboxRecord({ mode: 'live' }),
      outboxRecord({ storeId: '33333333-3333-4333-8333-333333333333' }),
    ];
    await routeStreamBatch(streamEvent(...records.map((r) => streamInsert(outboxItem(r)))), {
      endpoints: { listRoutingEndpoints },
      queue,
    });
    expect(listRoutingEndpoints).toHaveBeenCalledTimes(3);
    expect(all()).toHaveLength(4);
  });

  it('hands all messages of the batch to the queue in one call (the SQS adapter chunks by 10)', async () => {
    const endpoints = { listRoutingEndpoints: async () => ['a', 'b', 'c'].map((id) => endpoint(id)) };
    const { queue, sent } = recordingQueue();
    const records = Array.from({ length: 7 }, () => streamInsert(outboxItem(outboxRecord())));
    await routeStreamBatch(streamEvent(...records), { endpoints, queue });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(7);
  });

  it('reports exactly the records whose messages the queue refused', async () => {
    const endpoints = { listRoutingEndpoints: async () => [endpoint('e1'), endpoint('e2')] };
    const good = streamInsert(outboxItem(outboxRecord()));
    const badEvent = outboxRecord();
    const bad = streamInsert(outboxItem(badEvent));
    const { queue } = recordingQueue((m) => m.id === badEvent.eventId);
    const result = await routeStreamBatch(streamEvent(good, bad), { endpoints, queue });
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: bad.dynamodb!.SequenceNumber }] });
  });

  it('reports the records of a (store, mode) whose endpoint lookup failed', async () => {
    const failing = outboxRecord({ storeId: '44444444-4444-4444-8444-444444444444' });
    const endpoints = {
      listRoutingEndpoints: async (storeId: string) => {
        if (storeId === failing.storeId) throw new Error('throttled');
        return [endpoint('e1')];
      },
    };
    const { queue, all } = recordingQueue();
    const bad = streamInsert(outboxItem(failing));
    const result = await routeStreamBatch(streamEvent(streamInsert(outboxItem(outboxRecord())), bad), {
      endpoints,
      queue,
    });
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: bad.dynamodb!.SequenceNumber }] });
    expect(all()).toHaveLength(1);
  });
});

describe('ordered endpoints: the router notes each decision before queueing (docs/decisions.md §6.26)', () => {
  const orderEvent = (type: string, sequence: number) =>
    outboxRecord({ type: type as never, data: { orderId: 'order-1' }, sequence });

  it('notes every sequence of a resource in order, owed or not, for ordered endpoints only', async () => {
    const notes: string[] = [];
    const ordering = {
      noteRouted: vi.fn(
        async (key: { webhookId: string; resource: string }, sequence: number, owed: boolean) => {
          notes.push(`${key.webhookId} ${key.resource} ${sequence} ${owed ? 'owed' : 'not-owed'}`);
        },
      ),
      isNext: vi.fn(),
      markDone: vi.fn(),
    };
    const { queue, all } = recordingQueue();
    const endpoints = [endpoint('ordered', { ordering: 'resource' }), endpoint('plain')];
    const result = await routeOutboxInserts(
      [
        { sequenceNumber: '2', event: orderEvent('order.shipped', 2) },
        { sequenceNumber: '1', event: orderEvent('order.created', 1) },
      ],
      { endpoints: { listRoutingEndpoints: async () => endpoints }, queue, ordering },
    );
    expect(result.failedSequenceNumbers).toEqual([]);
    expect(notes).toEqual(['ordered order:order-1 1 owed', 'ordered order:order-1 2 not-owed']);
    expect(all().map((m) => eventMessage(m.body).event.sequence)).toEqual([1]);
  });

  it('fails an insert whose note failed, and every later one of its resource, without queueing them', async () => {
    const ordering = {
      noteRouted: vi.fn(async (_key: unknown, sequence: number) => {
        if (sequence === 1) throw new Error('throttled');
      }),
      isNext: vi.fn(),
      markDone: vi.fn(),
    };
    const { queue, all } = recordingQueue();
    const result = await routeOutboxInserts(
      [
        { sequenceNumber: '10', event: orderEvent('order.created', 1) },
        { sequenceNumber: '20', event: orderEvent('order.created', 2) },
      ],
      {
        endpoints: { listRoutingEndpoints: async () => [endpoint('ordered', { ordering: 'resource' })] },
        queue,
        ordering,
      },
    );
    expect(result.failedSequenceNumbers.sort()).toEqual(['10', '20']);
    expect(all()).toEqual([]);
  });
});
