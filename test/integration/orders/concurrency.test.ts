import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutCompletion } from '../../../shared/checkout/complete.ts';
import { dynamoCheckoutRepository } from '../../../shared/checkout/dynamo-checkout-repository.ts';
import { dynamoOrderRepository } from '../../../shared/orders/dynamo-order-repository.ts';
import { dynamoDiscountStore } from '../../../shared/promotions/dynamo-discounts.ts';
import { createOrderSchema } from '../../../shared/orders/schemas.ts';
import { createOrderService } from '../../../shared/orders/service.ts';
import type { ChargeRequest, PaymentProvider } from '../../../shared/payments/ports.ts';
import { testPaymentProvider } from '../../../shared/payments/test-provider.ts';
import { ApiError } from '../../../shared/errors.ts';
import { createTestStore } from '../../support/commerce.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { outboxEvents } from '../../support/outbox.ts';
import {
  address,
  cancel,
  createOrder,
  createPaidOrder,
  login,
  orderBody,
  orderOf,
  startCheckout,
  syncProduct,
  variantStock,
  type TestStore,
} from './helpers.ts';
import { sleep } from '../../support/wait.ts';

const table = useTestTable();

/** The test provider, counting every charge attempt. */
export const countingProvider = () => {
  const charges: ChargeRequest[] = [];
  const inner = testPaymentProvider();
  const provider: PaymentProvider = {
    ...inner,
    charge: async (request) => {
      charges.push(request);
      return inner.charge(request);
    },
  };
  return { provider, charges };
};

describe('order numbers under concurrency', () => {
  it('25 concurrent creations get 25 distinct consecutive numbers from 1001', async () => {
    const store = await createTestStore(table);
    const [variant] = (await syncProduct(store, [{ price: 1, inventoryQuantity: 1000 }])).variantIds as [
      string,
    ];
    const { customerId } = await login(store);
    // As a client does: a 503 (on a busy machine the counter's contention can outlast the
    // service's own retries) is sent again with the same Idempotency-Key, which never makes a
    // second order.
    const createAnswered = async () => {
      const idempotencyKey = randomUUID();
      for (let attempt = 1; ; attempt++) {
        const response = await createOrder(store, customerId, [{ productVariantId: variant, quantity: 1 }], {
          idempotencyKey,
        });
        if (response.status !== 503 || attempt === 10) return response;
        await sleep(200 * attempt);
      }
    };
    const results = await Promise.all(Array.from({ length: 25 }, createAnswered));
    expect(results.map((r) => r.status)).toEqual(Array(25).fill(201));
    const numbers = results.map((r) => Number(orderOf(r).orderNumber)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 25 }, (_, i) => 1001 + i));
    expect(await variantStock(table, store, variant)).toBe(975);
    expect(await outboxEvents(table, store.storeId, 'order.created')).toHaveLength(25);
  }, 120_000);

  it('stay gapless when several processes (each with its own queue) race on the counter', async () => {
    const store = await createTestStore(table);
    const [variant] = (await syncProduct(store, [{ price: 1, inventoryQuantity: 1000 }])).variantIds as [
      string,
    ];
    const { customerId } = await login(store);
    // Four services = four Lambda containers: only the counter's condition keeps them apart.
    const containers = Array.from({ length: 4 }, () =>
      createOrderService({
        orders: dynamoOrderRepository(table.db, table.tableName),
        scheduleRefund: async () => undefined,
        refundDelaySeconds: 1,
      }),
    );
    const body = orderBody(customerId, [{ productVariantId: variant, quantity: 1 }]);
    const input = createOrderSchema.parse(body);
    const orders = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        containers[i % 4]!.create({ storeId: store.storeId, mode: 'test' }, input, randomUUID()),
      ),
    );
    expect(orders.map((o) => Number(o.orderNumber)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => 1001 + i),
    );
    expect(await variantStock(table, store, variant)).toBe(980);
  }, 120_000);

  it('numbers are per (store, mode)', async () => {
    const [a, b] = [await createTestStore(table), await createTestStore(table)];
    for (const store of [a, b]) {
      const [variant] = (await syncProduct(store, [{ price: 1 }])).variantIds as [string];
      const { customerId } = await login(store);
      expect(
        orderOf(await createOrder(store, customerId, [{ productVariantId: variant, quantity: 1 }]))
          .orderNumber,
      ).toBe('1001');
    }
  });
});

describe('racing for the last unit', () => {
  let store: TestStore;
  let variant: string;
  beforeAll(async () => {
    store = await createTestStore(table);
    [variant] = (await syncProduct(store, [{ price: 9.99, inventoryQuantity: 1 }])).variantIds as [string];
  });

  it('two customers completing checkout at once: exactly one order, exactly one charge', async () => {
    const { provider, charges } = countingProvider();
    const completion = createCheckoutCompletion({
      orders: dynamoOrderRepository(table.db, table.tableName),
      checkouts: dynamoCheckoutRepository(table.db, table.tableName),
      discounts: dynamoDiscountStore(table.db, table.tableName),
      payments: () => provider,
    });
    const shoppers = await Promise.all([
      startCheckout(store, [{ variantId: variant, quantity: 1 }]),
      startCheckout(store, [{ variantId: variant, quantity: 1 }]),
    ]);
    const body = { paymentToken: 'tok_visa', shippingAddress: address(), billingAddress: address() };
    const outcomes = await Promise.allSettled(
      shoppers.map((s, i) =>
        completion.complete(
          {
            storeId: store.storeId,
            mode: 'test',
            customerId: s.customer.customerId,
            checkoutId: s.checkoutId,
          },
          { ...body, shippingAddress: address(), billingAddress: address() } as never,
          `0000000${i}-0000-4000-8000-000000000000`,
        ),
      ),
    );
    const fulfilled = outcomes.filter((o) => o.status === 'fulfilled');
    const rejected = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.reason).toBeInstanceOf(ApiError);
    expect((rejected[0]!.reason as ApiError).errorCode).toBe('INSUFFICIENT_INVENTORY');
    expect(charges).toHaveLength(1);
    expect(await variantStock(table, store, variant)).toBe(0);
  });

  it('two server-side creations at once: exactly one order', async () => {
    const [solo] = (
      await syncProduct(store, [{ price: 9.99, inventoryQuantity: 1, externalVariantId: 'solo' }], {
        externalId: 'solo-product',
      })
    ).variantIds as [string];
    const [x, y] = await Promise.all([login(store), login(store)]);
    const results = await Promise.all(
      [x, y].map((c) => createOrder(store, c.customerId, [{ productVariantId: solo, quantity: 1 }])),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.errorCode).toBe('INSUFFICIENT_INVENTORY');
    expect(await variantStock(table, store, solo)).toBe(0);
  });
});

describe('cancellation under concurrency', () => {
  it('restores the stock exactly once when the same order is cancelled several times at once', async () => {
    const store = await createTestStore(table);
    const [a, b] = (
      await syncProduct(store, [
        { price: 5, inventoryQuantity: 20 },
        { price: 3, inventoryQuantity: 20 },
      ])
    ).variantIds as [string, string];
    const { customerId } = await login(store);
    const order = await createPaidOrder(store, customerId, [
      { productVariantId: a, quantity: 4 },
      { productVariantId: b, quantity: 2 },
      { productVariantId: a, quantity: 1 },
    ]);
    expect([await variantStock(table, store, a), await variantStock(table, store, b)]).toEqual([15, 18]);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => cancel(store, order.orderId, { refundAmount: 1 })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
    expect(
      results.filter((r) => r.status === 400).every((r) => r.body.errorCode === 'INVALID_CANCELLATION'),
    ).toBe(true);
    expect([await variantStock(table, store, a), await variantStock(table, store, b)]).toEqual([20, 20]);
    expect(await outboxEvents(table, store.storeId, 'order.cancelled')).toHaveLength(1);
  });
});
