import { describe, expect, it, vi } from 'vitest';
import { buildEnvelope } from '../../../../shared/events/envelope.ts';
import {
  DeliveryInFlightError,
  INTERRUPTED_ATTEMPT_ERROR,
  processDeliveryMessage,
} from '../../../../shared/webhooks/delivery/consumer.ts';
import { parseDeliveryMessage, type DeliveryMessage } from '../../../../shared/webhooks/delivery/messages.ts';
import type { WebhookEndpointRecord } from '../../../../shared/webhooks/types.ts';
import type { QueueMessage } from '../../../../shared/queue/ports.ts';
import { endpointRecord } from '../../../support/webhook-fixtures.ts';
import { NOW, FAIL_500, consumerSetup, messageFor } from '../../../support/delivery-consumer-fakes.ts';

/**
 * The delivery consumer's per-delivery messages (retries and first attempts of one endpoint): one
 * send per attempt, the retry schedule, claims and their take-over, erased customers. First
 * attempts claimed per event: consumer-event-claims.test.ts; ordered endpoints: consumer-ordering.test.ts.
 */
describe('processDeliveryMessage', () => {
  it('sends once with the endpoint, rebuilt envelope and attempt number, and records success', async () => {
    const t = consumerSetup();
    const message = messageFor(t.endpoint);
    await expect(processDeliveryMessage(message, t.deps)).resolves.toBe('succeeded');
    expect(t.sends).toHaveLength(1);
    expect(t.sends[0]).toMatchObject({
      deliveryId: message.deliveryId,
      attempt: 1,
      endpoint: t.endpoint,
      now: NOW,
    });
    expect(t.sends[0]!.envelope).toMatchObject({
      id: message.eventId,
      type: 'cart.created',
      apiVersion: '1.0',
    });
    expect(t.recorded[0]).toMatchObject({
      status: 'succeeded',
      nextAttemptAt: null,
      record: {
        deliveryId: message.deliveryId,
        attempt: 1,
        success: true,
        responseCode: 200,
        eventType: 'cart.created',
      },
    });
    expect(t.queued).toEqual([]);
  });

  it('never sends the same attempt twice when the message arrives again', async () => {
    const t = consumerSetup();
    const message = messageFor(t.endpoint);
    await processDeliveryMessage(message, t.deps);
    await expect(processDeliveryMessage(message, t.deps)).resolves.toBe('duplicate');
    expect(t.sends).toHaveLength(1);
    expect(t.recorded).toHaveLength(1);
  });

  it.each([
    ['deleted', null, 'dropped-endpoint-deleted'],
    ['disabled', endpointRecord({ isEnabled: false }), 'dropped-endpoint-disabled'],
    ['unsubscribed', endpointRecord({ events: ['order.created'] }), 'dropped-not-subscribed'],
  ] as const)(
    'drops the message for a %s endpoint without sending or claiming',
    async (_label, endpoint, outcome) => {
      const t = consumerSetup({ endpoint });
      const message = messageFor(t.endpoint);
      await expect(processDeliveryMessage(message, t.deps)).resolves.toBe(outcome);
      expect(t.sends).toEqual([]);
      expect(t.records.claimAttempt).not.toHaveBeenCalled();
      expect(t.cancelled).toEqual([`${message.deliveryId}:${outcome}`]);
    },
  );

  it('signs with the secret the endpoint has now (read fresh for every attempt)', async () => {
    const t = consumerSetup();
    const message = messageFor(t.endpoint);
    t.endpoint!.secret = 'whsec_rotatedrotatedrotatedrotatedrot';
    await processDeliveryMessage(message, t.deps);
    expect(t.sends[0]!.endpoint.secret).toBe('whsec_rotatedrotatedrotatedrotatedrot');
    expect(t.records.getEndpoint).toHaveBeenCalledWith(message.storeId, message.mode, message.webhookId);
  });

  it('after a failure queues the next attempt with the SQS delay of the schedule', async () => {
    const t = consumerSetup({ results: [FAIL_500] });
    const message = messageFor(t.endpoint);
    await expect(processDeliveryMessage(message, t.deps)).resolves.toBe('retry-scheduled');
    expect(t.recorded[0]).toMatchObject({
      status: 'retrying',
      nextAttemptAt: '2025-03-01T12:01:00.000Z',
      record: { success: false, responseCode: 500, error: 'HTTP 500' },
    });
    expect(t.queued).toHaveLength(1);
    expect(t.queued[0]!.delaySeconds).toBe(60);
    expect(parseDeliveryMessage(t.queued[0]!.body)).toEqual({ ...message, attempt: 2 });
    expect(t.scheduled).toEqual([]);
  });

  it.each([
    [2, 300],
    [3, 900],
  ])('attempt %i failing waits %i s on the queue', async (attempt, delay) => {
    const t = consumerSetup({ results: [FAIL_500] });
    await processDeliveryMessage(messageFor(t.endpoint, attempt), t.deps);
    expect(t.queued[0]!.delaySeconds).toBe(delay);
  });

  it.each([
    [4, 3600, 5],
    [5, 86400, 6],
  ])(
    'attempt %i failing schedules attempt %i after %i s through the scheduler',
    async (attempt, delay, next) => {
      const t = consumerSetup({ results: [FAIL_500] });
      const message = messageFor(t.endpoint, attempt);
      await expect(processDeliveryMessage(message, t.deps)).resolves.toBe('retry-scheduled');
      expect(t.queued).toEqual([]);
      expect(t.scheduled).toHaveLength(1);
      expect(t.scheduled[0]!.name).toBe(`webhook-${message.deliveryId}-a${next}`);
      expect(t.scheduled[0]!.at.getTime()).toBe(NOW.getTime() + delay * 1000);
      expect(parseDeliveryMessage(t.scheduled[0]!.body).attempt).toBe(next);
    },
  );

  it('marks the delivery failed after the 6th attempt and plans nothing more', async () => {
    const t = consumerSetup({
      results: [{ success: false, responseCode: null, durationMs: 5000, error: 'timeout after 5000 ms' }],
    });
    await expect(processDeliveryMessage(messageFor(t.endpoint, 6), t.deps)).resolves.toBe('failed');
    expect(t.recorded[0]).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(t.queued).toEqual([]);
    expect(t.scheduled).toEqual([]);
  });

  it('re-enqueues the next attempt when a message arrives again after its attempt was recorded (lost enqueue)', async () => {
    const t = consumerSetup({ results: [FAIL_500] });
    const message = messageFor(t.endpoint);
    t.deps.queue.send = vi
      .fn()
      .mockRejectedValueOnce(new Error('SQS down'))
      .mockImplementation(async (m: QueueMessage[]) => {
        t.queued.push(...m);
        return { failedIds: [] };
      });
    await expect(processDeliveryMessage(message, t.deps)).rejects.toThrow('SQS down');
    await expect(processDeliveryMessage(message, t.deps)).resolves.toBe('next-attempt-rescheduled');
    expect(t.sends).toHaveLength(1);
    expect(parseDeliveryMessage(t.queued[0]!.body).attempt).toBe(2);
    expect(t.queued[0]!.delaySeconds).toBe(60);
  });

  it('asks the queue to come back later while another worker holds a fresh claim', async () => {
    const t = consumerSetup();
    const message = messageFor(t.endpoint);
    t.states.set(message.deliveryId, {
      deliveryId: message.deliveryId,
      status: 'sending',
      lastAttempt: 1,
      claimToken: 'other',
      claimedAt: new Date(NOW.getTime() - 1000).toISOString(),
    });
    await expect(processDeliveryMessage(message, t.deps)).rejects.toBeInstanceOf(DeliveryInFlightError);
    expect(t.sends).toEqual([]);
  });

  it('takes over a stale claim: records the attempt as failed WITHOUT resending, then plans the next', async () => {
    const t = consumerSetup();
    const message = messageFor(t.endpoint);
    t.states.set(message.deliveryId, {
      deliveryId: message.deliveryId,
      status: 'sending',
      lastAttempt: 1,
      claimToken: 'dead-worker',
      claimedAt: new Date(NOW.getTime() - 10 * 60_000).toISOString(),
    });
    await expect(processDeliveryMessage(message, t.deps)).resolves.toBe('retry-scheduled');
    expect(t.sends).toEqual([]);
    expect(t.recorded[0]!.record).toMatchObject({
      success: false,
      error: INTERRUPTED_ATTEMPT_ERROR,
      attempt: 1,
    });
    expect(parseDeliveryMessage(t.queued[0]!.body).attempt).toBe(2);
  });

  it('drops messages of attempts older than the last claimed one and of final deliveries', async () => {
    const t = consumerSetup();
    const message = messageFor(t.endpoint, 2);
    t.states.set(message.deliveryId, { deliveryId: message.deliveryId, status: 'retrying', lastAttempt: 3 });
    await expect(processDeliveryMessage(message, t.deps)).resolves.toBe('duplicate');
    t.states.set(message.deliveryId, { deliveryId: message.deliveryId, status: 'succeeded', lastAttempt: 1 });
    await expect(processDeliveryMessage(message, t.deps)).resolves.toBe('duplicate');
    expect(t.sends).toEqual([]);
  });

  it('does not plan a next attempt when its claim was taken over meanwhile', async () => {
    const t = consumerSetup({ results: [FAIL_500] });
    t.records.recordAttempt = vi.fn(async () => 'lost-claim' as const);
    await expect(processDeliveryMessage(messageFor(t.endpoint), t.deps)).resolves.toBe('lost-claim');
    expect(t.queued).toEqual([]);
  });

  it('lets unexpected store errors propagate (the SQS record fails and is redelivered)', async () => {
    const t = consumerSetup();
    t.records.getEndpoint = vi.fn().mockRejectedValue(new Error('ProvisionedThroughputExceeded'));
    await expect(processDeliveryMessage(messageFor(t.endpoint), t.deps)).rejects.toThrow(
      'ProvisionedThroughputExceeded',
    );
  });
});

describe('an erased customer (docs/decisions.md §3.16)', () => {
  const personal = (endpoint: WebhookEndpointRecord | undefined): DeliveryMessage => {
    const message = messageFor(endpoint, 2);
    return {
      ...message,
      event: {
        ...message.event,
        type: 'cart.checkout_started',
        data: {
          cartId: 'cart-1',
          customer: {
            customerId: message.event.customerId,
            email: 'e@example.com',
            phone: '+15550100',
            firstName: 'Eve',
            lastName: null,
          },
        },
      },
    };
  };

  it('a retry of their event sends, keeps and re-queues the redacted body', async () => {
    const t = consumerSetup({
      endpoint: endpointRecord({ url: 'https://hooks.example/x', events: ['cart.checkout_started'] }),
      results: [FAIL_500],
    });
    const erased = vi.fn(async () => true);
    t.deps.erasedCustomers = { isErased: erased };
    const message = personal(t.endpoint);
    await processDeliveryMessage(message, t.deps);
    expect(erased).toHaveBeenCalledWith(message.storeId, message.mode, message.event.customerId);
    const sent = t.sends[0]!.rawBody ?? JSON.stringify(t.sends[0]!.envelope);
    expect(sent).not.toMatch(/e@example\.com|\+15550100|Eve/);
    expect(t.sends[0]!.envelope.data.customer).toEqual({
      customerId: message.event.customerId,
      email: '[erased]',
      phone: '[erased]',
      firstName: '[erased]',
      lastName: null,
    });
    expect(t.recorded[0]!.payload).not.toMatch(/e@example\.com/);
    expect(t.queued.map((q) => q.body).join()).not.toMatch(/e@example\.com/);
  });

  it('an event without personal data reads no erasure marker: redacting it would change nothing', async () => {
    const t = consumerSetup({ results: [FAIL_500] });
    const erased = vi.fn(async () => true);
    t.deps.erasedCustomers = { isErased: erased };
    const message = messageFor(t.endpoint, 2);
    expect(message.event.customerId).toBeTruthy();
    await processDeliveryMessage(message, t.deps);
    expect(erased).not.toHaveBeenCalled();
    expect(t.sends[0]!.rawBody).toBe(JSON.stringify(buildEnvelope(message.event)));
  });

  it('a customer not erased: the event goes as written', async () => {
    const t = consumerSetup({
      endpoint: endpointRecord({ url: 'https://hooks.example/x', events: ['cart.checkout_started'] }),
    });
    t.deps.erasedCustomers = { isErased: async () => false };
    await processDeliveryMessage(personal(t.endpoint), t.deps);
    expect(t.sends[0]!.envelope.data.customer).toMatchObject({ email: 'e@example.com' });
  });
});
