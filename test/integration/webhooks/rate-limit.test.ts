import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient } from '../../../shared/db/dynamo-client.ts';
import { keys } from '../../../shared/db/keys.ts';
import { buildEnvelope } from '../../../shared/events/envelope.ts';
import type { QueueMessage } from '../../../shared/queue/ports.ts';
import {
  processDeliveryMessage,
  processEventMessage,
  type DeliveryConsumerDeps,
  type DeliveryOutcome,
} from '../../../shared/webhooks/delivery/consumer.ts';
import { dynamoSendSlotStore } from '../../../shared/webhooks/delivery/dynamo-rate-limiter.ts';
import { pacedRateLimiter, type StoreBooking } from '../../../shared/webhooks/delivery/rate-limit.ts';
import { parseWebhookMessage } from '../../../shared/webhooks/delivery/messages.ts';
import { dynamoDeliveryRecords } from '../../../shared/webhooks/delivery/dynamo-deliveries.ts';
import { createWebhookSender, type WebhookSender } from '../../../shared/webhooks/delivery/sender.ts';
import type { WebhookEndpointRecord } from '../../../shared/webhooks/types.ts';
import { startDynamoProxy, type DynamoProxy } from '../../support/dynamo-proxy.ts';
import { patientDocumentClient, useTestTable } from '../../support/dynamo.ts';
import { endpointItem, endpointRecord, outboxRecord } from '../../support/webhook-fixtures.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';
import { sleep } from '../../support/wait.ts';

/**
 * An endpoint's `rateLimit` as its receiver sees it: no sliding one-second window holds more
 * requests than the limit, with several consumer processes sending, and with DynamoDB slow
 * and uneven (so the time between booking a slot and sending varies).
 */
const table = useTestTable();
let receiver: WebhookReceiver;
let proxy: DynamoProxy;
const senders: WebhookSender[] = [];

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  proxy = await startDynamoProxy(table.endpoint);
});
afterAll(async () => {
  await Promise.all(senders.map((sender) => sender.close()));
  await receiver.close();
  await proxy.stop();
});

/** The most requests any sliding one-second window [t, t + 1 s) holds. */
const busiestSecond = (arrivals: number[]): number => {
  const times = [...arrivals].sort((a, b) => a - b);
  let most = 0;
  for (let first = 0, last = 0; last < times.length; last++) {
    while (times[last]! - times[first]! >= 1000) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
};

/** An SQS stand-in: honours DelaySeconds, hands due messages to whoever waits. */
const delayQueue = () => {
  const ready: string[] = [];
  const takers: Array<(body: string | undefined) => void> = [];
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  const deliver = (body: string) => {
    const taker = takers.shift();
    if (taker) taker(body);
    else ready.push(body);
  };
  return {
    push(message: QueueMessage) {
      const delayMs = (message.delaySeconds ?? 0) * 1000;
      if (delayMs === 0) return deliver(message.body);
      const timer = setTimeout(() => {
        timers.delete(timer);
        deliver(message.body);
      }, delayMs);
      timers.add(timer);
    },
    /** The next due message; undefined once closed. */
    take: (): Promise<string | undefined> =>
      ready.length > 0
        ? Promise.resolve(ready.shift())
        : closed
          ? Promise.resolve(undefined)
          : new Promise((resolve) => takers.push(resolve)),
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      for (const taker of takers.splice(0)) taker(undefined);
    },
  };
};

const newSender = async (endpoint: WebhookEndpointRecord): Promise<WebhookSender> => {
  const sender = createWebhookSender({
    timeoutMs: 10_000,
    allowPrivateTargets: true,
    extraCaCertificates: [receiver.caPem],
  });
  senders.push(sender);
  // A running consumer has its connection open already (no TLS handshake in the first sends).
  await sender.send({ endpoint, envelope: buildEnvelope(outboxRecord()), deliveryId: 'warm-up', attempt: 1 });
  return sender;
};

/**
 * `events` first attempts to `endpoint`, taken from one queue by `processes` consumers (each
 * with its own adapters, sender and connection, like separate Lambda containers), each with
 * `inFlight` messages at a time (as a batch has). Resolves once the receiver has them all and
 * every consumer has finished.
 */
const deliverAll = async (options: {
  db: DynamoDBDocumentClient;
  endpoint: WebhookEndpointRecord;
  events: number;
  processes: number;
  inFlight: number;
}) => {
  const { db, endpoint, events } = options;
  const queue = delayQueue();
  for (let i = 0; i < events; i++) {
    const event = outboxRecord({ storeId: endpoint.storeId });
    queue.push({
      id: event.eventId,
      // As the router sends them: one message per event (a full endpoint's first attempt then
      // continues as a per-delivery message through the same queue).
      body: JSON.stringify({
        kind: 'event',
        eventId: event.eventId,
        storeId: endpoint.storeId,
        mode: endpoint.mode,
        webhookIds: [endpoint.id],
        event,
      }),
    });
  }
  const outcomes: DeliveryOutcome[] = [];
  // The slot writes as the limiters see them: those that booked, those refused, slots missed.
  const slotWrites = { booked: 0, refused: 0, missed: 0 };
  const countingLimiter = () => {
    const store = dynamoSendSlotStore(db, table.tableName);
    const tally = async (answer: Promise<StoreBooking>) => {
      const booking = await answer;
      if (booking.booked) slotWrites.booked += 1;
      else slotWrites.refused += 1;
      return booking;
    };
    return pacedRateLimiter(
      {
        bookAt: (...args) => tally(store.bookAt(...args)),
        bookNext: (...args) => tally(store.bookNext(...args)),
      },
      { clock: { now: () => new Date() }, sleep },
      { slotMissed: () => (slotWrites.missed += 1) },
    );
  };
  const consumer = async (): Promise<DeliveryConsumerDeps> => ({
    records: dynamoDeliveryRecords(db, table.tableName),
    sender: await newSender(endpoint),
    queue: {
      send: async (messages) => {
        for (const message of messages) queue.push(message);
        return { failedIds: [] };
      },
    },
    scheduler: { scheduleAt: async () => undefined },
    retryDelaysSeconds: [60],
    staleClaimMs: 60_000,
    rateLimiter: countingLimiter(),
    autoDisable: { afterSeconds: 432000, disable: async () => false },
    clock: { now: () => new Date() },
  });
  const work = async (deps: DeliveryConsumerDeps) => {
    for (let body = await queue.take(); body !== undefined; body = await queue.take()) {
      const message = parseWebhookMessage(body);
      if ('kind' in message) outcomes.push(...Object.values(await processEventMessage(message, deps)));
      else outcomes.push(await processDeliveryMessage(message, deps));
    }
  };
  const consumers = await Promise.all(Array.from({ length: options.processes }, consumer));
  receiver.reset();
  const workers = consumers.flatMap((deps) => Array.from({ length: options.inFlight }, () => work(deps)));
  try {
    await receiver.waitForRequests(events, 90_000);
  } finally {
    queue.close();
  }
  await Promise.all(workers);
  return { outcomes, slotWrites, arrivals: receiver.requests.map((r) => r.receivedAt) };
};

const limitedEndpoint = async (rateLimit: number, path: string) => {
  const endpoint = endpointRecord({ url: `${receiver.url}/${path}`, rateLimit });
  await table.db.send(new PutCommand({ TableName: table.tableName, Item: endpointItem(endpoint) }));
  return endpoint;
};

const statsOf = async (endpoint: WebhookEndpointRecord) => {
  const { Item } = await table.db.send(
    new GetCommand({
      TableName: table.tableName,
      Key: keys.webhookEndpoint(endpoint.storeId, endpoint.mode, endpoint.id),
    }),
  );
  return Item?.deliveryStats;
};

describe('per-endpoint rateLimit at the receiver', () => {
  it('two consumers together never exceed it in any one-second window; the rest wait without burning an attempt', async () => {
    // Ten sends in flight against two a second: some must wait, however slowly a busy machine
    // starts them (at four a second, a loaded run once sent all fourteen without a refusal).
    const LIMIT = 2;
    const EVENTS = 12;
    const endpoint = await limitedEndpoint(LIMIT, 'limited');
    const bookings = proxy.inject({
      command: 'UpdateItem',
      match: (body) => body.includes('RATELIMIT#webhook-endpoint#'),
      action: { kind: 'delay', ms: 0 },
    });
    const { outcomes, slotWrites, arrivals } = await deliverAll({
      db: createDocumentClient(proxy.endpoint),
      endpoint,
      events: EVENTS,
      processes: 2,
      inFlight: 5,
    });

    proxy.clear();
    expect(arrivals).toHaveLength(EVENTS);
    expect(busiestSecond(arrivals)).toBeLessThanOrEqual(LIMIT);
    expect(outcomes.filter((o) => o === 'succeeded')).toHaveLength(EVENTS);
    expect(outcomes.filter((o) => o === 'rate-limited').length).toBeGreaterThan(0);
    // A write that booked slots served a message taken from the queue (sent or put back), or
    // replaced a slot missed; refused writes booked nothing. (`wire` also counts a transport
    // retry, which is why the bound is on the limiter's own count.)
    const accounted = { ...slotWrites, taken: outcomes.length, wire: bookings.hits };
    expect(slotWrites.booked, JSON.stringify(accounted)).toBeLessThanOrEqual(
      outcomes.length + slotWrites.missed,
    );
    expect(receiver.requests.every((r) => r.headers['x-service-attempt'] === '1')).toBe(true);
    expect(await statsOf(endpoint)).toEqual({ total: EVENTS, successful: EVENTS, failed: 0 });
  });

  /**
   * The injected delays are part of the scenario; on a busy machine they could also pass the SDK's
   * 2.5 s request timeout, and the SDK's own retry of a timed-out write would count as a second
   * booking. A longer timeout keeps the count about our writes, not the transport's.
   */
  const patientClient = () => patientDocumentClient(proxy.endpoint, 15_000);

  it('holds with DynamoDB slow and uneven: claims and bookings that take from 0 to 0.9 s', async () => {
    const LIMIT = 2;
    const EVENTS = 10;
    const endpoint = await limitedEndpoint(LIMIT, 'slow-dynamo');
    // Uneven latency, the same sequence every run: a send's slot-to-arrival time varies by up to 0.9 s.
    const latencies = (values: number[]) => {
      let next = 0;
      return () => values[next++ % values.length]!;
    };
    const claims = proxy.inject({
      command: '*',
      // Attempt claims and event claims alike.
      match: (body) => body.includes('claimedAt = :now') || body.includes('EVENT_DELIVERIES#'),
      action: { kind: 'delay', ms: latencies([900, 0, 450, 0, 0, 700, 150]) },
    });
    const bookings = proxy.inject({
      command: 'UpdateItem',
      match: (body) => body.includes('RATELIMIT#webhook-endpoint#'),
      action: { kind: 'delay', ms: latencies([0, 300, 0, 600, 50]) },
    });
    try {
      const { outcomes, slotWrites, arrivals } = await deliverAll({
        db: patientClient(),
        endpoint,
        events: EVENTS,
        processes: 2,
        inFlight: 4,
      });

      expect(claims.hits).toBeGreaterThan(1); // claims of concurrent sends may share a transaction
      expect(arrivals).toHaveLength(EVENTS);
      expect(busiestSecond(arrivals)).toBeLessThanOrEqual(LIMIT);
      expect(outcomes.filter((o) => o === 'succeeded')).toHaveLength(EVENTS);
      // Missed slots are booked again: each costs one more write, and writes refused because
      // the other consumer booked first come on top. Neither sends anything twice (above).
      const accounted = { ...slotWrites, taken: outcomes.length, wire: bookings.hits };
      expect(slotWrites.booked, JSON.stringify(accounted)).toBeLessThanOrEqual(
        outcomes.length + slotWrites.missed,
      );
      expect(await statsOf(endpoint)).toEqual({ total: EVENTS, successful: EVENTS, failed: 0 });
    } finally {
      proxy.clear();
    }
  });
});
