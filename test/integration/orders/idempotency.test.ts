import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamoIdempotencyStore } from '../../../shared/idempotency/dynamo-idempotency.ts';
import { createIdempotencyRunner, REPLAY_HEADER } from '../../../shared/idempotency/run.ts';
import { createCheckoutCompletion } from '../../../shared/checkout/complete.ts';
import { dynamoCheckoutRepository } from '../../../shared/checkout/dynamo-checkout-repository.ts';
import { dynamoOrderRepository } from '../../../shared/orders/dynamo-order-repository.ts';
import { dynamoDiscountStore } from '../../../shared/promotions/dynamo-discounts.ts';
import { completeCheckoutSchema } from '../../../shared/checkout/schemas.ts';
import type { ChargeRequest, PaymentProvider } from '../../../shared/payments/ports.ts';
import { testPaymentProvider } from '../../../shared/payments/test-provider.ts';
import { createTestStore } from '../../support/commerce.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { outboxEvents } from '../../support/outbox.ts';
import {
  address,
  complete,
  createOrder,
  getOrder,
  login,
  orderOf,
  startCheckout,
  syncProduct,
  variantStock,
  type TestStore,
} from './helpers.ts';

const table = useTestTable();

let store: TestStore;
let variant: string; // 100 in stock
let customerId: string;

beforeAll(async () => {
  store = await createTestStore(table);
  [variant] = (await syncProduct(store, [{ price: 4, inventoryQuantity: 100 }])).variantIds as [string];
  customerId = (await login(store)).customerId;
});

const errorOf = (result: { status: number; body: { errorCode?: string } }) => [
  result.status,
  result.body.errorCode,
];
const createdEvents = async () => (await outboxEvents(table, store.storeId, 'order.created')).length;

describe('Idempotency-Key on POST /api/v1/orders', () => {
  it('replays the first answer for the same key and body, without a second order', async () => {
    const key = randomUUID();
    const [events, stock] = [await createdEvents(), await variantStock(table, store, variant)];
    const first = await createOrder(store, customerId, [{ productVariantId: variant, quantity: 1 }], {
      idempotencyKey: key,
    });
    const again = await createOrder(store, customerId, [{ productVariantId: variant, quantity: 1 }], {
      idempotencyKey: key,
    });
    expect(first.status).toBe(201);
    expect(first.headers[REPLAY_HEADER]).toBeUndefined();
    expect(again.status).toBe(201);
    expect(again.headers[REPLAY_HEADER]).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await createdEvents()).toBe(events + 1);
    expect(await variantStock(table, store, variant)).toBe(stock - 1);
  });

  it('treats the same JSON in another key order as the same body', async () => {
    const key = randomUUID();
    const first = await createOrder(store, customerId, [{ productVariantId: variant, quantity: 1 }], {
      idempotencyKey: key,
    });
    const reordered = await createOrder(
      store,
      customerId,
      [{ quantity: 1, productVariantId: variant } as never],
      {
        idempotencyKey: key,
      },
    );
    expect(orderOf(reordered).orderId).toBe(orderOf(first).orderId);
  });

  it('answers 409 IDEMPOTENCY_KEY_REUSED for the same key with another body', async () => {
    const key = randomUUID();
    await createOrder(store, customerId, [{ productVariantId: variant, quantity: 1 }], {
      idempotencyKey: key,
    });
    const other = await createOrder(store, customerId, [{ productVariantId: variant, quantity: 2 }], {
      idempotencyKey: key,
    });
    expect(errorOf(other)).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
  });

  it('creates one order for concurrent duplicates; the others replay it or are told to retry', async () => {
    const key = randomUUID();
    const events = await createdEvents();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        createOrder(store, customerId, [{ productVariantId: variant, quantity: 1 }], { idempotencyKey: key }),
      ),
    );
    const created = results.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => orderOf(r).orderId)).size).toBe(1);
    for (const r of results.filter((r) => r.status !== 201)) expect(errorOf(r)).toEqual([409, 'CONFLICT']);
    expect(await createdEvents()).toBe(events + 1);
    const replay = await createOrder(store, customerId, [{ productVariantId: variant, quantity: 1 }], {
      idempotencyKey: key,
    });
    expect(orderOf(replay).orderId).toBe(orderOf(created[0]!).orderId);
  });

  it('replays a deterministic error too', async () => {
    const key = randomUUID();
    const first = await createOrder(store, customerId, [{ productVariantId: variant, quantity: 999 }], {
      idempotencyKey: key,
    });
    expect(errorOf(first)).toEqual([409, 'INSUFFICIENT_INVENTORY']);
    const again = await createOrder(store, customerId, [{ productVariantId: variant, quantity: 999 }], {
      idempotencyKey: key,
    });
    expect(again.body).toEqual(first.body);
    expect(again.headers[REPLAY_HEADER]).toBe('true');
  });

  it('scopes keys per store and mode', async () => {
    const key = randomUUID();
    const otherStore = await createTestStore(table);
    const [otherVariant] = (await syncProduct(otherStore, [{ price: 1 }])).variantIds as [string];
    const otherCustomer = (await login(otherStore)).customerId;
    const a = await createOrder(store, customerId, [{ productVariantId: variant, quantity: 1 }], {
      idempotencyKey: key,
    });
    const b = await createOrder(
      otherStore,
      otherCustomer,
      [{ productVariantId: otherVariant, quantity: 1 }],
      {
        idempotencyKey: key,
      },
    );
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(orderOf(a).orderId).not.toBe(orderOf(b).orderId);
  });

  it.each([
    ['longer than 255 characters', 'x'.repeat(256)],
    ['with a space', 'has space'],
    ['with non-ASCII characters', 'naïve'],
    ['empty', ''],
  ])('refuses a key %s with 400 INVALID_REQUEST', async (_label, key) => {
    const result = await createOrder(store, customerId, [{ productVariantId: variant, quantity: 1 }], {
      idempotencyKey: key,
    });
    expect(errorOf(result)).toEqual([400, 'INVALID_REQUEST']);
  });
});

describe('Idempotency-Key on checkout completion', () => {
  it('replays the order, and never lets a key of one customer touch another customer', async () => {
    const key = 'same-key-for-both';
    const a = await startCheckout(store, [{ variantId: variant, quantity: 1 }]);
    const b = await startCheckout(store, [{ variantId: variant, quantity: 1 }]);
    const first = await complete(store, a.customer.token, a.checkoutId, { idempotencyKey: key });
    const replay = await complete(store, a.customer.token, a.checkoutId, { idempotencyKey: key });
    expect(first.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers[REPLAY_HEADER]).toBe('true');
    const other = await complete(store, b.customer.token, b.checkoutId, { idempotencyKey: key });
    expect(other.status).toBe(201);
    expect(orderOf(other).orderId).not.toBe(orderOf(first).orderId);
  });

  it('concurrent duplicates place one order', async () => {
    const key = randomUUID();
    const { customer, checkoutId } = await startCheckout(store, [{ variantId: variant, quantity: 1 }]);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => complete(store, customer.token, checkoutId, { idempotencyKey: key })),
    );
    const created = results.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => orderOf(r).orderId)).size).toBe(1);
    for (const r of results.filter((r) => r.status !== 201)) expect(errorOf(r)).toEqual([409, 'CONFLICT']);
    const events = (await outboxEvents(table, store.storeId, 'order.created')).filter(
      (e) => e.data.checkoutId === checkoutId,
    );
    expect(events).toHaveLength(1);
  });

  it('replays a decline; a new key with another card then pays', async () => {
    const { customer, checkoutId } = await startCheckout(store, [{ variantId: variant, quantity: 1 }]);
    const key = randomUUID();
    const declined = await complete(store, customer.token, checkoutId, {
      idempotencyKey: key,
      paymentToken: 'tok_chargeDeclined',
    });
    expect(errorOf(declined)).toEqual([402, 'PAYMENT_DECLINED']);
    const again = await complete(store, customer.token, checkoutId, {
      idempotencyKey: key,
      paymentToken: 'tok_chargeDeclined',
    });
    expect(again.body).toEqual(declined.body);
    expect(again.headers[REPLAY_HEADER]).toBe('true');
    expect(errorOf(await complete(store, customer.token, checkoutId, { idempotencyKey: key }))).toEqual([
      409,
      'IDEMPOTENCY_KEY_REUSED',
    ]);
    expect((await complete(store, customer.token, checkoutId, { idempotencyKey: randomUUID() })).status).toBe(
      201,
    );
  });
});

describe('a completion that died after reserving', () => {
  /** Fails the first charge with an unknown outcome (a timeout), then behaves. */
  const flakyProvider = () => {
    const charges: ChargeRequest[] = [];
    const inner = testPaymentProvider();
    const provider: PaymentProvider = {
      ...inner,
      charge: async (request) => {
        charges.push(request);
        if (charges.length === 1) throw new Error('socket hang up');
        return inner.charge(request);
      },
    };
    return { provider, charges };
  };

  const setup = async () => {
    const { provider, charges } = flakyProvider();
    let now = Date.now();
    const clock = { now: () => new Date(now) };
    const completion = createCheckoutCompletion({
      orders: dynamoOrderRepository(table.db, table.tableName),
      checkouts: dynamoCheckoutRepository(table.db, table.tableName),
      discounts: dynamoDiscountStore(table.db, table.tableName),
      payments: () => provider,
      clock,
    });
    const runner = createIdempotencyRunner(dynamoIdempotencyStore(table.db, table.tableName), clock);
    const { customer, checkoutId } = await startCheckout(store, [{ variantId: variant, quantity: 1 }]);
    const call = {
      storeId: store.storeId,
      mode: 'test' as const,
      customerId: customer.customerId,
      checkoutId,
    };
    const input = completeCheckoutSchema.parse({
      paymentToken: 'tok_visa',
      shippingAddress: address(),
      billingAddress: address(),
    });
    const completeWith = (key: string | undefined) =>
      runner({
        scope: { storeId: store.storeId, mode: 'test', principal: `customer#${customer.customerId}` },
        key,
        request: { checkoutId, input },
        run: async (orderId) => ({ status: 201, data: await completion.complete(call, input, orderId) }),
      });
    return { completeWith, charges, advance: (ms: number) => (now += ms) };
  };

  it('is resumed by a retry with the same Idempotency-Key: one order, the same provider idempotency key', async () => {
    const { completeWith, charges } = await setup();
    const stock = await variantStock(table, store, variant);
    await expect(completeWith('retry-me')).rejects.toThrow('socket hang up');
    expect(await variantStock(table, store, variant)).toBe(stock - 1); // still reserved
    // Another attempt without the key while the first is presumed alive: in progress.
    await expect(completeWith(undefined)).rejects.toMatchObject({ errorCode: 'CONFLICT' });
    const resumed = await completeWith('retry-me');
    const order = resumed.data as { orderId: string; orderStatus: string };
    expect(order.orderStatus).toBe('Confirmed');
    expect(charges.map((c) => c.idempotencyKey)).toEqual([order.orderId, order.orderId]);
    expect(await variantStock(table, store, variant)).toBe(stock - 1);
    expect(orderOf(await getOrder(store, order.orderId)).orderStatus).toBe('Confirmed');
  });

  it('is resumed by any completion once its lease has run out', async () => {
    const { completeWith, charges, advance } = await setup();
    await expect(completeWith(undefined)).rejects.toThrow('socket hang up');
    advance(31_000);
    const resumed = (await completeWith(undefined)).data as { orderId: string; orderStatus: string };
    expect(resumed.orderStatus).toBe('Confirmed');
    expect(charges[1]!.idempotencyKey).toBe(charges[0]!.idempotencyKey);
    expect(charges[0]!.idempotencyKey).toBe(resumed.orderId);
  });
});
