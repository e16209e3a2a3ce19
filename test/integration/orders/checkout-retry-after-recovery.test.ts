import { config } from '../../../shared/config.ts';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dynamoCompletionIndex } from '../../../shared/checkout/dynamo-checkout-repository.ts';
import { checkoutCompletion } from '../../../functions/compose/checkout.ts';
import { createCheckoutRecovery } from '../../../shared/checkout/recovery.ts';
import { keys } from '../../../shared/db/keys.ts';
import { createTestStore } from '../../support/commerce.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { outboxEvents } from '../../support/outbox.ts';
import type { ParsedResult } from '../../support/http-event.ts';
import {
  address,
  complete,
  getOrder,
  orderOf,
  startCheckout,
  syncProduct,
  variantStock,
  type TestStore,
} from './helpers.ts';

/**
 * A checkout completion whose process died mid-payment, settled by the recovery job, then
 * retried by the storefront with the same Idempotency-Key and body (as the README's
 * `complete-$CHECKOUT` key does): the retry answers the settled outcome at once, every time,
 * and a new key completes the checkout.
 */
const table = useTestTable();
let store: TestStore;
let tee: string;

beforeAll(async () => {
  store = await createTestStore(table);
  [tee] = (await syncProduct(store, [{ price: 20, inventoryQuantity: 10 }])).variantIds as [string];
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/**
 * What a storefront's HTTP client allows a request before giving up on it: the point is an answer
 * at once instead of a retry loop of about 25 s, so the bound leaves room for a loaded machine.
 */
const REQUEST_TIMEOUT_MS = 15_000;
const withinRequestTimeout = (request: Promise<ParsedResult>): Promise<ParsedResult> =>
  Promise.race([
    request,
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`no answer within the ${REQUEST_TIMEOUT_MS} ms request timeout`)),
        REQUEST_TIMEOUT_MS,
      ).unref(),
    ),
  ]);

const body = { paymentToken: 'tok_visa', shippingAddress: address(), billingAddress: address() };
const isChargeRecord = (command: unknown) =>
  command instanceof PutCommand && String(command.input.Item?.pk).startsWith('TEST_CHARGE#');

describe('retrying a completion the recovery job settled', () => {
  it('answers 409 CHECKOUT_ATTEMPT_RELEASED at once with the same key; a new key completes the checkout', async () => {
    const before = await variantStock(table, store, tee);
    const { customer, checkoutId } = await startCheckout(store, [{ variantId: tee, quantity: 2 }]);
    const key = `complete-${checkoutId}`;

    // The process dies while charging: the order is reserved, the charge is never recorded and
    // the request never answers (its promise is left behind, as a killed process leaves it).
    const send = table.db.send.bind(table.db);
    let charging!: () => void;
    const charged = new Promise<void>((resolve) => (charging = resolve));
    vi.spyOn(table.db, 'send').mockImplementation(((command: unknown) => {
      if (!isChargeRecord(command)) return send(command as never);
      charging();
      return new Promise(() => undefined);
    }) as typeof table.db.send);
    void complete(store, customer.token, checkoutId, { idempotencyKey: key, body });
    await charged;
    vi.restoreAllMocks();
    const { Item: stuck } = await table.db.send(
      new GetCommand({
        TableName: table.tableName,
        Key: keys.checkout(store.storeId, 'test', checkoutId),
        ConsistentRead: true,
      }),
    );
    expect(stuck).toMatchObject({ completionStatus: 'Processing' });
    const crashedOrderId = stuck!.completionOrderId as string;
    expect(await variantStock(table, store, tee)).toBe(before - 2);

    // A minute later every lease is over (the completion's and the Idempotency-Key's) and the
    // recovery job releases the unpaid order.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    const recovery = createCheckoutRecovery({
      index: dynamoCompletionIndex(table.db, table.tableName),
      completion: checkoutCompletion(config()),
    });
    expect(await recovery.run()).toMatchObject({ released: 1, failed: 0 });
    expect(await variantStock(table, store, tee)).toBe(before);
    // Never paid, so never an order (docs/decisions.md §15.4).
    expect((await getOrder(store, crashedOrderId)).body.errorCode).toBe('ORDER_NOT_FOUND');

    // The storefront retries with the same key and body: the settled outcome, at once.
    const retry = await withinRequestTimeout(
      complete(store, customer.token, checkoutId, { idempotencyKey: key, body }),
    );
    expect([retry.status, retry.body.errorCode]).toEqual([409, 'CHECKOUT_ATTEMPT_RELEASED']);
    expect(retry.body.message).toMatch(/new Idempotency-Key/);
    const again = await withinRequestTimeout(
      complete(store, customer.token, checkoutId, { idempotencyKey: key, body }),
    );
    expect([again.status, again.body.errorCode]).toEqual([409, 'CHECKOUT_ATTEMPT_RELEASED']);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await variantStock(table, store, tee)).toBe(before);
    // Never paid, so never an order (docs/decisions.md §15.4).
    expect((await getOrder(store, crashedOrderId)).body.errorCode).toBe('ORDER_NOT_FOUND');

    // The checkout is open again: a new key pays for it.
    const paid = await withinRequestTimeout(
      complete(store, customer.token, checkoutId, { idempotencyKey: `${key}-2`, body }),
    );
    expect(paid.status).toBe(201);
    const order = orderOf(paid);
    expect(order).toMatchObject({ checkoutId, orderStatus: 'Confirmed' });
    expect(order.orderId).not.toBe(crashedOrderId);
    expect(await variantStock(table, store, tee)).toBe(before - 2);
    const created = await outboxEvents(table, store.storeId, 'order.created');
    expect(created.map((e) => e.data.orderId)).toEqual([order.orderId]);
  });
});
