import { BatchGetCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { keys } from '../../../shared/db/keys.ts';
import { buildEnvelope, serializeEnvelope } from '../../../shared/events/envelope.ts';
import { outboxPut, type OutboxRecord } from '../../../shared/events/outbox.ts';
import { COMPRESSED_DATA_ATTRIBUTE, withEventData } from '../../../shared/events/stored-data.ts';
import { deliveryIdFor } from '../../../shared/webhooks/delivery/messages.ts';
import { dynamoDeliveryRecords } from '../../../shared/webhooks/delivery/dynamo-deliveries.ts';
import type { DeliveryRef } from '../../../shared/webhooks/delivery/types.ts';
import {
  dynamoCustomerRedaction,
  dynamoErasedCustomers,
} from '../../../shared/webhooks/dynamo-customer-redaction.ts';
import { dynamoDeliveryLog } from '../../../shared/webhooks/log/dynamo-delivery-log.ts';
import { useTestTable } from '../../support/dynamo.ts';

/**
 * The erasure's redaction on DynamoDB Local (docs/decisions.md §3.16): the customer's events and
 * deliveries are found on gsi5, rewritten with "[erased]" fields, an attempt in flight keeps the
 * redacted payload, other customers are untouched, and a second run changes nothing.
 */
const table = useTestTable();
const STORE = '11111111-1111-4111-8111-111111111111';
const ERIN = '22222222-2222-4222-8222-222222222222';
const OTHER = '33333333-3333-4333-8333-333333333333';
const WEBHOOK = '44444444-4444-4444-8444-444444444444';
const NOW = new Date();

const customer = (customerId: string) => ({
  customerId,
  email: `${customerId.slice(0, 4)}@example.com`,
  phone: '+15550100123',
  firstName: 'Erin',
  lastName: 'Private',
});
const address = {
  firstName: 'Erin',
  lastName: 'Private',
  company: null,
  address1: '9 Private Lane',
  address2: '',
  city: 'Secretville',
  province: 'VA',
  country: 'United States',
  countryIsoCode: 'US',
  postalCode: 'SV-1',
  phone: '+15550100124',
};

const writeEvent = async (customerId: string, type: OutboxRecord['type'], data: Record<string, unknown>) => {
  const put = outboxPut(
    table.tableName,
    { type, storeId: STORE, mode: 'test', origin: 'customer', customerId, data },
    NOW,
  );
  await table.db.send(new TransactWriteCommand({ TransactItems: [put] }));
  const item = put.Put.Item;
  return { ...(withEventData(item) as unknown as OutboxRecord), eventId: item.eventId as string };
};
/** An item as its readers see it: an event's data inflated where it is stored compressed. */
const readItem = async (key: { pk: string; sk: string }) =>
  withEventData(
    (await table.db.send(new GetCommand({ TableName: table.tableName, Key: key, ConsistentRead: true })))
      .Item!,
  );

describe('redaction of an erased customer', () => {
  it('rewrites their events and kept payloads (also of an attempt in flight), leaves others, and runs again as a no-op', async () => {
    const created = await writeEvent(ERIN, 'order.created', {
      orderId: 'o1',
      customer: customer(ERIN),
      shippingAddress: address,
      billingAddress: address,
      totals: { totalAmount: 12 },
    });
    const updated = await writeEvent(ERIN, 'customer.updated', {
      customer: customer(ERIN),
      changes: { email: 'new@example.com' },
      previousValues: { email: 'old@example.com' },
    });
    const others = await writeEvent(OTHER, 'customer.created', { customer: customer(OTHER) });
    // No personal data: not on the erasure index, and nothing to rewrite.
    const added = await writeEvent(ERIN, 'cart.item_added', {
      cartId: 'cart-1',
      item: { productTitle: 'Shirt', quantity: 1 },
    });

    // A delivery sent and recorded, and one claimed but not recorded yet (in flight).
    const records = dynamoDeliveryRecords(table.db, table.tableName);
    const refOf = (event: OutboxRecord): DeliveryRef => ({
      deliveryId: deliveryIdFor(event.eventId, WEBHOOK),
      eventId: event.eventId,
      eventType: event.type,
      webhookId: WEBHOOK,
      storeId: STORE,
      mode: 'test',
      attempt: 1,
      customerId: event.customerId,
    });
    const outcomeOf = (event: OutboxRecord, claimToken: string) => ({
      ref: refOf(event),
      claimToken,
      record: {
        deliveryId: refOf(event).deliveryId,
        eventId: event.eventId,
        eventType: event.type,
        attempt: 1,
        timestamp: NOW.toISOString(),
        responseCode: 200,
        success: true,
        durationMs: 3,
        error: null,
      },
      status: 'succeeded' as const,
      nextAttemptAt: null,
      payload: serializeEnvelope(buildEnvelope(event)),
    });
    const sent = await records.claimAttempt(refOf(created), NOW);
    if (!sent.claimed) throw new Error('not claimed');
    await records.recordAttempt(outcomeOf(created, sent.claimToken));
    const inFlight = await records.claimAttempt(refOf(updated), NOW);
    if (!inFlight.claimed) throw new Error('not claimed');

    // The erasure marker, as the erasure's first step writes it.
    const erased = dynamoErasedCustomers(table.db, table.tableName);
    await expect(erased.isErased(STORE, 'test', ERIN)).resolves.toBe(false);
    await table.db.send(
      new PutCommand({
        TableName: table.tableName,
        Item: { ...keys.customerErasure(STORE, 'test', ERIN), status: 'Done' },
      }),
    );
    await expect(
      dynamoErasedCustomers(table.db, table.tableName).isErased(STORE, 'test', ERIN),
    ).resolves.toBe(true);

    const redaction = dynamoCustomerRedaction(table.db, table.tableName);
    await expect(redaction.redact(STORE, 'test', ERIN, NOW)).resolves.toEqual({ events: 2, deliveries: 2 });

    const personal = /Erin|Private|example\.com|\+1555|Secretville|SV-1/;
    const stored = (
      await table.db.send(new GetCommand({ TableName: table.tableName, Key: keys.outbox(created.eventId) }))
    ).Item!;
    // order.created's data is over the threshold: stored compressed before and after its redaction.
    expect(stored).not.toHaveProperty('data');
    expect(stored[COMPRESSED_DATA_ATTRIBUTE]).toBeInstanceOf(Uint8Array);
    const createdItem = await readItem(keys.outbox(created.eventId));
    expect(JSON.stringify(createdItem.data)).not.toMatch(personal);
    expect(createdItem.data).toMatchObject({
      orderId: 'o1',
      totals: { totalAmount: 12 },
      customer: { customerId: ERIN, email: '[erased]' },
      shippingAddress: { address1: '[erased]', countryIsoCode: 'US', province: 'VA' },
    });
    expect(JSON.stringify((await readItem(keys.outbox(updated.eventId))).data)).not.toMatch(personal);
    expect(JSON.stringify((await readItem(keys.outbox(others.eventId))).data)).toMatch(/Erin/);
    expect(await readItem(keys.outbox(added.eventId))).not.toHaveProperty('erasedAt');

    const sentItem = await readItem(keys.delivery(refOf(created).deliveryId));
    expect(sentItem.payload).not.toMatch(personal);
    expect(JSON.parse(sentItem.payload as string)).toMatchObject({
      id: created.eventId,
      data: { orderId: 'o1' },
    });
    // The attempt in flight records its (unredacted) body: the redacted one set first stays.
    await records.recordAttempt(outcomeOf(updated, inFlight.claimToken));
    expect((await readItem(keys.delivery(refOf(updated).deliveryId))).payload).not.toMatch(personal);

    await expect(redaction.redact(STORE, 'test', ERIN, NOW)).resolves.toEqual({ events: 0, deliveries: 0 });
  });

  it('reads the erasure markers asked for at once in one BatchGetItem, and remembers the answers', async () => {
    const erasedOne = crypto.randomUUID();
    const others = [crypto.randomUUID(), crypto.randomUUID()];
    await table.db.send(
      new PutCommand({
        TableName: table.tableName,
        Item: { ...keys.customerErasure(STORE, 'test', erasedOne), status: 'Done' },
      }),
    );
    const send = vi.spyOn(table.db, 'send');
    try {
      const erased = dynamoErasedCustomers(table.db, table.tableName);
      const ask = () =>
        Promise.all([erasedOne, ...others, erasedOne].map((id) => erased.isErased(STORE, 'test', id)));
      expect(await ask()).toEqual([true, false, false, true]);
      expect(send).toHaveBeenCalledTimes(1);
      expect(send.mock.calls[0]![0]).toBeInstanceOf(BatchGetCommand);
      expect(await ask()).toEqual([true, false, false, true]); // remembered: no read
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      send.mockRestore();
    }
  });

  it('a first attempt kept on its event claim shows the redacted event as its payload (recorded, or still in flight)', async () => {
    const customerId = crypto.randomUUID();
    const data = { customer: { ...customer(customerId), firstName: 'Erin' } };
    const recorded = await writeEvent(customerId, 'customer.created', data);
    const inFlight = await writeEvent(customerId, 'customer.updated', data);
    const records = dynamoDeliveryRecords(table.db, table.tableName);
    const claimOf = (event: OutboxRecord) => ({
      eventId: event.eventId,
      webhookIds: [WEBHOOK],
      storeId: STORE,
      mode: 'test' as const,
      eventType: event.type,
      customerId,
    });
    const outcomeOf = (event: OutboxRecord) => {
      const deliveryId = deliveryIdFor(event.eventId, WEBHOOK);
      return {
        ref: {
          deliveryId,
          eventId: event.eventId,
          eventType: event.type,
          webhookId: WEBHOOK,
          storeId: STORE,
          mode: 'test' as const,
          attempt: 1,
          customerId,
        },
        claim: 'event' as const,
        claimToken: 'token',
        record: {
          deliveryId,
          eventId: event.eventId,
          eventType: event.type,
          attempt: 1,
          timestamp: NOW.toISOString(),
          responseCode: 200,
          success: true,
          durationMs: 3,
          error: null,
        },
        status: 'succeeded' as const,
        nextAttemptAt: null,
        payload: serializeEnvelope(buildEnvelope(event)),
      };
    };
    for (const event of [recorded, inFlight]) await records.claimEventAttempts(claimOf(event), NOW);
    await records.recordFirstAttempts([outcomeOf(recorded)]);
    const log = dynamoDeliveryLog(table.db, table.tableName);
    const keptPayload = async (event: OutboxRecord) =>
      (await log.get(deliveryIdFor(event.eventId, WEBHOOK), WEBHOOK))?.payload;
    expect(await keptPayload(recorded)).toMatch(/Erin/);

    await dynamoCustomerRedaction(table.db, table.tableName).redact(STORE, 'test', customerId, NOW);
    expect(await keptPayload(recorded)).not.toMatch(/Erin|example\.com/);
    // The claim keeps no payload (the log rebuilds it from the redacted event) and names no customer.
    for (const event of [recorded, inFlight]) {
      const { Item: claim } = await table.db.send(
        new GetCommand({ TableName: table.tableName, Key: keys.eventDeliveryClaim(event.eventId) }),
      );
      expect(claim).not.toHaveProperty('payload');
      expect(claim).not.toHaveProperty('gsi5pk');
    }
    // The attempt in flight records its (unredacted) body: the log still shows the redacted event.
    await records.recordFirstAttempts([outcomeOf(inFlight)]);
    expect(await keptPayload(inFlight)).toMatch(/"id":"evt_/);
    expect(await keptPayload(inFlight)).not.toMatch(/Erin|example\.com/);
  });
});
