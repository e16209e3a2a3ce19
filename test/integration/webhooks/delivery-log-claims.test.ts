import { PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../shared/db/keys.ts';
import { outboxPut } from '../../../shared/events/outbox.ts';
import { processEventMessage } from '../../../shared/webhooks/delivery/consumer.ts';
import { deliveryIdFor } from '../../../shared/webhooks/delivery/messages.ts';
import type { WebhookEndpointRecord } from '../../../shared/webhooks/types.ts';
import { outboxRecord } from '../../support/webhook-fixtures.ts';
import { useDeliveryLogHarness } from '../../support/delivery-log-harness.ts';

const { h, newEndpoint, deliver, scope } = useDeliveryLogHarness();

describe('first attempts kept on their event claim', () => {
  /** An event's first attempts as the router's message makes them: claimed and recorded per event. */
  const deliverEvent = async (endpoints: WebhookEndpointRecord[]) => {
    const event = outboxRecord({ storeId: endpoints[0]!.storeId, occurredAt: new Date().toISOString() });
    await h.table.db.send(
      new PutCommand(outboxPut(h.table.tableName, event, new Date(event.occurredAt), event.eventId).Put),
    );
    await processEventMessage(
      {
        kind: 'event',
        eventId: event.eventId,
        storeId: event.storeId,
        mode: event.mode,
        webhookIds: endpoints.map((endpoint) => endpoint.id),
        event,
      },
      h.consumer,
    );
    return event.eventId;
  };

  it('are listed, read and resent like any delivery, merged newest first with delivery items', async () => {
    const endpoint = await newEndpoint();
    const neighbour = await newEndpoint({ storeId: endpoint.storeId });
    h.receiver.script(200, 200, 500, 200, 200);
    const ids: string[] = [];
    const shared = await deliverEvent([endpoint, neighbour]); // 200 x2
    ids.push(deliveryIdFor(shared, endpoint.id));
    ids.push(await deliver(endpoint)); // 500: its own item
    ids.push(deliveryIdFor(await deliverEvent([endpoint]), endpoint.id)); // 200
    ids.push(await deliver(endpoint)); // 200, per delivery: its own item
    const { items: own } = await h.table.db
      .send(
        new ScanCommand({
          TableName: h.table.tableName,
          FilterExpression: 'webhookId = :id',
          ExpressionAttributeValues: { ':id': endpoint.id },
        }),
      )
      .then((output) => ({ items: output.Items ?? [] }));
    expect(own.map((item) => item.deliveryId).sort()).toEqual([ids[1], ids[3]].sort());

    // Pages of 1 and of 3 walk both sources newest first, each delivery once.
    for (const limit of [1, 3]) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await h.service.listDeliveries(scope(endpoint), endpoint.id, { limit, cursor });
        seen.push(...page.items.map((item) => item.deliveryId));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(seen).toEqual([...ids].reverse());
    }
    const succeeded = await h.service.listDeliveries(scope(endpoint), endpoint.id, {
      limit: 25,
      status: 'succeeded',
    });
    expect(succeeded.items.map((item) => item.deliveryId)).toEqual([ids[3], ids[2], ids[0]]);
    const failed = await h.service.listDeliveries(scope(endpoint), endpoint.id, {
      limit: 25,
      status: 'failed',
    });
    expect(failed.items.map((item) => item.deliveryId)).toEqual([ids[1]]);
    // The neighbour's list holds its own delivery of the shared event only.
    const theirs = await h.service.listDeliveries(scope(neighbour), neighbour.id, { limit: 25 });
    expect(theirs.items.map((item) => item.deliveryId)).toEqual([deliveryIdFor(shared, neighbour.id)]);

    // Read by id; another endpoint's id for it is not found.
    const detail = await h.service.getDelivery(scope(endpoint), endpoint.id, ids[0]!);
    expect(detail).toMatchObject({
      status: 'succeeded',
      attempts: [{ attempt: 1, responseCode: 200, resend: false }],
    });
    expect(detail.payload).toContain(detail.eventId);
    await expect(h.service.getDelivery(scope(neighbour), neighbour.id, ids[0]!)).rejects.toMatchObject({
      errorCode: 'DELIVERY_NOT_FOUND',
    });
    const view = await h.service.getEvent(scope(endpoint), detail.eventId);
    expect(view.deliveries.map((d) => d.deliveryId).sort()).toEqual(
      [ids[0], deliveryIdFor(detail.eventId, neighbour.id)].sort(),
    );

    // A resend gives it its own item first (once: a second resend at the same time is refused).
    h.receiver.script(200);
    const [resent, racing] = await Promise.allSettled([
      h.service.retry(scope(endpoint), endpoint.id, ids[0]!),
      h.service.retry(scope(endpoint), endpoint.id, ids[0]!),
    ]);
    const results = [resent, racing];
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'fulfilled')).toMatchObject({
      value: { deliveryId: ids[0], attempt: 2, resend: true, success: true },
    });
    const after = await h.service.getDelivery(scope(endpoint), endpoint.id, ids[0]!);
    expect(after.attempts.map((a) => [a.attempt, a.resend])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(after.payload).toBe(detail.payload);
    const all = await h.service.listDeliveries(scope(endpoint), endpoint.id, { limit: 25 });
    expect(all.items.map((item) => item.deliveryId).sort()).toEqual([...ids].sort());
  });

  it('reads a claim written before entries were lean: its own payload and whole logged attempt', async () => {
    const endpoint = await newEndpoint();
    const eventId = await deliverEvent([endpoint]);
    const deliveryId = deliveryIdFor(eventId, endpoint.id);
    const at = new Date().toISOString();
    await h.table.db.send(
      new UpdateCommand({
        TableName: h.table.tableName,
        Key: keys.eventDeliveryClaim(eventId),
        UpdateExpression: 'SET #entry = :entry, payload = :payload',
        ExpressionAttributeNames: { '#entry': `outcome_${endpoint.id}` },
        ExpressionAttributeValues: {
          ':entry': {
            status: 'succeeded',
            token: 'old',
            attempt: {
              attempt: 1,
              timestamp: at,
              responseCode: 202,
              success: true,
              durationMs: 7,
              error: null,
              errorClass: null,
              responseBody: 'accepted',
            },
          },
          ':payload': '{"id":"kept"}',
        },
      }),
    );
    expect(await h.service.getDelivery(scope(endpoint), endpoint.id, deliveryId)).toMatchObject({
      status: 'succeeded',
      payload: '{"id":"kept"}',
      attempts: [{ attempt: 1, timestamp: at, responseCode: 202, durationMs: 7, responseBody: 'accepted' }],
    });
  });
});
