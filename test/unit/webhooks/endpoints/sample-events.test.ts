import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../../../shared/events/catalog.ts';
import { buildEnvelope } from '../../../../shared/events/envelope.ts';
import { sampleEvent } from '../../../../shared/webhooks/endpoints/sample-events.ts';
import type { WebhookEndpointRecord } from '../../../../shared/webhooks/types.ts';
import { createEventSchemaChecker } from '../../../support/event-shapes.ts';

/**
 * Test deliveries carry the real shapes (docs/decisions.md §6.7): each type's sample, in its
 * envelope, matches that type's event schema in docs/openapi.json. (The e2e suite
 * every-event-type.test.ts compares each sample with a real event of its type, field by field.)
 */
const at = '2030-01-01T00:00:00.000Z';
const endpoint: WebhookEndpointRecord = {
  id: '22222222-2222-4222-8222-222222222222',
  storeId: '11111111-1111-4111-8111-111111111111',
  mode: 'test',
  url: 'https://hooks.example.com/in',
  events: ['order.created'],
  secret: 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0',
  description: '',
  isEnabled: true,
  apiVersion: '1.0',
  includeApiOriginated: false,
  createdAt: at,
  updatedAt: at,
  deliveryStats: { total: 0, successful: 0, failed: 0 },
};
const checkSchema = createEventSchemaChecker();

describe('test event samples', () => {
  it.each(EVENT_TYPES)('%s: the sample matches the documented event schema, marked as a test', (type) => {
    const sample = sampleEvent(type, { endpoint, at });
    const envelope = buildEnvelope({
      eventId: 'evt_5f0c6a1e9b3d4c2a7e8f9012',
      type,
      storeId: endpoint.storeId,
      mode: endpoint.mode,
      origin: 'system',
      customerId: sample.customerId,
      externalReference: null,
      occurredAt: at,
      data: sample.data,
    });
    expect(checkSchema(envelope)).toEqual([]);
    expect(envelope.data.test).toBe(true);
    expect(envelope).not.toHaveProperty('sequence');
    // Every builder names its resource (the feed's resource filter and the sequence rely on it).
    expect(envelope.resource.id).not.toBe('');
    expect(sample.customerId === null).toBe(type.startsWith('product.') || type.startsWith('webhook.'));
    expect(JSON.stringify(sample)).not.toMatch(/whsec_/);
  });

  it('order and cart samples are the real builders’ shapes, not hand-written ones', () => {
    const created = sampleEvent('order.created', { endpoint, at }).data;
    expect(Object.keys(created.totals as object).sort()).toEqual(
      ['discountTotal', 'shippingTotal', 'subtotal', 'taxTotal', 'totalAmount'].sort(),
    );
    expect(created.paymentMethod).toMatchObject({ method: 'card', last4: '4242' });
    expect(created.shippingAddress).toHaveProperty('address1');
    const item = (sampleEvent('cart.item_added', { endpoint, at }).data.item ?? {}) as Record<
      string,
      unknown
    >;
    expect(item).toHaveProperty('id');
    expect(item).not.toHaveProperty('itemId');
    const partial = sampleEvent('order.partially_shipped', { endpoint, at }).data;
    expect(partial).toMatchObject({ shippedItems: [expect.objectContaining({ itemStatus: 'Shipped' })] });
    expect(partial).toHaveProperty('trackingInfo');
  });
});
