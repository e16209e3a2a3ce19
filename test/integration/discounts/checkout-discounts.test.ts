import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLI } from '../../../shared/audit/entries.ts';
import { createCartService } from '../../../shared/carts/service.ts';
import { dynamoCartRepository } from '../../../shared/carts/dynamo-cart-repository.ts';
import { createCheckoutCompletion } from '../../../shared/checkout/complete.ts';
import { dynamoCheckoutRepository } from '../../../shared/checkout/dynamo-checkout-repository.ts';
import { ApiError } from '../../../shared/errors.ts';
import { toApiError } from '../../../shared/http/responses.ts';
import { dynamoOrderRepository } from '../../../shared/orders/dynamo-order-repository.ts';
import { dynamoDiscountStore } from '../../../shared/promotions/dynamo-discounts.ts';
import { createDiscountAdmin } from '../../../shared/promotions/service.ts';
import { createDiscountSchema } from '../../../shared/promotions/schemas.ts';
import { dynamoStoreRepository } from '../../../shared/stores/dynamo-stores.ts';
import { createTestStore } from '../../support/commerce.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { outboxEvents } from '../../support/outbox.ts';
import { retryUnavailable } from '../../support/wait.ts';
import type { ChargeRequest, PaymentProvider } from '../../../shared/payments/ports.ts';
import { testPaymentProvider } from '../../../shared/payments/test-provider.ts';
import {
  address,
  call,
  complete,
  login,
  orderOf,
  startCheckout,
  syncProduct,
  variantStock,
  type TestStore,
} from '../orders/helpers.ts';

const table = useTestTable();

/** The test provider, counting every charge attempt. */
const countingProvider = () => {
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
let store: TestStore;
let tee = '';
let mug = '';

const admin = () => createDiscountAdmin({ discounts: dynamoDiscountStore(table.db, table.tableName) });
const newCode = (body: Record<string, unknown>) =>
  admin().create(
    CLI,
    store.storeId,
    'test',
    createDiscountSchema.parse({ type: 'percentage', value: 10, ...body }),
  );
const cartPath = () => `/api/v1/sdk/cart/store/${store.storeId}/discount`;
const apply = (token: string, code: string) =>
  call('POST', cartPath(), { key: store.keys.pk_test, token, body: { code } });
const uniqueCode = (prefix: string) => `${prefix}${randomUUID().slice(0, 8)}`;

/** A new store (its keys' request quotas unused) with a tee 20.00 (compare-at 25.00) and a mug 7.50. */
const freshStore = async () => {
  store = await createTestStore(table, {
    taxRate: 0.1,
    shipping: { flatRate: 5, freeShippingThreshold: 100 },
  });
  const synced = await syncProduct(store, [
    { price: 20, compareAtPrice: 25, sku: 'TEE', inventoryQuantity: 100 },
    { price: 7.5, sku: 'MUG', inventoryQuantity: 100 },
  ]);
  [tee, mug] = synced.variantIds as [string, string];
};

beforeAll(freshStore);

describe('a discount code on the cart', () => {
  it('applies case-insensitively, fills the item fields and discountTotal, and is removed', async () => {
    const code = uniqueCode('TENOFF');
    await newCode({ code, value: 10 });
    const shopper = await login(store);
    for (const [variant, quantity] of [
      [tee, 2],
      [mug, 1],
    ] as const) {
      await call('POST', `/api/v1/sdk/cart/store/${store.storeId}/item`, {
        key: store.keys.pk_test,
        token: shopper.token,
        body: { productVariantId: variant, quantity },
      });
    }
    const applied = await apply(shopper.token, code.toLowerCase());
    expect(applied.status).toBe(200);
    const cart = applied.body.data as {
      discountCode: string;
      discountTotal: number;
      subtotal: number;
      estimatedTax: number;
      estimatedShipping: number;
      estimatedTotal: number;
      items: Array<{
        productVariantId: string;
        hasDiscount: boolean;
        discountAmount: number;
        discountPercentage: number;
      }>;
    };
    // 47.50 of goods, 10 % off = 4.75 (4.00 on the tees, 0.75 on the mug); shipping 5; tax 10 % of 42.75.
    expect(cart).toMatchObject({
      discountCode: code,
      subtotal: 47.5,
      discountTotal: 4.75,
      estimatedShipping: 5,
      estimatedTax: 4.28,
      estimatedTotal: 52.03,
    });
    const teeLine = cart.items.find((item) => item.productVariantId === tee)!;
    // 2 x 5 compare-at saving + 4.00 of the code, against 50.00 originally.
    expect(teeLine).toMatchObject({ hasDiscount: true, discountAmount: 14, discountPercentage: 28 });
    const mugLine = cart.items.find((item) => item.productVariantId === mug)!;
    expect(mugLine).toMatchObject({ hasDiscount: true, discountAmount: 0.75, discountPercentage: 10 });

    const unknown = await apply(shopper.token, 'NOSUCHCODE');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errorCode: 'INVALID_DISCOUNT_CODE', reason: 'not_found' });

    const removed = await call('DELETE', cartPath(), { key: store.keys.pk_test, token: shopper.token });
    expect(removed.body.data).toMatchObject({ discountCode: null, discountTotal: 0, estimatedTotal: 57.25 });
  });

  it('each refusal says why: disabled, minimum not met, not applicable', async () => {
    const shopper = await login(store);
    await call('POST', `/api/v1/sdk/cart/store/${store.storeId}/item`, {
      key: store.keys.pk_test,
      token: shopper.token,
      body: { productVariantId: mug, quantity: 1 },
    });
    const disabled = uniqueCode('OFF');
    await newCode({ code: disabled, isEnabled: false });
    const minimum = uniqueCode('MIN');
    await newCode({ code: minimum, minimumSubtotal: 50 });
    const other = uniqueCode('OTHER');
    await newCode({ code: other, appliesTo: { productIds: [randomUUID()] } });
    for (const [code, reason] of [
      [disabled, 'disabled'],
      [minimum, 'minimum_not_met'],
      [other, 'not_applicable'],
    ] as const) {
      const refused = await apply(shopper.token, code);
      expect([refused.status, refused.body.errorCode, (refused.body as { reason?: string }).reason]).toEqual([
        400,
        'INVALID_DISCOUNT_CODE',
        reason,
      ]);
    }
  });
});

describe('a code disabled while it is being applied', () => {
  it('is not stored on the cart: the apply reads it again and is refused (disabled)', async () => {
    const code = uniqueCode('MIDWAY');
    const discount = await newCode({ code, value: 20 });
    const shopper = await login(store);
    await call('POST', `/api/v1/sdk/cart/store/${store.storeId}/item`, {
      key: store.keys.pk_test,
      token: shopper.token,
      body: { productVariantId: mug, quantity: 1 },
    });
    // The apply reads the code enabled; the owner disables it before the cart is written.
    const codes = dynamoDiscountStore(table.db, table.tableName);
    let disabled = false;
    const carts = createCartService({
      carts: dynamoCartRepository(table.db, table.tableName),
      discounts: {
        usesByCustomer: codes.usesByCustomer,
        findByCode: async (scope, name) => {
          const record = await codes.findByCode(scope, name);
          if (!disabled) {
            disabled = true;
            await admin().update(CLI, store.storeId, 'test', discount.discountId, { isEnabled: false });
          }
          return record;
        },
      },
    });
    const storeRecord = (await dynamoStoreRepository(table.db, table.tableName).get(store.storeId))!;
    const outcome = await carts
      .applyDiscount({ store: storeRecord, mode: 'test', customerId: shopper.customerId }, code)
      .catch((error: unknown) => error);
    expect(disabled).toBe(true);
    expect(outcome).toBeInstanceOf(ApiError);
    expect([(outcome as ApiError).errorCode, (outcome as ApiError).fields]).toEqual([
      'INVALID_DISCOUNT_CODE',
      { reason: 'disabled' },
    ]);
    const cart = await call('GET', `/api/v1/sdk/cart/${store.storeId}`, {
      key: store.keys.pk_test,
      token: shopper.token,
    });
    expect(cart.body.data).toMatchObject({ discountCode: null, discountTotal: 0 });
  });
});

describe('the code in the order', () => {
  const completion = (provider = countingProvider()) => ({
    ...provider,
    service: createCheckoutCompletion({
      orders: dynamoOrderRepository(table.db, table.tableName),
      checkouts: dynamoCheckoutRepository(table.db, table.tableName),
      discounts: dynamoDiscountStore(table.db, table.tableName),
      payments: () => provider.provider,
    }),
  });
  const checkoutWithCode = async (code: string) => {
    const shopper = await startCheckout(store, [{ variantId: tee, quantity: 1 }]);
    expect((await apply(shopper.customer.token, code)).status).toBe(200);
    // Applying the code dropped the checkout: start it again with the code.
    const started = await call('POST', `/api/v1/sdk/cart/store/${store.storeId}/checkout`, {
      key: store.keys.pk_test,
      token: shopper.customer.token,
    });
    expect(started.status).toBe(200);
    return { ...shopper, checkoutId: (started.body.data as { checkoutId: string }).checkoutId };
  };
  const body = () => ({ paymentToken: 'tok_visa', shippingAddress: address(), billingAddress: address() });

  it('20 checkouts racing for the last use: one order has it, the others are refused and charged nothing', async () => {
    await freshStore();
    const code = uniqueCode('LAST');
    const discount = await newCode({ code, usageLimit: 1 });
    // The shoppers get ready five at a time: only their completions race, and twenty set-ups at
    // once on a busy machine pushed calls past their time bound.
    const shoppers: Array<Awaited<ReturnType<typeof checkoutWithCode>>> = [];
    for (let i = 0; i < 20; i += 5)
      shoppers.push(...(await Promise.all(Array.from({ length: 5 }, () => checkoutWithCode(code)))));
    const stockBefore = await variantStock(table, store, tee);
    const { service, charges } = completion();
    const outcomes = await Promise.all(
      shoppers.map((s) => {
        // One key per shopper: a completion that met a slow DynamoDB (503), or its retry while the
        // first still held the key (409 in progress), is sent again with it, as a client would.
        const idempotencyKey = randomUUID();
        return retryUnavailable(
          () =>
            service
              .complete(
                {
                  storeId: store.storeId,
                  mode: 'test',
                  customerId: s.customer.customerId,
                  checkoutId: s.checkoutId,
                },
                body() as never,
                idempotencyKey,
              )
              .then(
                (value): PromiseSettledResult<unknown> => ({ status: 'fulfilled', value }),
                (reason: unknown): PromiseSettledResult<unknown> => ({ status: 'rejected', reason }),
              ),
          {
            again: (outcome) =>
              outcome.status === 'rejected' &&
              (toApiError(outcome.reason).status === 503 ||
                (outcome.reason instanceof ApiError && /still in progress/.test(outcome.reason.message))),
          },
        );
      }),
    );
    const placed = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(ApiError);
      expect((r.reason as ApiError).errorCode).toBe('INVALID_DISCOUNT_CODE');
      expect((r.reason as ApiError).fields).toEqual({ reason: 'usage_limit_reached' });
    }
    expect(charges).toHaveLength(1);
    expect(await variantStock(table, store, tee)).toBe(stockBefore - 1);
    expect(await admin().get(store.storeId, 'test', discount.discountId)).toMatchObject({
      timesUsed: 1,
      remainingUses: 0,
    });
  }, 120_000);

  it('order.created and the order view carry the code and its breakdown', async () => {
    await freshStore();
    const code = uniqueCode('SHOWN');
    await newCode({ code, value: 25 });
    const shopper = await checkoutWithCode(code);
    const result = await complete(store, shopper.customer.token, shopper.checkoutId, {
      idempotencyKey: randomUUID(),
    });
    expect(result.status).toBe(201);
    const order = orderOf(result);
    expect(order.discountCode).toBe(code);
    expect(order.totals).toMatchObject({
      subtotal: 20,
      discountTotal: 5,
      shippingTotal: 5,
      taxTotal: 1.5,
      totalAmount: 21.5,
    });
    expect(order.discount).toEqual({ code, amount: 5, items: [{ itemId: order.items[0]!.id, amount: 5 }] });
    const created = (await outboxEvents(table, store.storeId, 'order.created')).find(
      (event) =>
        event.type === 'order.created' && (event.data as { orderId?: string }).orderId === order.orderId,
    );
    expect(created?.data).toMatchObject({ discountCode: code, discount: { amount: 5 } });
    const started = (await outboxEvents(table, store.storeId, 'cart.checkout_started')).find(
      (event) => (event.data as { checkoutId?: string }).checkoutId === shopper.checkoutId,
    );
    expect(started?.data).toMatchObject({ totals: { discountTotal: 5, totalAmount: 21.5 } });
  });

  it('a disabled code is refused at once: applied again to the cart holding it, at checkout start and at completion (nothing charged)', async () => {
    await freshStore();
    const code = uniqueCode('PAUSE');
    const discount = await newCode({ code, value: 20 });
    const disable = (isEnabled: boolean) =>
      admin().update(CLI, store.storeId, 'test', discount.discountId, { isEnabled });
    const refusedDisabled = (result: { status: number; body: unknown }) =>
      expect([result.status, (result.body as { reason?: string }).reason]).toEqual([400, 'disabled']);

    // A checkout started with the code, then the owner disables it: completion refuses it.
    const shopper = await checkoutWithCode(code);
    await disable(false);
    const stockBefore = await variantStock(table, store, tee);
    refusedDisabled(
      await complete(store, shopper.customer.token, shopper.checkoutId, { idempotencyKey: randomUUID() }),
    );
    // The cart still holds it: applying it again, and starting a checkout, are refused too.
    refusedDisabled(await apply(shopper.customer.token, code));
    refusedDisabled(
      await call('POST', `/api/v1/sdk/cart/store/${store.storeId}/checkout`, {
        key: store.keys.pk_test,
        token: shopper.customer.token,
      }),
    );
    expect(await variantStock(table, store, tee)).toBe(stockBefore);
    expect(await admin().get(store.storeId, 'test', discount.discountId)).toMatchObject({ timesUsed: 0 });
  });

  it('a code disabled while completion is pricing the order is refused: no order, no charge, no use', async () => {
    await freshStore();
    const code = uniqueCode('RACE');
    const discount = await newCode({ code, value: 20 });
    const shopper = await checkoutWithCode(code);
    const stockBefore = await variantStock(table, store, tee);
    // Completion reads the code enabled; the owner disables it before the order's transaction.
    const discounts = dynamoDiscountStore(table.db, table.tableName);
    let disabled = false;
    const racing = countingProvider();
    const service = createCheckoutCompletion({
      orders: dynamoOrderRepository(table.db, table.tableName),
      checkouts: dynamoCheckoutRepository(table.db, table.tableName),
      discounts: {
        ...discounts,
        get: async (scope, discountId) => {
          const record = await discounts.get(scope, discountId);
          if (!disabled) {
            disabled = true;
            await admin().update(CLI, store.storeId, 'test', discountId, { isEnabled: false });
          }
          return record;
        },
      },
      payments: () => racing.provider,
    });
    const outcome = await service
      .complete(
        {
          storeId: store.storeId,
          mode: 'test',
          customerId: shopper.customer.customerId,
          checkoutId: shopper.checkoutId,
        },
        body() as never,
        randomUUID(),
      )
      .catch((error: unknown) => error);
    expect(disabled).toBe(true);
    expect(outcome).toBeInstanceOf(ApiError);
    expect([(outcome as ApiError).errorCode, (outcome as ApiError).fields]).toEqual([
      'INVALID_DISCOUNT_CODE',
      { reason: 'disabled' },
    ]);
    expect(racing.charges).toHaveLength(0);
    expect(await variantStock(table, store, tee)).toBe(stockBefore);
    expect(await admin().get(store.storeId, 'test', discount.discountId)).toMatchObject({ timesUsed: 0 });
  });

  it('a customer past usageLimitPerCustomer is refused when applying the code again', async () => {
    await freshStore();
    const code = uniqueCode('ONCE');
    await newCode({ code, usageLimitPerCustomer: 1 });
    const shopper = await checkoutWithCode(code);
    const paid = await complete(store, shopper.customer.token, shopper.checkoutId, {
      idempotencyKey: randomUUID(),
    });
    expect(paid.status).toBe(201);
    await call('POST', `/api/v1/sdk/cart/store/${store.storeId}/item`, {
      key: store.keys.pk_test,
      token: shopper.customer.token,
      body: { productVariantId: mug, quantity: 1 },
    });
    const again = await apply(shopper.customer.token, code);
    expect([again.status, (again.body as { reason?: string }).reason]).toEqual([400, 'usage_limit_reached']);
  });

  it('a declined payment makes no order and gives the code use back', async () => {
    await freshStore();
    const code = uniqueCode('BACK');
    const discount = await newCode({ code, usageLimit: 1 });
    const shopper = await checkoutWithCode(code);
    const declined = await complete(store, shopper.customer.token, shopper.checkoutId, {
      paymentToken: 'tok_chargeDeclined',
      idempotencyKey: randomUUID(),
    });
    expect(declined.status).toBe(402);
    expect(await admin().get(store.storeId, 'test', discount.discountId)).toMatchObject({ timesUsed: 0 });
    const paid = await complete(store, shopper.customer.token, shopper.checkoutId, {
      idempotencyKey: randomUUID(),
    });
    expect(paid.status).toBe(201);
    expect(orderOf(paid).discountCode).toBe(code);
    expect(await admin().get(store.storeId, 'test', discount.discountId)).toMatchObject({ timesUsed: 1 });
  });
});
