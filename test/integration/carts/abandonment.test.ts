import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAbandonmentSweep } from '../../../shared/carts/abandonment.ts';
import { dynamoAbandonmentStore } from '../../../shared/carts/dynamo-abandonment-store.ts';
import { dynamoCartRepository } from '../../../shared/carts/dynamo-cart-repository.ts';
import { createCartService, type CartCall } from '../../../shared/carts/service.ts';
import { keys } from '../../../shared/db/keys.ts';
import { dynamoStoreRepository } from '../../../shared/stores/dynamo-stores.ts';
import type { StoreRecord } from '../../../shared/stores/types.ts';
import { newId } from '../../../shared/util/ids.ts';
import {
  countRequestsOf,
  dynamoRequestCounts,
  dynamoRequestTotal,
  resetDynamoRequestCounts,
} from '../../../bench/request-counter.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { createTestStore, syncProduct } from '../../support/commerce.ts';
import { outboxEvents } from '../../support/outbox.ts';

const table = useTestTable();

let now = new Date('2025-05-01T09:00:00.000Z');
const clock = { now: () => now };
const advanceMinutes = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

let store: StoreRecord;
let variantId: string;
beforeAll(async () => {
  // 30-minute abandonment for this store; the sweep and the service share the injected clock.
  const created = await createTestStore(table, { cartAbandonmentMinutes: 30 });
  store = (await dynamoStoreRepository(table.db, table.tableName).get(created.storeId))!;
  variantId = (await syncProduct(created, [{ price: 12.5 }])).variantIds[0]!;
});

const service = (abandonAfterSeconds?: number) =>
  createCartService({ carts: dynamoCartRepository(table.db, table.tableName), clock, abandonAfterSeconds });
const sweep = () =>
  createAbandonmentSweep({ carts: dynamoAbandonmentStore(table.db, table.tableName), clock, pageSize: 3 });
const cartCall = (): CartCall => ({ store, mode: 'test', customerId: newId() });
const storedCart = async (call: CartCall) =>
  (
    await table.db.send(
      new GetCommand({
        TableName: table.tableName,
        Key: keys.openCart(store.storeId, 'test', call.customerId),
        ConsistentRead: true,
      }),
    )
  ).Item!;
const eventsOf = async (call: CartCall, type: string) =>
  (await outboxEvents(table, store.storeId, type)).filter((e) => e.customerId === call.customerId);

describe('abandonment sweep', () => {
  it('flips only carts idle past the store window, once, even with two sweeps at the same time', async () => {
    const idle = [cartCall(), cartCall(), cartCall(), cartCall()];
    for (const c of idle) await service().addItem(c, { productVariantId: variantId, quantity: 2 });
    const storedIdle = await storedCart(idle[0]!);
    expect(storedIdle.gsi2pk).toMatch(/^ACTIVE_CARTS#[0-7]$/);
    expect(storedIdle.gsi2sk).toBe('2025-05-01T09:30:00.000Z');

    advanceMinutes(20);
    const busy = cartCall();
    await service().addItem(busy, { productVariantId: variantId, quantity: 1 });
    const viewedOnly = idle[3]!;
    await service().getCart(viewedOnly); // viewing does not reset the inactivity clock

    advanceMinutes(11); // 09:31: the four idle carts are due, `busy` is due at 09:50
    const [a, b] = await Promise.all([sweep().run(), sweep().run()]);
    expect(a.abandoned + b.abandoned).toBe(4);
    expect(a.abandoned + a.skipped).toBe(a.due);

    for (const c of idle) {
      const stored = await storedCart(c);
      expect(stored).toMatchObject({ status: 'Abandoned', abandonedAt: '2025-05-01T09:31:00.000Z' });
      expect(stored.gsi2pk).toBeUndefined();
      const events = await eventsOf(c, 'cart.abandoned');
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ origin: 'system', customerId: c.customerId });
      expect(events[0]!.data).toEqual({
        cartId: stored.cartId,
        abandonedAt: '2025-05-01T09:31:00.000Z',
        activeDuration: 'PT31M',
        cartSummary: {
          cartId: stored.cartId,
          itemCount: 1,
          totalQuantity: 2,
          subtotal: 25,
          estimatedTax: 0,
          estimatedShipping: 0,
          estimatedTotal: 25,
          createdAt: '2025-05-01T09:00:00.000Z',
          updatedAt: '2025-05-01T09:00:00.000Z',
          status: 'Abandoned',
        },
      });
    }
    expect((await storedCart(busy)).status).toBe('Active');
    expect(await sweep().run()).toEqual({ due: 0, abandoned: 0, skipped: 0 });

    advanceMinutes(20);
    expect((await sweep().run()).abandoned).toBe(1);
    expect((await storedCart(busy)).status).toBe('Abandoned');
  });

  it("the customer's next call recovers the cart (cart.recovered), and the cart can be abandoned again", async () => {
    const c = cartCall();
    await service().addItem(c, { productVariantId: variantId, quantity: 1 });
    advanceMinutes(31);
    await sweep().run();
    const abandonedAt = now.toISOString();
    advanceMinutes(5);
    const viewed = await service().getCart(c);
    expect(viewed.status).toBe('Active');
    const stored = await storedCart(c);
    expect(stored.gsi2sk).toBe(new Date(now.getTime() + 30 * 60_000).toISOString());
    const recovered = await eventsOf(c, 'cart.recovered');
    expect(recovered).toHaveLength(1);
    expect(recovered[0]).toMatchObject({ origin: 'customer' });
    expect(recovered[0]!.data).toMatchObject({
      cartId: viewed.cartId,
      recoveredAt: now.toISOString(),
      originallyAbandonedAt: abandonedAt,
      cartSummary: { status: 'Active', totalQuantity: 1 },
    });
    advanceMinutes(31);
    await sweep().run();
    const second = await eventsOf(c, 'cart.abandoned');
    expect(second).toHaveLength(2);
    expect(second[1]!.data.activeDuration).toBe('PT31M'); // counted from the recovery
  });

  it('a failing call on an abandoned cart still recovers it', async () => {
    const c = cartCall();
    await service().addItem(c, { productVariantId: variantId, quantity: 1 });
    advanceMinutes(31);
    await sweep().run();
    await expect(service().removeItem(c, newId())).rejects.toMatchObject({
      errorCode: 'CART_ITEM_NOT_FOUND',
    });
    expect((await storedCart(c)).status).toBe('Active');
    expect(await eventsOf(c, 'cart.recovered')).toHaveLength(1);
  });

  it('a cart changed between the query and the flip is not abandoned', async () => {
    const c = cartCall();
    await service().addItem(c, { productVariantId: variantId, quantity: 1 });
    advanceMinutes(31);
    // The customer acts at the same moment as the sweep: its write advances version and due time.
    const racing = sweep().run();
    await service().addItem(c, { productVariantId: variantId, quantity: 1 });
    await racing;
    const stored = await storedCart(c);
    const abandoned = await eventsOf(c, 'cart.abandoned');
    // Either the sweep won (then the add recovered the cart) or the add won (then nothing was abandoned).
    if (abandoned.length === 1) expect(await eventsOf(c, 'cart.recovered')).toHaveLength(1);
    else expect(abandoned).toHaveLength(0);
    expect(stored).toMatchObject({ status: 'Active' });
    expect(stored.items[0].quantity).toBe(2);
  });

  it('CART_ABANDON_AFTER_SECONDS overrides the store window for carts written with it', async () => {
    const c = cartCall();
    await service(120).addItem(c, { productVariantId: variantId, quantity: 1 });
    expect((await storedCart(c)).gsi2sk).toBe(new Date(now.getTime() + 120_000).toISOString());
    advanceMinutes(3);
    await sweep().run();
    expect((await storedCart(c)).status).toBe('Abandoned');
  });
});

describe('DynamoDB round trips (after authentication)', () => {
  it('add item: 2 (one BatchGet of cart + variant, one TransactWrite); get cart: 1', async () => {
    countRequestsOf(table.db);
    const c = cartCall();
    await service().getCart(c);
    resetDynamoRequestCounts();
    await service().addItem(c, { productVariantId: variantId, quantity: 1 });
    expect(dynamoRequestCounts()).toEqual({ BatchGetItemCommand: 1, TransactWriteItemsCommand: 1 });
    resetDynamoRequestCounts();
    await service().addItem(c, { productVariantId: variantId, quantity: 1 }); // raise an existing line
    expect(dynamoRequestTotal()).toBe(2);
    resetDynamoRequestCounts();
    await service().getCart(c);
    expect(dynamoRequestCounts()).toEqual({ BatchGetItemCommand: 1 });
  });
});
