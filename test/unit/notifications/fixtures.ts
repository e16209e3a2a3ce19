import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { outboxPut, type OutboxRecord } from '../../../shared/events/outbox.ts';
import type { EventType } from '../../../shared/events/catalog.ts';
import type { NotificationReads } from '../../../shared/notifications/ports.ts';
import type { OrderRecord } from '../../../shared/orders/types.ts';
import { newStoreRecord, type StoreRecord } from '../../../shared/stores/types.ts';
import { syntheticOrder } from '../../support/order-records.ts';

export const STORE_ID = '11111111-1111-4111-8111-111111111111';

export const store = (overrides: Partial<StoreRecord> = {}): StoreRecord => ({
  ...newStoreRecord(STORE_ID, 'Plain Name', '2026-01-01T00:00:00.000Z'),
  branding: { ...newStoreRecord(STORE_ID, 'Corner Shop', '').branding },
  ...overrides,
});

/** An order of 2 mugs at 12.50 + 5.00 shipping + 2.00 tax, by a customer with an email. */
export const order = (overrides: Partial<OrderRecord> = {}): OrderRecord => {
  const base = syntheticOrder({ storeId: STORE_ID, orderNumber: 1001 });
  return {
    ...base,
    customer: { ...base.customer, email: 'ada@example.com', firstName: 'Ada' },
    items: [
      {
        id: 'item-1',
        productVariantId: 'v1',
        productId: 'p1',
        externalProductId: 'p1',
        externalVariantId: 'v1',
        productTitle: 'Mug',
        productImageUrl: null,
        variantTitle: 'Blue',
        sku: null,
        quantity: 2,
        unitPriceMinor: 1250,
        originalUnitPriceMinor: 1250,
        itemStatus: 'Pending',
        trackingNumber: null,
        shippedAt: null,
        deliveredAt: null,
        inventoryTracked: true,
        inventoryRestored: false,
      },
    ],
    totals: {
      subtotalMinor: 2500,
      shippingTotalMinor: 500,
      taxTotalMinor: 200,
      discountTotalMinor: 0,
      totalAmountMinor: 3200,
    },
    ...overrides,
  };
};

export const outboxRecord = (
  type: EventType,
  forOrder: OrderRecord,
  data: Record<string, unknown> = {},
): OutboxRecord => ({
  eventId: `evt_${type}_${forOrder.orderId.slice(0, 8)}`,
  type,
  storeId: forOrder.storeId,
  mode: forOrder.mode,
  origin: 'api',
  customerId: forOrder.customerId,
  externalReference: null,
  occurredAt: '2026-01-02T00:00:00.000Z',
  data: { orderId: forOrder.orderId, orderNumber: forOrder.orderNumber, ...data },
});

/** The stream record Lambda would hand over for the outbox insert of this event. */
export const streamRecord = (
  type: EventType,
  forOrder: OrderRecord,
  sequenceNumber: string,
): DynamoDBRecord => {
  const { Put } = outboxPut(
    'table',
    { ...outboxRecord(type, forOrder), customerId: forOrder.customerId },
    new Date(),
  );
  return {
    eventName: 'INSERT',
    dynamodb: {
      SequenceNumber: sequenceNumber,
      NewImage: marshall(Put.Item, { removeUndefinedValues: true }) as never,
    },
  };
};

export const fakeReads = (stores: StoreRecord[], orders: OrderRecord[]): NotificationReads => ({
  order: async (scope, orderId) =>
    orders.find((o) => o.orderId === orderId && o.storeId === scope.storeId && o.mode === scope.mode),
  store: async (storeId) => stores.find((s) => s.storeId === storeId),
});
