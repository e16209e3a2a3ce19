import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutCompletion } from '../../../shared/checkout/complete.ts';
import {
  dynamoCheckoutRepository,
  dynamoCompletionIndex,
} from '../../../shared/checkout/dynamo-checkout-repository.ts';
import type { CheckoutRepository } from '../../../shared/checkout/ports.ts';
import { createCheckoutRecovery } from '../../../shared/checkout/recovery.ts';
import { keys } from '../../../shared/db/keys.ts';
import { dynamoOrderRepository } from '../../../shared/orders/dynamo-order-repository.ts';
import { dynamoDiscountStore } from '../../../shared/promotions/dynamo-discounts.ts';
import { completeCheckoutSchema } from '../../../shared/checkout/schemas.ts';
import { dynamoChargeLedger } from '../../../shared/payments/dynamo-charge-ledger.ts';
import { stripeConnectionKey } from '../../../shared/payments/dynamo-stripe-connection-store.ts';
import type { PaymentProvider } from '../../../shared/payments/ports.ts';
import { testPaymentProvider } from '../../../shared/payments/test-provider.ts';
import { createTestStore } from '../../support/commerce.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { outboxEvents } from '../../support/outbox.ts';
import {
  address,
  call,
  getOrder,
  orderOf,
  startCheckout,
  syncProduct,
  variantStock,
  type TestStore,
} from './helpers.ts';
import { sleep } from '../../support/wait.ts';

/**
 * Checkout recovery on DynamoDB Local: the completion index (sparse gsi2), the test provider's
 * ledger, the cart's pointer to the checkout being paid, and the recovery job settling
 * completions that died after reserving.
 */
const table = useTestTable();
let store: TestStore;
let tee: string;

beforeAll(async () => {
  store = await createTestStore(table);
  [tee] = (await syncProduct(store, [{ price: 20, inventoryQuantity: 10 }])).variantIds as [string];
});

const LEASE_MS = 1000;
const later = { now: () => new Date(Date.now() + 60_000) };
const item = async (key: { pk: string; sk: string }) =>
  (await table.db.send(new GetCommand({ TableName: table.tableName, Key: key, ConsistentRead: true }))).Item;
const body = completeCheckoutSchema.parse({
  paymentToken: 'tok_visa',
  shippingAddress: address(),
  billingAddress: address(),
});

const completionOf = (
  provider: PaymentProvider,
  checkouts: CheckoutRepository,
  clock?: { now: () => Date },
) =>
  createCheckoutCompletion({
    orders: dynamoOrderRepository(table.db, table.tableName),
    checkouts,
    payments: () => provider,
    discounts: dynamoDiscountStore(table.db, table.tableName),
    leaseMs: LEASE_MS,
    ...(clock ? { clock } : {}),
  });
const recovery = (provider: PaymentProvider) =>
  createCheckoutRecovery({
    index: dynamoCompletionIndex(table.db, table.tableName),
    completion: completionOf(provider, dynamoCheckoutRepository(table.db, table.tableName), later),
    clock: later,
  });

/** A completion whose process dies at the confirmation (charged) or inside the charge (not charged). */
const interrupt = async (step: 'confirm' | 'charge') => {
  const provider = testPaymentProvider(dynamoChargeLedger(table.db, table.tableName));
  const { customer, checkoutId, cartId } = await startCheckout(store, [{ variantId: tee, quantity: 2 }]);
  const repository = dynamoCheckoutRepository(table.db, table.tableName);
  const dying: CheckoutRepository = {
    ...repository,
    confirm: async () => {
      throw new Error('killed');
    },
  };
  const charging: PaymentProvider =
    step === 'charge'
      ? {
          ...provider,
          charge: async () => {
            throw new Error('socket hang up');
          },
        }
      : provider;
  const orderId = randomUUID();
  await expect(
    completionOf(charging, dying).complete(
      { storeId: store.storeId, mode: 'test', customerId: customer.customerId, checkoutId },
      body,
      orderId,
    ),
  ).rejects.toThrow();
  return { provider, customer, checkoutId, cartId, orderId };
};

describe('checkout recovery (DynamoDB)', () => {
  it('indexes an interrupted completion by lease end; the job confirms it once if it was charged', async () => {
    const before = await variantStock(table, store, tee);
    const { provider, customer, checkoutId, orderId } = await interrupt('confirm');
    const checkout = await item(keys.checkout(store.storeId, 'test', checkoutId));
    expect(checkout).toMatchObject({
      completionStatus: 'Processing',
      completionOrderId: orderId,
      gsi2pk: expect.stringMatching(/^COMPLETIONS#[0-3]$/),
      gsi2sk: new Date(checkout!.completionLeaseUntil as number).toISOString(),
    });
    const cart = await item(keys.openCart(store.storeId, 'test', customer.customerId));
    expect(cart).toMatchObject({ checkoutId, payingCheckoutId: checkoutId });
    expect(await provider.findCharge(orderId)).toMatchObject({
      chargeId: expect.stringMatching(/^ch_test_/),
    });

    // Two overlapping runs: one settles it.
    const [a, b] = await Promise.all([recovery(provider).run(), recovery(provider).run()]);
    expect(a.confirmed + b.confirmed).toBe(1);
    const order = orderOf(await getOrder(store, orderId));
    expect(order).toMatchObject({ orderStatus: 'Confirmed', paymentMethod: { last4: '4242' } });
    const settled = await item(keys.checkout(store.storeId, 'test', checkoutId));
    expect(settled).toMatchObject({ completionStatus: 'Completed' });
    expect(settled!.gsi2pk).toBeUndefined();
    expect(
      (await outboxEvents(table, store.storeId, 'order.created')).filter((e) => e.data.orderId === orderId),
    ).toHaveLength(1);
    expect(await variantStock(table, store, tee)).toBe(before - 2);
    expect(await item(keys.openCart(store.storeId, 'test', customer.customerId))).toBeUndefined();
    expect((await recovery(provider).run()).due).toBe(0);
  });

  it('releases an uncharged one: no order (404), stock back, checkout open and off the index', async () => {
    const before = await variantStock(table, store, tee);
    const { provider, checkoutId, orderId } = await interrupt('charge');
    expect(await variantStock(table, store, tee)).toBe(before - 2);
    expect(await provider.findCharge(orderId)).toBeUndefined();
    const result = await recovery(provider).run();
    expect(result).toMatchObject({ released: 1, confirmed: 0 });
    // Never paid, so never an order (docs/decisions.md §15.4).
    expect((await getOrder(store, orderId)).body.errorCode).toBe('ORDER_NOT_FOUND');
    expect(await variantStock(table, store, tee)).toBe(before);
    const checkout = await item(keys.checkout(store.storeId, 'test', checkoutId));
    expect(checkout!.completionStatus).toBeUndefined();
    expect(checkout!.gsi2pk).toBeUndefined();
  });

  it('a store connected to Stripe: carts leaves the interrupted completion to the recovery job (409 until it ran)', async () => {
    const { provider, customer, checkoutId, orderId } = await interrupt('charge');
    // Carts only asks whether a connection exists; it never opens one (and has no Stripe client).
    const connection = stripeConnectionKey(store.storeId, 'test');
    await table.db.send(
      new PutCommand({
        TableName: table.tableName,
        Item: { ...connection, storeId: store.storeId, mode: 'test', accountId: 'acct_test' },
      }),
    );
    try {
      const leaseUntil = (await item(keys.checkout(store.storeId, 'test', checkoutId)))!
        .completionLeaseUntil as number;
      await expect.poll(() => Date.now() > leaseUntil).toBe(true);
      const cartPath = `/api/v1/sdk/cart/store/${store.storeId}`;
      const start = () =>
        call('POST', `${cartPath}/checkout`, { key: store.keys.pk_test, token: customer.token });
      const refused = await start();
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ errorCode: 'CONFLICT' });
      expect(await item(keys.checkout(store.storeId, 'test', checkoutId))).toMatchObject({
        completionStatus: 'Processing',
      });
      expect(orderOf(await getOrder(store, orderId)).orderStatus).toBe('Pending');
      // The recovery job (every minute deployed) settles it; then the new checkout starts.
      expect(await recovery(provider).run()).toMatchObject({ released: 1 });
      const started = await start();
      expect(started.status).toBe(200);
      // Released unpaid: no order any more (docs/decisions.md §15.4).
      expect((await getOrder(store, orderId)).body.errorCode).toBe('ORDER_NOT_FOUND');
    } finally {
      await table.db.send(new DeleteCommand({ TableName: table.tableName, Key: connection }));
    }
  });

  it('a cart edit keeps the pointer; after the lease a new checkout supersedes the unpaid one', async () => {
    const { customer, checkoutId, orderId } = await interrupt('charge');
    const cartPath = `/api/v1/sdk/cart/store/${store.storeId}`;
    const edited = await call('POST', `${cartPath}/item`, {
      key: store.keys.pk_test,
      token: customer.token,
      body: { productVariantId: tee, quantity: 1 },
    });
    expect(edited.status).toBe(200);
    expect(await item(keys.openCart(store.storeId, 'test', customer.customerId))).toMatchObject({
      payingCheckoutId: checkoutId,
      checkoutId: null,
    });
    await sleep(LEASE_MS + 200);
    const started = await call('POST', `${cartPath}/checkout`, {
      key: store.keys.pk_test,
      token: customer.token,
    });
    expect(started.status).toBe(200);
    expect(await item(keys.checkout(store.storeId, 'test', checkoutId))).toMatchObject({
      completionStatus: 'Superseded',
    });
    // Never paid, so never an order (docs/decisions.md §15.4).
    expect((await getOrder(store, orderId)).body.errorCode).toBe('ORDER_NOT_FOUND');
    const cart = await item(keys.openCart(store.storeId, 'test', customer.customerId));
    expect(cart!.payingCheckoutId).toBeUndefined();
    expect(cart!.checkoutId).toBe((started.body.data as { checkoutId: string }).checkoutId);
  });
});
