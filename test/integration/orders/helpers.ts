import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../../shared/db/keys.ts';
import { createOrdersHandler } from '../../../functions/orders/handler.ts';
import type { HttpLambda } from '../../../infra/local/background-service.ts';
import type { OneTimeScheduler } from '../../../shared/scheduler/ports.ts';
import type { TestTable } from '../../support/dynamo.ts';
import {
  call as commerceCall,
  createTestStore,
  login,
  syncProduct,
  type TestStore,
} from '../../support/commerce.ts';
import { httpEvent, invoke, type ParsedResult } from '../../support/http-event.ts';
import { testAddress } from '../../support/address.ts';

/** Refund jobs the orders function scheduled (`{ refundId }` bodies); tests run the job themselves. */
export const scheduledRefunds: string[] = [];
const recordingScheduler: OneTimeScheduler = {
  scheduleAt: async (_name, _at, body) => {
    scheduledRefunds.push((JSON.parse(body) as { refundId: string }).refundId);
  },
};
let refundScheduler = recordingScheduler;
/** Refunds go to `scheduler` from now on (default: the recording one above). */
export const useRefundScheduler = (scheduler: OneTimeScheduler = recordingScheduler): void => {
  refundScheduler = scheduler;
};
/** The scheduler refunds go to now, for handlers built once (orders, admin commerce). */
export const currentRefundScheduler = (): OneTimeScheduler => refundScheduler;
const testOrdersHandler = createOrdersHandler(currentRefundScheduler) as HttpLambda;
let ordersHandler = testOrdersHandler;
/** Order routes go to `handler` (e.g. the local runtime's) from now on (default: the one above). */
export const useOrdersHandler = (handler: HttpLambda = testOrdersHandler): void => {
  ordersHandler = handler;
};
const { handler: checkoutHandler } = await import('../../../functions/checkout/handler.ts');

export interface CallOptions {
  key?: string;
  token?: string;
  body?: unknown;
  rawBody?: string;
  idempotencyKey?: string;
}

/** Any route: orders and checkout completion here, everything else through the shared helper. */
export const call = (method: string, path: string, options: CallOptions = {}): Promise<ParsedResult> => {
  const handler = path.startsWith('/api/v1/orders')
    ? ordersHandler
    : path.startsWith('/api/v1/sdk/checkout/')
      ? checkoutHandler
      : undefined;
  if (!handler) return commerceCall(method, path, options);
  return invoke(
    handler,
    httpEvent(method, path, {
      headers: {
        ...(options.key ? { 'X-API-Key': options.key } : {}),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...(options.idempotencyKey !== undefined ? { 'Idempotency-Key': options.idempotencyKey } : {}),
      },
      ...(options.body !== undefined ? { body: options.body } : {}),
      ...(options.rawBody !== undefined ? { rawBody: options.rawBody } : {}),
    }),
  );
};

export const address = (overrides: Record<string, unknown> = {}) =>
  testAddress({ address2: 'Suite 2', province: 'Greater London', ...overrides });

export type Order = {
  orderId: string;
  orderNumber: string;
  orderStatus: string;
  checkoutId: string | null;
  items: Array<{
    id: string;
    productVariantId: string;
    itemStatus: string;
    trackingNumber: string | null;
    quantity: number;
  }>;
  totals: Record<string, number>;
  paymentMethod: Record<string, unknown>;
  statusHistory: Array<Record<string, unknown>>;
  trackingInfo: Array<Record<string, unknown>>;
  refund: null | { refundId: string; amount: number; status: string };
} & Record<string, unknown>;

export const orderOf = (result: ParsedResult): Order => result.body.data as Order;

/** A valid POST /api/v1/orders body. */
export const orderBody = (
  customerId: string,
  items: Array<{ productVariantId: string; quantity: number }>,
  extra: Record<string, unknown> = {},
) => ({
  customerId,
  items,
  shippingAddress: address(),
  billingAddress: address({ address2: null }),
  paymentMethod: { method: 'card', display: 'Visa ending in 1111', last4: '1111', brand: 'visa' },
  deliveryInstructions: 'Leave at the door',
  ...extra,
});

/** POST /api/v1/orders with a valid body for `customerId`; `items` override the lines. */
export const createOrder = (
  store: TestStore,
  customerId: string,
  items: Array<{ productVariantId: string; quantity: number }>,
  options: { idempotencyKey?: string; extra?: Record<string, unknown>; key?: string } = {},
) =>
  call('POST', '/api/v1/orders', {
    key: options.key ?? store.keys.sk_test,
    idempotencyKey: options.idempotencyKey,
    body: orderBody(customerId, items, options.extra),
  });

export const setStatus = (store: TestStore, orderId: string, body: unknown) =>
  call('PUT', `/api/v1/orders/${orderId}/status`, { key: store.keys.sk_test, body });

/**
 * An order paid elsewhere and confirmed by the store's server: only a paid order may be refunded,
 * also by its cancellation (docs/decisions.md §4.7).
 */
export const createPaidOrder = async (
  store: TestStore,
  customerId: string,
  items: Array<{ productVariantId: string; quantity: number }>,
): Promise<Order> => {
  const order = orderOf(await createOrder(store, customerId, items));
  const confirmed = await setStatus(store, order.orderId, { status: 'confirmed' });
  if (confirmed.status !== 200) throw new Error(`could not confirm order ${order.orderId}`);
  return orderOf(confirmed);
};

export const cancel = (store: TestStore, orderId: string, body?: Record<string, unknown>) =>
  call('PUT', `/api/v1/orders/${orderId}/cancel`, { key: store.keys.sk_test, ...(body ? { body } : {}) });

export const getOrder = (store: TestStore, orderId: string, key = store.keys.sk_test) =>
  call('GET', `/api/v1/orders/${orderId}`, { key });

/** The variant's stored inventory (strongly consistent). */
export const variantStock = async (
  table: TestTable,
  store: TestStore,
  variantId: string,
): Promise<number> => {
  const { Item } = await table.db.send(
    new GetCommand({
      TableName: table.tableName,
      Key: keys.variant(store.storeId, 'test', variantId),
      ConsistentRead: true,
    }),
  );
  return Item!.inventoryQuantity as number;
};

/** A logged-in customer with a started checkout of the given lines. */
export const startCheckout = async (
  store: TestStore,
  lines: Array<{ variantId: string; quantity: number }>,
) => {
  const customer = await login(store, {
    profile: { firstName: 'Grace', lastName: 'Hopper', email: `g${Date.now()}${Math.random()}@example.com` },
  });
  for (const line of lines) {
    const added = await call('POST', `/api/v1/sdk/cart/store/${store.storeId}/item`, {
      key: store.keys.pk_test,
      token: customer.token,
      body: { productVariantId: line.variantId, quantity: line.quantity },
    });
    if (added.status !== 200) throw new Error(`add failed: ${JSON.stringify(added.body)}`);
  }
  const started = await call('POST', `/api/v1/sdk/cart/store/${store.storeId}/checkout`, {
    key: store.keys.pk_test,
    token: customer.token,
  });
  if (started.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(started.body)}`);
  const data = started.body.data as { checkoutId: string; cartId: string };
  return { customer, checkoutId: data.checkoutId, cartId: data.cartId };
};

export const complete = (
  store: TestStore,
  token: string,
  checkoutId: string,
  options: { paymentToken?: string; idempotencyKey?: string; key?: string; body?: unknown } = {},
) =>
  call('POST', `/api/v1/sdk/checkout/store/${store.storeId}/${checkoutId}/complete`, {
    key: options.key ?? store.keys.pk_test,
    token,
    idempotencyKey: options.idempotencyKey,
    body: options.body ?? {
      paymentToken: options.paymentToken ?? 'tok_visa',
      shippingAddress: address(),
      billingAddress: address(),
      deliveryInstructions: 'Ring twice',
    },
  });

export { login, syncProduct, type TestStore };

/**
 * A store with 10 % tax and 5.00 shipping below 100, a second store, and one product with four
 * variants: tee 20.00 (compare-at 25.00, 10 in stock), mug 7.50 (3), sticker 1.00 (untracked),
 * a draft one; plus a logged-in customer (Ada).
 */
export const seedMerchStore = async (table: TestTable) => {
  const store = await createTestStore(table, {
    taxRate: 0.1,
    shipping: { flatRate: 5, freeShippingThreshold: 100 },
  });
  const other = await createTestStore(table);
  const synced = await syncProduct(
    store,
    [
      { price: 20, compareAtPrice: 25, sku: 'TEE', inventoryQuantity: 10 },
      { price: 7.5, sku: 'MUG', inventoryQuantity: 3 },
      { price: 1, inventoryQuantity: 0, inventoryTracking: false },
      { price: 3, status: 'Draft' },
    ],
    { externalId: 'merch', title: 'Merch', imageUrl: 'https://cdn.example.com/merch.png' },
  );
  const [tee, mug, sticker, draft] = synced.variantIds as [string, string, string, string];
  const { customerId } = await login(store, {
    profile: { firstName: 'Ada', lastName: 'L', email: 'ada@example.com' },
  });
  return { store, other, tee, mug, sticker, draft, customerId };
};
