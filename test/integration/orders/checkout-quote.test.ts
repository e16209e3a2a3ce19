import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLI } from '../../../shared/audit/entries.ts';
import { createCheckoutCompletion } from '../../../shared/checkout/complete.ts';
import { dynamoCheckoutRepository } from '../../../shared/checkout/dynamo-checkout-repository.ts';
import { completeCheckoutSchema } from '../../../shared/checkout/schemas.ts';
import { ApiError } from '../../../shared/errors.ts';
import { dynamoOrderRepository } from '../../../shared/orders/dynamo-order-repository.ts';
import type { ChargeRequest, PaymentProvider } from '../../../shared/payments/ports.ts';
import { testPaymentProvider } from '../../../shared/payments/test-provider.ts';
import { dynamoDiscountStore } from '../../../shared/promotions/dynamo-discounts.ts';
import { createDiscountSchema } from '../../../shared/promotions/schemas.ts';
import { createDiscountAdmin } from '../../../shared/promotions/service.ts';
import { createTestStore } from '../../support/commerce.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { REGIONAL_SETTINGS } from '../../support/regional-settings.ts';
import {
  address,
  call,
  complete,
  orderOf,
  startCheckout,
  syncProduct,
  variantStock,
  type TestStore,
} from './helpers.ts';

/**
 * The checkout quote and the total it promises (docs/decisions.md §12.12): the quote prices the
 * checkout as completion charges it; completion refuses a total it would not charge (409
 * TOTAL_CHANGED, nothing reserved or charged) and a code the store no longer honours.
 */
const table = useTestTable();

let store: TestStore;
let tee = '';

const california = () =>
  address({ countryIsoCode: 'US', country: 'United States', province: 'CA', postalCode: '94103' });

beforeAll(async () => {
  store = await createTestStore(table, { currency: 'USD', ...REGIONAL_SETTINGS });
  const synced = await syncProduct(store, [{ price: 19.99, sku: 'TEE', inventoryQuantity: 100 }]);
  [tee] = synced.variantIds as [string];
});

const discounts = () => createDiscountAdmin({ discounts: dynamoDiscountStore(table.db, table.tableName) });
const quote = (token: string, checkoutId: string, body: Record<string, unknown>) =>
  call('POST', `/api/v1/sdk/checkout/store/${store.storeId}/${checkoutId}/quote`, {
    key: store.keys.pk_test,
    token,
    body,
  });
const paymentBody = (extra: Record<string, unknown> = {}) => ({
  paymentToken: 'tok_visa',
  shippingAddress: california(),
  billingAddress: california(),
  ...extra,
});

/** Completion on the table with the test provider, counting every charge. */
const counted = () => {
  const charges: ChargeRequest[] = [];
  const inner = testPaymentProvider();
  const provider: PaymentProvider = {
    ...inner,
    charge: async (request) => {
      charges.push(request);
      return inner.charge(request);
    },
  };
  const service = createCheckoutCompletion({
    orders: dynamoOrderRepository(table.db, table.tableName),
    checkouts: dynamoCheckoutRepository(table.db, table.tableName),
    payments: () => provider,
    discounts: dynamoDiscountStore(table.db, table.tableName),
  });
  return { service, charges };
};
const lastOrderNumber = () =>
  dynamoOrderRepository(table.db, table.tableName).readLastOrderNumber({
    storeId: store.storeId,
    mode: 'test',
  });
const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

/** A shopper whose cart holds `code` (when given) and whose checkout is started with it. */
const checkoutWith = async (quantity: number, code?: string) => {
  const shopper = await startCheckout(store, [{ variantId: tee, quantity }]);
  if (!code) return shopper;
  const applied = await call('POST', `/api/v1/sdk/cart/store/${store.storeId}/discount`, {
    key: store.keys.pk_test,
    token: shopper.customer.token,
    body: { code },
  });
  expect(applied.status).toBe(200);
  const started = await call('POST', `/api/v1/sdk/cart/store/${store.storeId}/checkout`, {
    key: store.keys.pk_test,
    token: shopper.customer.token,
  });
  expect(started.status).toBe(200);
  return { ...shopper, checkoutId: (started.body.data as { checkoutId: string }).checkoutId };
};

describe('POST .../checkout/store/{storeId}/{checkoutId}/quote', () => {
  it('prices the address and option, names the cheapest when none is chosen, and completion charges exactly that', async () => {
    const code = `TEN${randomUUID().slice(0, 6)}`;
    await discounts().create(
      CLI,
      store.storeId,
      'test',
      createDiscountSchema.parse({ code, type: 'percentage', value: 10 }),
    );
    const shopper = await checkoutWith(3, code);
    const token = shopper.customer.token;

    const cheapest = await quote(token, shopper.checkoutId, { shippingAddress: california() });
    expect(cheapest.status).toBe(200);
    // 3 x 19.99 = 59.97, 10 % off = 6.00 (half-even of 5.997), tax 7.25 % of 53.97 = 3.91, Standard 5.99.
    expect(cheapest.body.data).toMatchObject({
      checkoutId: shopper.checkoutId,
      currency: 'USD',
      shippingOptionId: 'standard',
      discountCode: code,
      totals: { subtotal: 59.97, discountTotal: 6, shippingTotal: 5.99, taxTotal: 3.91, totalAmount: 63.87 },
      items: [{ quantity: 3, unitPrice: 19.99, totalPrice: 59.97, discountAmount: 6, taxAmount: 3.91 }],
    });

    const express = await quote(token, shopper.checkoutId, {
      shippingAddress: california(),
      shippingOptionId: 'express',
    });
    const totals = (express.body.data as { totals: { totalAmount: number } }).totals;
    expect(totals.totalAmount).toBe(72.87);

    for (const [body, errorCode] of [
      [{ shippingAddress: california(), shippingOptionId: 'royal-mail' }, 'INVALID_SHIPPING_OPTION'],
      [{ shippingAddress: address({ countryIsoCode: 'JP', country: 'Japan' }) }, 'SHIPPING_NOT_AVAILABLE'],
    ] as const) {
      const refused = await quote(token, shopper.checkoutId, body);
      expect([refused.status, refused.body.errorCode]).toEqual([400, errorCode]);
    }
    const stranger = await startCheckout(store, [{ variantId: tee, quantity: 1 }]);
    const notTheirs = await quote(stranger.customer.token, shopper.checkoutId, {
      shippingAddress: california(),
    });
    expect(notTheirs.status).toBe(404);

    const paid = await complete(store, token, shopper.checkoutId, {
      idempotencyKey: randomUUID(),
      body: paymentBody({ shippingOptionId: 'express', expectedTotalAmount: totals.totalAmount }),
    });
    expect(paid.status).toBe(201);
    expect(orderOf(paid).totals).toEqual((express.body.data as { totals: unknown }).totals);
    // The checkout is paid: it is no longer quoted.
    expect((await quote(token, shopper.checkoutId, { shippingAddress: california() })).status).toBe(409);
  });
});

describe('completion with expectedTotalAmount', () => {
  it('another total: 409 TOTAL_CHANGED with the new totals, nothing charged, no order; then it completes with that total', async () => {
    const shopper = await checkoutWith(2);
    const shown = await quote(shopper.customer.token, shopper.checkoutId, { shippingAddress: california() });
    const standard = (shown.body.data as { totals: { totalAmount: number } }).totals.totalAmount;

    // Over HTTP: the error body carries the totals completion would charge (Express, not the Standard shown).
    const key = randomUUID();
    const attempt = () =>
      complete(store, shopper.customer.token, shopper.checkoutId, {
        idempotencyKey: key,
        body: paymentBody({ shippingOptionId: 'express', expectedTotalAmount: standard }),
      });
    const changed = await attempt();
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({
      errorCode: 'TOTAL_CHANGED',
      totals: { subtotal: 39.98, shippingTotal: 14.99, taxTotal: 2.9, discountTotal: 0, totalAmount: 57.87 },
    });
    // Not a stored answer: the same request priced again, with its totals, not replayed without them.
    const again = await attempt();
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.body).toMatchObject({ errorCode: 'TOTAL_CHANGED', totals: { totalAmount: 57.87 } });

    const { service, charges } = counted();
    const numberBefore = await lastOrderNumber();
    const stockBefore = await variantStock(table, store, tee);
    const call_ = {
      storeId: store.storeId,
      mode: 'test' as const,
      customerId: shopper.customer.customerId,
      checkoutId: shopper.checkoutId,
    };
    const body = (expectedTotalAmount: number) =>
      completeCheckoutSchema.parse(paymentBody({ shippingOptionId: 'express', expectedTotalAmount }));
    const error = await refusal(service.complete(call_, body(standard), randomUUID()));
    expect(error.errorCode).toBe('TOTAL_CHANGED');
    expect(error.fields).toEqual({
      totals: { subtotal: 39.98, discountTotal: 0, shippingTotal: 14.99, taxTotal: 2.9, totalAmount: 57.87 },
    });
    // A cent off is another total too.
    expect((await refusal(service.complete(call_, body(57.86), randomUUID()))).errorCode).toBe(
      'TOTAL_CHANGED',
    );
    expect(charges).toEqual([]);
    expect(await lastOrderNumber()).toBe(numberBefore);
    expect(await variantStock(table, store, tee)).toBe(stockBefore);

    const order = await service.complete(call_, body(57.87), randomUUID());
    expect(order.totals.totalAmountMinor).toBe(5787);
    expect(charges.map((charge) => charge.amountMinor)).toEqual([5787]);
  });

  it('a code the store changed since the quote: the new amount is a changed total', async () => {
    const code = `CHG${randomUUID().slice(0, 6)}`;
    const created = await discounts().create(
      CLI,
      store.storeId,
      'test',
      createDiscountSchema.parse({ code, type: 'percentage', value: 10 }),
    );
    const shopper = await checkoutWith(1, code);
    const shown = await quote(shopper.customer.token, shopper.checkoutId, { shippingAddress: california() });
    const before = (shown.body.data as { totals: { totalAmount: number } }).totals.totalAmount;
    await discounts().update(CLI, store.storeId, 'test', created.discountId, { value: 50 });
    const changed = await complete(store, shopper.customer.token, shopper.checkoutId, {
      idempotencyKey: randomUUID(),
      body: paymentBody({ shippingOptionId: 'standard', expectedTotalAmount: before }),
    });
    expect(changed.status).toBe(409);
    // 19.99, half off = 10.00 (half-even of 9.995), tax 7.25 % of 9.99 = 0.72, Standard 5.99.
    expect(changed.body).toMatchObject({
      errorCode: 'TOTAL_CHANGED',
      totals: { discountTotal: 10, totalAmount: 16.7 },
    });
  });
});

describe('the discount code at completion', () => {
  it('disabled after checkout started: 400 INVALID_DISCOUNT_CODE (disabled), nothing charged, no order; enabled again, it completes', async () => {
    const code = `OFF${randomUUID().slice(0, 6)}`;
    const created = await discounts().create(
      CLI,
      store.storeId,
      'test',
      createDiscountSchema.parse({ code, type: 'fixed_amount', value: 5 }),
    );
    const shopper = await checkoutWith(1, code);
    await discounts().update(CLI, store.storeId, 'test', created.discountId, { isEnabled: false });

    const quoted = await quote(shopper.customer.token, shopper.checkoutId, { shippingAddress: california() });
    expect([quoted.status, quoted.body.errorCode, (quoted.body as { reason?: string }).reason]).toEqual([
      400,
      'INVALID_DISCOUNT_CODE',
      'disabled',
    ]);
    const overHttp = await complete(store, shopper.customer.token, shopper.checkoutId, {
      idempotencyKey: randomUUID(),
      body: paymentBody({ shippingOptionId: 'standard' }),
    });
    expect([overHttp.status, overHttp.body.errorCode, (overHttp.body as { reason?: string }).reason]).toEqual(
      [400, 'INVALID_DISCOUNT_CODE', 'disabled'],
    );

    const { service, charges } = counted();
    const numberBefore = await lastOrderNumber();
    const stockBefore = await variantStock(table, store, tee);
    const call_ = {
      storeId: store.storeId,
      mode: 'test' as const,
      customerId: shopper.customer.customerId,
      checkoutId: shopper.checkoutId,
    };
    const body = completeCheckoutSchema.parse(paymentBody({ shippingOptionId: 'standard' }));
    const error = await refusal(service.complete(call_, body, randomUUID()));
    expect([error.errorCode, error.fields]).toEqual(['INVALID_DISCOUNT_CODE', { reason: 'disabled' }]);
    expect(charges).toEqual([]);
    expect(await lastOrderNumber()).toBe(numberBefore);
    expect(await variantStock(table, store, tee)).toBe(stockBefore);
    expect(await discounts().get(store.storeId, 'test', created.discountId)).toMatchObject({ timesUsed: 0 });

    await discounts().update(CLI, store.storeId, 'test', created.discountId, { isEnabled: true });
    const order = await service.complete(call_, body, randomUUID());
    expect(order.discount).toMatchObject({ code, amountMinor: 500 });
    expect(charges).toHaveLength(1);
  });
});
