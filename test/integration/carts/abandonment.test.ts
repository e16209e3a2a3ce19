import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { recordCapacity, recordCapacityOf } from '../../../bench/capacity.ts';
import { activeCartShard } from '../../../shared/carts/dynamo-cart-repository.ts';
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
/** The cart's abandonment schedule (undefined: none). */
const storedSchedule = async (call: CartCall) =>
  (
    await table.db.send(
      new GetCommand({
        TableName: table.tableName,
        Key: keys.cartSweep(store.storeId, 'test', call.customerId),
        ConsistentRead: true,
      }),
    )
  ).Item;
const eventsOf = async (call: CartCall, type: string) =>
  (await outboxEvents(table, store.storeId, type)).filter((e) => e.customerId === call.customerId);

describe('abandonment sweep', () => {
  it('flips only carts idle past the store window, once, even with two sweeps at the same time', async () => {
    const idle = [cartCall(), cartCall(), cartCall(), cartCall()];
    for (const c of idle) await service().addItem(c, { productVariantId: variantId, quantity: 2 });
    const storedIdle = await storedCart(idle[0]!);
    const schedule = await storedSchedule(idle[0]!);
    expect(schedule).toMatchObject({ cartId: storedIdle.cartId, gsi2sk: '2025-05-01T09:30:00.000Z' });
    expect(schedule!.gsi2pk).toMatch(/^ACTIVE_CARTS#[0-7]$/);
    // The cart itself is on no index that copies it: only gsi5's keys (the admin list).
    expect(storedIdle).not.toHaveProperty('gsi1pk');
    expect(storedIdle).not.toHaveProperty('gsi2pk');
    expect(storedIdle.gsi5pk).toMatch(/#CARTS#Active$/);

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
      expect(stored.gsi5pk).toMatch(/#CARTS#Abandoned$/);
      expect(await storedSchedule(c)).toBeUndefined();
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
    expect(await sweep().run()).toMatchObject({ due: 0, abandoned: 0, skipped: 0 });

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
    expect((await storedSchedule(c))!.gsi2sk).toBe(new Date(now.getTime() + 30 * 60_000).toISOString());
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
    expect((await storedSchedule(c))!.gsi2sk).toBe(new Date(now.getTime() + 120_000).toISOString());
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

/** The items a TransactWrite sent by `fn` puts (a middleware on the test's client, removed after). */
class TransactPutSpy {
  private readonly written: Array<Record<string, unknown>>;
  constructor(written: Array<Record<string, unknown>>) {
    this.written = written;
  }
  async around<T>(fn: () => Promise<T>): Promise<T> {
    const name = 'transactItemsSpy';
    table.db.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'TransactWriteItemsCommand') {
          const input = args.input as { TransactItems: Array<{ Put?: { Item: Record<string, unknown> } }> };
          for (const entry of input.TransactItems) if (entry.Put) this.written.push(entry.Put.Item);
        }
        return next(args);
      },
      { step: 'initialize', name },
    );
    try {
      return await fn();
    } finally {
      table.db.middlewareStack.remove(name);
    }
  }
}

describe('what an add writes', () => {
  it('no index copy: an add to an existing cart writes the cart (keys only on gsi5, unchanged) and its event', async () => {
    recordCapacityOf(table.db);
    const c = cartCall();
    await service().addItem(c, { productVariantId: variantId, quantity: 1 });
    const schedule = await storedSchedule(c);
    const before = await storedCart(c);
    advanceMinutes(1);
    const written: Array<Record<string, unknown>> = [];
    const spy = new TransactPutSpy(written);
    const { capacity } = await recordCapacity(() =>
      spy.around(() => service().addItem(c, { productVariantId: variantId, quantity: 1 })),
    );
    expect(capacity.requests).toBe(2);
    // The only index copies written are the event's: the admin event log on gsi1 and gsi2, and its
    // keys-only copy under the customer on gsi5 that erasure finds it by (docs/decisions.md §3.16):
    // one small item, which DynamoDB Local reports as 4 units inside a transaction. The cart's own
    // gsi5 keys do not move.
    expect(capacity.indexWrites.gsi5 ?? 0).toBeLessThanOrEqual(4);
    expect(written.map((item) => item.entity)).toEqual(['Cart', 'OutboxEvent']);
    expect(written[1]).toHaveProperty('gsi5pk');
    expect([written[0]!.gsi5pk, written[0]!.gsi5sk]).toEqual([before.gsi5pk, before.gsi5sk]);
    expect(written[0]).not.toHaveProperty('gsi1pk');
    expect(written[0]).not.toHaveProperty('gsi2pk');
    // The schedule stayed where the cart's creation set it; the cart holds its real due time.
    expect(await storedSchedule(c)).toEqual(schedule);
    expect((await storedCart(c)).abandonDueAt).toBe(new Date(now.getTime() + 30 * 60_000).toISOString());
  });

  it("the sweep moves a changed cart's schedule to its due time and flips it then, not before", async () => {
    const c = cartCall();
    await service().addItem(c, { productVariantId: variantId, quantity: 1 });
    advanceMinutes(20);
    await service().addItem(c, { productVariantId: variantId, quantity: 1 });
    const due = (await storedCart(c)).abandonDueAt as string;
    advanceMinutes(11); // past the first due time, 19 minutes before the real one
    await sweep().run();
    expect((await storedCart(c)).status).toBe('Active');
    expect((await storedSchedule(c))!.gsi2sk).toBe(due);
    advanceMinutes(19);
    await sweep().run();
    expect(await storedCart(c)).toMatchObject({ status: 'Abandoned', abandonedAt: due });
  });

  it('a cart stored before schedules (on gsi1 and gsi2 itself) is flipped by the sweep, or scheduled by its next write', async () => {
    const oldShape = async (c: CartCall) => {
      await service().addItem(c, { productVariantId: variantId, quantity: 1 });
      const { gsi5pk: _pk, gsi5sk: _sk, sweepScheduled: _s, ...cart } = await storedCart(c);
      await table.db.send(
        new PutCommand({
          TableName: table.tableName,
          Item: {
            ...cart,
            gsi1pk: keys.cartsByStatus(store.storeId, 'test', 'Active'),
            gsi1sk: `${cart.updatedAt}#${c.customerId}`,
            gsi2pk: keys.activeCartShard(activeCartShard(cart.cartId as string)),
            gsi2sk: cart.abandonDueAt,
          },
        }),
      );
      await table.db.send(
        new DeleteCommand({
          TableName: table.tableName,
          Key: keys.cartSweep(store.storeId, 'test', c.customerId),
        }),
      );
    };
    const idle = cartCall();
    const touched = cartCall();
    await oldShape(idle);
    await oldShape(touched);
    advanceMinutes(10);
    await service().addItem(touched, { productVariantId: variantId, quantity: 1 });
    const rewritten = await storedCart(touched);
    expect(rewritten).not.toHaveProperty('gsi2pk');
    expect((await storedSchedule(touched))!.gsi2sk).toBe(rewritten.abandonDueAt);

    advanceMinutes(21); // idle is due (old shape); touched is due at +40
    await sweep().run();
    expect(await storedCart(idle)).toMatchObject({ status: 'Abandoned' });
    expect(await storedCart(idle)).not.toHaveProperty('gsi2pk');
    expect((await storedCart(idle)).gsi5pk).toMatch(/#CARTS#Abandoned$/);
    expect((await storedCart(touched)).status).toBe('Active');
    advanceMinutes(10);
    await sweep().run();
    expect((await storedCart(touched)).status).toBe('Abandoned');
  });
});
