import { describe, expect, it } from 'vitest';
import {
  processDeliveryMessage,
  processEventMessage,
} from '../../../../shared/webhooks/delivery/consumer.ts';
import {
  deliveryIdFor,
  parseDeliveryMessage,
  type DeliveryMessage,
} from '../../../../shared/webhooks/delivery/messages.ts';
import { doneThrough, orderWaitSeconds } from '../../../../shared/webhooks/delivery/ordering.ts';
import type { WebhookAttemptResult } from '../../../../shared/webhooks/delivery/sender.ts';
import { endpointRecord, outboxRecord } from '../../../support/webhook-fixtures.ts';
import { FAIL_500, consumerSetup, memoryCursors } from '../../../support/delivery-consumer-fakes.ts';

/** The delivery consumer's gate for ordered endpoints: a first attempt waits for its resource's earlier events. */
describe('ordered endpoints: the gate (docs/decisions.md §6.26)', () => {
  const orderEvent = (sequence: number) =>
    outboxRecord({ type: 'order.created', data: { orderId: 'order-1' }, sequence });
  const orderedSetup = (results: WebhookAttemptResult[] = []) => {
    const endpoint = endpointRecord({
      url: 'https://hooks.example/x',
      events: ['order.created'],
      ordering: 'resource',
    });
    const t = consumerSetup({ endpoint, results });
    const memory = memoryCursors();
    t.deps.ordering = memory.ordering;
    t.deps.orderWaitMaxSeconds = 30;
    const messageOf = (sequence: number, attempt = 1): DeliveryMessage => {
      const event = orderEvent(sequence);
      return {
        deliveryId: deliveryIdFor(event.eventId, endpoint.id),
        eventId: event.eventId,
        webhookId: endpoint.id,
        storeId: event.storeId,
        mode: event.mode,
        attempt,
        event,
      };
    };
    const key = { webhookId: endpoint.id, orderedSince: endpoint.createdAt, resource: 'order:order-1' };
    return { ...t, ...memory, endpoint, messageOf, key };
  };

  it('puts back a first attempt whose predecessor is not done, sending and claiming nothing, with a doubling wait', async () => {
    const t = orderedSetup();
    await t.ordering.noteRouted(t.key, 1, true);
    await t.ordering.noteRouted(t.key, 2, true);
    await expect(processDeliveryMessage(t.messageOf(2), t.deps)).resolves.toBe('waiting-for-earlier');
    expect(t.sends).toEqual([]);
    expect(t.records.claimAttempt).not.toHaveBeenCalled();
    expect(t.queued).toHaveLength(1);
    expect(t.queued[0]!.delaySeconds).toBe(1);
    const requeued = parseDeliveryMessage(t.queued[0]!.body);
    expect(requeued).toMatchObject({ attempt: 1, orderedSince: t.endpoint.createdAt, orderWaits: 1 });
    await processDeliveryMessage(requeued, t.deps);
    expect(t.queued[1]!.delaySeconds).toBe(2);

    // Sequence 1 succeeds: 2 goes on its next try.
    await expect(processDeliveryMessage(t.messageOf(1), t.deps)).resolves.toBe('succeeded');
    await expect(processDeliveryMessage(requeued, t.deps)).resolves.toBe('succeeded');
    expect(t.sends.map((send) => send.envelope.sequence)).toEqual([1, 2]);
  });

  it('asks again after 1 s whenever its resource moved since its last wait', async () => {
    const t = orderedSetup();
    for (const sequence of [1, 2, 3]) await t.ordering.noteRouted(t.key, sequence, true);
    await processDeliveryMessage(t.messageOf(3), t.deps);
    await processDeliveryMessage(parseDeliveryMessage(t.queued[0]!.body), t.deps);
    expect(t.queued.map((m) => m.delaySeconds)).toEqual([1, 2]);
    await processDeliveryMessage(t.messageOf(1), t.deps);
    await processDeliveryMessage(parseDeliveryMessage(t.queued[1]!.body), t.deps);
    expect(t.queued.map((m) => m.delaySeconds)).toEqual([1, 2, 1]);
    expect(parseDeliveryMessage(t.queued[2]!.body)).toMatchObject({ orderWaits: 1, orderSeenThrough: 1 });
  });

  it('keeps the resource waiting while a delivery retries, and lets it go once it is given up', async () => {
    const t = orderedSetup([FAIL_500, FAIL_500]);
    t.deps.retryDelaysSeconds = [1];
    await t.ordering.noteRouted(t.key, 1, true);
    await t.ordering.noteRouted(t.key, 2, true);
    await expect(processDeliveryMessage(t.messageOf(1), t.deps)).resolves.toBe('retry-scheduled');
    await expect(t.ordering.isNext(t.key, 2)).resolves.toEqual({ next: false, doneThrough: 0 });
    // A retry is never gated: its first attempt passed the gate.
    await expect(processDeliveryMessage(t.messageOf(1, 2), t.deps)).resolves.toBe('failed');
    await expect(t.ordering.isNext(t.key, 2)).resolves.toEqual({ next: true, doneThrough: 1 });
  });

  it('does not wait for sequences the router did not route to the endpoint, nor for a cancelled delivery', async () => {
    const t = orderedSetup();
    await t.ordering.noteRouted(t.key, 1, true);
    await t.ordering.noteRouted(t.key, 2, false);
    await t.ordering.noteRouted(t.key, 3, true);
    t.endpoint.isEnabled = false;
    await expect(processDeliveryMessage(t.messageOf(1), t.deps)).resolves.toBe('dropped-endpoint-disabled');
    t.endpoint.isEnabled = true;
    await expect(processDeliveryMessage(t.messageOf(3), t.deps)).resolves.toBe('succeeded');
  });

  it('leaves a waiting endpoint out of the event claim and queues its first attempt on its own', async () => {
    const t = orderedSetup();
    await t.ordering.noteRouted(t.key, 1, true);
    await t.ordering.noteRouted(t.key, 2, true);
    const event = orderEvent(2);
    const outcomes = await processEventMessage(
      {
        kind: 'event',
        eventId: event.eventId,
        storeId: event.storeId,
        mode: event.mode,
        webhookIds: [t.endpoint.id],
        event,
      },
      t.deps,
    );
    expect(outcomes).toEqual({ [t.endpoint.id]: 'waiting-for-earlier' });
    expect(t.sends).toEqual([]);
    expect(t.records.claimEventAttempts).toHaveBeenCalledWith(
      expect.objectContaining({ eventId: event.eventId, webhookIds: [] }),
      expect.anything(),
    );
    expect(parseDeliveryMessage(t.queued[0]!.body)).toMatchObject({
      attempt: 1,
      orderedSince: t.endpoint.createdAt,
      orderWaits: 1,
    });
  });
});

describe('doneThrough and orderWaitSeconds', () => {
  it('folds the done sequences that follow through, and stops at the first gap', () => {
    expect(doneThrough(0, [])).toBe(0);
    expect(doneThrough(0, [1, 2, 4])).toBe(2);
    expect(doneThrough(3, [1, 2])).toBe(3);
  });
  it('doubles the wait up to the maximum', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((waits) => orderWaitSeconds(waits, 30))).toEqual([
      1, 2, 4, 8, 16, 30, 30,
    ]);
  });
});

describe('ordered endpoints: a new spell of ordering', () => {
  it('keys the cursor by when the endpoint last became ordered, so a spell of none leaves nothing to wait for', async () => {
    const endpoint = endpointRecord({
      url: 'https://hooks.example/x',
      events: ['order.created'],
      ordering: 'resource',
      orderedSince: '2025-03-02T00:00:00.000Z',
    });
    const t = consumerSetup({ endpoint });
    const memory = memoryCursors();
    t.deps.ordering = memory.ordering;
    // The earlier spell's cursor still waits for sequence 1; the new spell never saw it.
    await memory.ordering.noteRouted(
      { webhookId: endpoint.id, orderedSince: endpoint.createdAt, resource: 'order:order-1' },
      1,
      true,
    );
    const event = outboxRecord({ type: 'order.created', data: { orderId: 'order-1' }, sequence: 5 });
    const message: DeliveryMessage = {
      deliveryId: deliveryIdFor(event.eventId, endpoint.id),
      eventId: event.eventId,
      webhookId: endpoint.id,
      storeId: event.storeId,
      mode: event.mode,
      attempt: 1,
      event,
    };
    await expect(processDeliveryMessage(message, t.deps)).resolves.toBe('succeeded');
    expect([...memory.cursors.keys()]).toContain(`${endpoint.id}|2025-03-02T00:00:00.000Z|order:order-1`);
  });
});
