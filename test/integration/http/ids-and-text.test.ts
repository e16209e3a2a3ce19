import { beforeAll, describe, expect, it } from 'vitest';
import { webhookPathSchema } from '../../../shared/webhooks/endpoints/schemas.ts';
import { useTestTable } from '../../support/dynamo.ts';
import {
  address,
  call,
  complete,
  createOrder,
  getOrder,
  login,
  orderOf,
  startCheckout,
  syncProduct,
  type TestStore,
} from '../orders/helpers.ts';
import { createTestStore } from '../../support/commerce.ts';

const table = useTestTable();
const up = (id: string) => id.toUpperCase();

let store: TestStore;
let productId: string;
let variant: string;
let customer: Awaited<ReturnType<typeof login>>;

beforeAll(async () => {
  store = await createTestStore(table);
  const synced = await syncProduct(store, [{ price: 10, inventoryQuantity: 50 }]);
  productId = synced.productId;
  variant = synced.variantIds[0]!;
  customer = await login(store);
});

describe('ids: case-insensitive in, canonical lower case out', () => {
  it('store, customer, product, variant, order and checkout ids in upper case are found', async () => {
    const sk = store.keys.sk_test;
    const pk = store.keys.pk_test;

    const byCustomer = await call('GET', `/api/v1/customers/${up(customer.customerId)}`, { key: sk });
    expect(byCustomer.status).toBe(200);
    expect((byCustomer.body.data as { customerId: string }).customerId).toBe(customer.customerId);

    const product = await call('GET', `/api/v1/products/${up(productId)}`, { key: sk });
    expect(product.status).toBe(200);
    expect((product.body.data as { productId: string }).productId).toBe(productId);

    // Upper-case store id in the path and variant id in the body.
    const added = await call('POST', `/api/v1/sdk/cart/store/${up(store.storeId)}/item`, {
      key: pk,
      token: customer.token,
      body: { productVariantId: up(variant), quantity: 1 },
    });
    expect(added.status).toBe(200);
    const items = (added.body.data as { items: Array<{ id: string; productVariantId: string }> }).items;
    expect(items[0]!.productVariantId).toBe(variant);
    const updated = await call('PUT', `/api/v1/sdk/cart/store/${store.storeId}/item/${up(items[0]!.id)}`, {
      key: pk,
      token: customer.token,
      body: { quantity: 2 },
    });
    expect(updated.status).toBe(200);

    const order = await createOrder(store, up(customer.customerId), [
      { productVariantId: up(variant), quantity: 1 },
    ]);
    expect(order.status).toBe(201);
    const created = orderOf(order);
    const fetched = await getOrder(store, up(created.orderId));
    expect(fetched.status).toBe(200);
    expect(orderOf(fetched).orderId).toBe(created.orderId);
  });

  it('checkout completion with an upper-case checkout id and store id', async () => {
    const started = await startCheckout(store, [{ variantId: variant, quantity: 1 }]);
    const done = await call(
      'POST',
      `/api/v1/sdk/checkout/store/${up(store.storeId)}/${up(started.checkoutId)}/complete`,
      {
        key: store.keys.pk_test,
        token: started.customer.token,
        body: { paymentToken: 'tok_visa', shippingAddress: address(), billingAddress: address() },
      },
    );
    expect(done.status).toBe(201);
    expect(orderOf(done).checkoutId).toBe(started.checkoutId);
    expect(complete).toBeDefined();
  });

  it('webhook path ids follow the same rule', () => {
    const id = 'AABBCCDD-1111-4222-8333-444455556666';
    expect(webhookPathSchema.parse({ storeId: id, webhookId: id })).toEqual({
      storeId: id.toLowerCase(),
      webhookId: id.toLowerCase(),
    });
  });
});

describe('text fields refuse control and bidi-control characters', () => {
  const sync = (title: string, description?: string) =>
    call('POST', '/api/v1/products/sync', {
      key: store.keys.sk_test,
      body: {
        products: [
          {
            externalId: `t-${Math.random().toString(36).slice(2)}`,
            title,
            ...(description !== undefined ? { description } : {}),
            variants: [{ externalVariantId: 'v', title: 'V', price: 1, inventoryQuantity: 1 }],
          },
        ],
      },
    });

  it.each([
    ['NUL', 'Mug\u0000'],
    ['right-to-left override', 'Mug \u202Egpj.exe'],
    ['first-strong isolate', 'Mug \u2068x'],
    ['C1 control', 'Mug\u0085'],
    ['line feed in a title', 'Mug\nTwo'],
  ])('%s in a product title -> 400 INVALID_REQUEST with details', async (_name, title) => {
    const result = await sync(title);
    expect(result.status).toBe(400);
    expect(result.body.errorCode).toBe('INVALID_REQUEST');
    expect(result.body.details).toEqual([
      { path: 'body.products.0.title', message: expect.stringMatching(/control/) },
    ]);
  });

  it('ordinary Unicode is kept: accents, CJK, emoji with joiners, new lines in a description', async () => {
    const result = await sync('Café 茶碗 👩‍👩‍👧 ☕', 'Line one\nLine two\twith a tab');
    expect(result.status).toBe(200);
  });

  it('customer names at verify, order addresses and notes follow the same rule', async () => {
    const phone = `+1555${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    await call('POST', `/api/v1/sdk/auth/store/${store.storeId}/otp`, {
      key: store.keys.pk_test,
      body: { phone },
    });
    const verify = await call('POST', `/api/v1/sdk/auth/store/${store.storeId}/verify`, {
      key: store.keys.pk_test,
      body: { phone, code: '000000', firstName: 'Ada\u202E' },
    });
    expect(verify.status).toBe(400);
    expect(verify.body.details).toEqual([
      { path: 'body.firstName', message: expect.stringMatching(/U\+202E/) },
    ]);

    const order = await createOrder(
      store,
      customer.customerId,
      [{ productVariantId: variant, quantity: 1 }],
      {
        extra: { shippingAddress: address({ city: 'Lon\u0000don' }) },
      },
    );
    expect(order.status).toBe(400);
    expect(order.body.details).toEqual([{ path: 'body.shippingAddress.city', message: expect.any(String) }]);

    const okOrder = await createOrder(
      store,
      customer.customerId,
      [{ productVariantId: variant, quantity: 1 }],
      {
        extra: { shippingAddress: address({ city: 'Zürich' }), deliveryInstructions: 'Porte B\nCode 1234' },
      },
    );
    expect(okOrder.status).toBe(201);
  });
});
