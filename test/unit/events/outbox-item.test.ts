import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { cartEvents, numberCartEvents } from '../../../shared/carts/events.ts';
import type { CartLine, CartRecord } from '../../../shared/carts/types.ts';
import { outboxPut, type DomainEvent } from '../../../shared/events/outbox.ts';
import { parseOutboxRecord } from '../../../shared/events/outbox-record.ts';
import {
  COMPRESSED_DATA_ATTRIBUTE,
  COMPRESS_DATA_OVER_BYTES,
  withEventData,
} from '../../../shared/events/stored-data.ts';
import { pricingRules } from '../../../shared/pricing.ts';
import { defaultCheckoutSettings } from '../../../shared/stores/types.ts';

/**
 * The outbox item a change writes (docs/decisions.md §11.12): large data stored compressed and
 * read back unchanged by every reader, and the customer's erasure index only where erasure has
 * something to rewrite (§3.16).
 */
const STORE = '11111111-1111-4111-8111-111111111111';
const CUSTOMER = '22222222-2222-4222-8222-222222222222';
const NOW = new Date('2030-01-01T00:00:00.000Z');

const event = (type: DomainEvent['type'], data: Record<string, unknown>): DomainEvent => ({
  type,
  storeId: STORE,
  mode: 'test',
  origin: 'customer',
  customerId: CUSTOMER,
  data,
});
const itemOf = (e: DomainEvent) => outboxPut('t', e, NOW).Put.Item;
/** DynamoDB's size of an item, close enough: the marshalled JSON (names and values) less its type tags. */
const approximateSize = (item: Record<string, unknown>): number =>
  Object.entries(item).reduce(
    (sum, [name, value]) =>
      sum +
      Buffer.byteLength(name) +
      (value instanceof Uint8Array ? value.byteLength : Buffer.byteLength(JSON.stringify(value))),
    0,
  );

const rules = pricingRules(defaultCheckoutSettings());
const line: CartLine = {
  id: '3c2c8555-d554-4451-ac93-78f48dddf579',
  productVariantId: 'f3eb9c97-40c0-59f7-bc0a-6af39ccc01ab',
  productId: '84c4a4c4-c353-5af4-9dc1-3ebea102b3e6',
  externalId: 'shirt-2030',
  externalVariantId: 'shirt-2030-blue-m',
  productTitle: 'Organic cotton shirt',
  variantTitle: 'Blue / M',
  sku: 'SHIRT-BLUE-M',
  category: null,
  imageUrl: null,
  quantity: 2,
  unitPriceMinor: 2450,
  originalUnitPriceMinor: 2450,
  addedAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
};

describe('the outbox item', () => {
  it('keeps data over the threshold as compressed JSON, which every reader gets back as it was', () => {
    const data = {
      orderId: 'o-1',
      note: 'x'.repeat(COMPRESS_DATA_OVER_BYTES),
      nested: { a: [1, 2.5, null, 'é'], b: false },
    };
    const item = itemOf(event('order.status_updated', data));
    expect(item).not.toHaveProperty('data');
    expect(item[COMPRESSED_DATA_ATTRIBUTE]).toBeInstanceOf(Uint8Array);
    expect(withEventData(item)).toMatchObject({ data, type: 'order.status_updated' });
    expect(withEventData(item)).not.toHaveProperty(COMPRESSED_DATA_ATTRIBUTE);

    // The stream's image: bytes locally, base64 in a Lambda event (unmarshalled as it is).
    const image = marshall(item, { removeUndefinedValues: true });
    expect(parseOutboxRecord(unmarshall(image)).data).toEqual(data);
    const lambdaImage = {
      ...image,
      [COMPRESSED_DATA_ATTRIBUTE]: {
        B: Buffer.from(image[COMPRESSED_DATA_ATTRIBUTE]!.B!).toString('base64'),
      },
    };
    expect(parseOutboxRecord(unmarshall(lambdaImage as never)).data).toEqual(data);
  });

  it('keeps small data as a plain map', () => {
    const item = itemOf(event('order.status_updated', { orderId: 'o-1' }));
    expect(item.data).toEqual({ orderId: 'o-1' });
    expect(item).not.toHaveProperty(COMPRESSED_DATA_ATTRIBUTE);
    expect(withEventData(item)).toBe(item);
  });

  it("a cart add's event fits in 1 KB (one transactional write of 2 units) and is not on the erasure index", () => {
    const cart = {
      cartId: 'cbf43d46-d83b-47f3-a976-f7a5b59c0cfa',
      storeId: STORE,
      mode: 'test',
      customerId: CUSTOMER,
      status: 'Active',
      items: [line],
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
      activeSince: NOW.toISOString(),
      eventSequence: 101,
    } as unknown as CartRecord;
    const { events } = numberCartEvents(cart, cart, [cartEvents.itemUpdated(cart, line, 1, rules)]);
    const item = itemOf(events[0]!);
    expect(approximateSize(item)).toBeLessThanOrEqual(1024);
    expect(item).not.toHaveProperty('gsi5pk');
    expect(parseOutboxRecord(item).data).toEqual(events[0]!.data);
  });

  it('an event whose data holds personal data is listed under its customer for erasure', () => {
    const customer = { customerId: CUSTOMER, email: 'erin@example.com', phone: null };
    for (const data of [
      { checkoutId: 'c-1', customer },
      { orderId: 'o-1', shippingAddress: { city: 'Springfield' } },
      { customerId: CUSTOMER, changes: { email: 'new@example.com' }, previousValues: { email: null } },
    ]) {
      expect(itemOf(event('cart.checkout_started', data))).toHaveProperty('gsi5pk');
    }
    expect(itemOf(event('customer.deleted', { customerId: CUSTOMER }))).not.toHaveProperty('gsi5pk');
    expect(itemOf({ ...event('order.created', { customer }), customerId: null })).not.toHaveProperty(
      'gsi5pk',
    );
  });
});
