import { describe, expect, it } from 'vitest';
import { buildEnvelope, serializeEnvelope } from '../../../../shared/events/envelope.ts';
import type { OutboxRecord } from '../../../../shared/events/outbox.ts';

const record = (overrides: Partial<OutboxRecord> = {}): OutboxRecord => ({
  eventId: 'evt_0123456789abcdef01234567',
  type: 'cart.item_added',
  storeId: '6f1c3f8e-2b1a-4c3d-9e8f-0a1b2c3d4e5f',
  mode: 'test',
  origin: 'customer',
  customerId: 'c0ffee00-0000-4000-8000-000000000001',
  externalReference: null,
  occurredAt: '2025-03-01T12:00:00.000Z',
  data: { cartId: 'cart-1', item: { quantity: 2 } },
  ...overrides,
});

describe('buildEnvelope', () => {
  it('carries both documented forms at once (Form A: created_at; Form B: apiVersion, createdAt, livemode)', () => {
    const envelope = buildEnvelope(record());
    expect(envelope).toEqual({
      id: 'evt_0123456789abcdef01234567',
      type: 'cart.item_added',
      apiVersion: '1.0',
      created_at: '2025-03-01T12:00:00.000Z',
      createdAt: '2025-03-01T12:00:00.000Z',
      livemode: false,
      resource: { type: 'cart', id: 'cart-1' },
      data: {
        storeId: '6f1c3f8e-2b1a-4c3d-9e8f-0a1b2c3d4e5f',
        customerId: 'c0ffee00-0000-4000-8000-000000000001',
        occurredAt: '2025-03-01T12:00:00.000Z',
        cartId: 'cart-1',
        item: { quantity: 2 },
      },
    });
  });

  it('names the resource and carries its sequence when the event has one', () => {
    expect(buildEnvelope(record({ sequence: 7 }))).toMatchObject({
      resource: { type: 'cart', id: 'cart-1' },
      sequence: 7,
    });
    const order = buildEnvelope(record({ type: 'order.refunded', data: { orderId: 'o-1' } }));
    expect(order.resource).toEqual({ type: 'order', id: 'o-1' });
    const endpoint = buildEnvelope(record({ type: 'webhook.endpoint_updated', data: { webhookId: 'w-1' } }));
    expect(endpoint.resource).toEqual({ type: 'webhook_endpoint', id: 'w-1' });
    const customer = buildEnvelope(record({ type: 'customer.deleted', data: {} }));
    expect(customer.resource).toEqual({ type: 'customer', id: 'c0ffee00-0000-4000-8000-000000000001' });
  });

  it('puts the common data fields first, then the type fields', () => {
    const data = buildEnvelope(record({ externalReference: 'ext-9' })).data;
    expect(Object.keys(data)).toEqual([
      'storeId',
      'customerId',
      'occurredAt',
      'externalReference',
      'cartId',
      'item',
    ]);
  });

  it('is livemode true for live events', () => {
    expect(buildEnvelope(record({ mode: 'live' })).livemode).toBe(true);
  });

  it('omits externalReference when unknown and keeps customerId null for system events', () => {
    const data = buildEnvelope(record({ customerId: null, origin: 'system' })).data;
    expect(data).not.toHaveProperty('externalReference');
    expect(data.customerId).toBeNull();
  });

  it('never lets the type fields override the store scope', () => {
    const data = buildEnvelope(record({ data: { storeId: 'someone-else', cartId: 'c' } })).data;
    expect(data.storeId).toBe('6f1c3f8e-2b1a-4c3d-9e8f-0a1b2c3d4e5f');
  });

  it('is deterministic: the same record gives the same raw body (retries are byte-identical)', () => {
    expect(serializeEnvelope(buildEnvelope(record()))).toBe(serializeEnvelope(buildEnvelope(record())));
  });
});

describe('serializeEnvelope', () => {
  it('is compact JSON in the field order of the envelope', () => {
    const raw = serializeEnvelope(buildEnvelope(record()));
    expect(
      raw.startsWith(
        '{"id":"evt_0123456789abcdef01234567","type":"cart.item_added","apiVersion":"1.0","created_at":',
      ),
    ).toBe(true);
    expect(raw).not.toMatch(/\n|": /);
    expect(JSON.parse(raw)).toEqual(buildEnvelope(record()));
  });
});
