import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { sleep } from '../support/wait.ts';
import { runDynamoEndpoint } from '../support/dynamo.ts';

/**
 * Customer notifications through `npm run dev` (docs/decisions.md §14): a paid order, then ship,
 * deliver, and a second order cancelled with a refund, each write their line to
 * DATA_DIR/notifications.jsonl from the stream (nothing is sent); a kind the store switched off
 * (`store settings`) writes none while the others still do.
 */
let server: DevServer;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of many shapes; each test asserts what it reads
type Json = any;

const call = async (
  method: string,
  path: string,
  options: { key?: string; token?: string; body?: unknown; idempotencyKey?: string } = {},
) => {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(options.key ? { 'X-API-Key': options.key } : {}),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
      ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: JSON.parse((await response.text()) || '{}') as Json };
};

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Analytical Way',
  city: 'London',
  country: 'United Kingdom',
  countryIsoCode: 'GB',
  postalCode: 'N1 9GU',
};

interface Line {
  to: string;
  channel: string;
  kind: string;
  storeId: string;
  mode: string;
  orderId: string;
  subject: string;
  body: string;
}

const lines = (): Line[] => {
  const file = join(server.dataDir, 'notifications.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);
};

/** Waits until the file holds a line of this kind for this order. */
const lineFor = async (kind: string, orderId: string, timeoutMs = 20_000): Promise<Line> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = lines().find((l) => l.kind === kind && l.orderId === orderId);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no ${kind} line for ${orderId}; got ${JSON.stringify(lines().map((l) => l.kind))}`);
    await sleep(50);
  }
};

let variantId: string;
let token: string;

const placeOrder = async (): Promise<{ orderId: string; orderNumber: string }> => {
  const cart = (method: string, suffix: string, body?: unknown) =>
    call(method, `/api/v1/sdk/cart/store/${server.storeId}${suffix}`, {
      key: server.publishableKey,
      token,
      body,
    });
  expect((await cart('POST', '/item', { productVariantId: variantId, quantity: 2 })).status).toBe(200);
  const started = await cart('POST', '/checkout');
  expect(started.status).toBe(200);
  const done = await call(
    'POST',
    `/api/v1/sdk/checkout/store/${server.storeId}/${started.body.data.checkoutId}/complete`,
    {
      key: server.publishableKey,
      token,
      idempotencyKey: randomUUID(),
      body: { paymentToken: 'tok_visa', shippingAddress: address, billingAddress: address },
    },
  );
  expect(done.status).toBe(201);
  return { orderId: done.body.data.orderId, orderNumber: done.body.data.orderNumber };
};

beforeAll(async () => {
  server = await startDevServer({
    dynamoEndpoint: runDynamoEndpoint(),
    env: { REFUND_DELAY_SECONDS: '1' },
  });
  const synced = await call('POST', '/api/v1/products/sync', {
    key: server.secretKey,
    body: {
      products: [
        {
          externalId: 'n-mug',
          title: 'Mug',
          variants: [{ externalVariantId: 'n-mug-blue', title: 'Blue', price: 12.5, inventoryQuantity: 10 }],
        },
      ],
    },
  });
  expect(synced.status).toBe(200);
  variantId = synced.body.data.products[0].variants[0].variantId;
  const phone = '+14155550142';
  await call('POST', `/api/v1/sdk/auth/store/${server.storeId}/otp`, {
    key: server.publishableKey,
    body: { phone },
  });
  const verified = await call('POST', `/api/v1/sdk/auth/store/${server.storeId}/verify`, {
    key: server.publishableKey,
    body: { phone, code: '000000', firstName: 'Ada', email: 'ada@example.com' },
  });
  expect(verified.status).toBe(200);
  token = verified.body.data.token;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('npm run dev: customer notifications', () => {
  it('a paid order, then shipped and delivered, each write one line to notifications.jsonl', async () => {
    const { orderId, orderNumber } = await placeOrder();
    const confirmed = await lineFor('order_confirmed', orderId);
    expect(confirmed).toMatchObject({
      to: 'ada@example.com',
      channel: 'email',
      storeId: server.storeId,
      mode: 'test',
      subject: expect.stringMatching(new RegExp(`: order ${orderNumber} confirmed$`)),
    });
    expect(confirmed.body).toContain('2 x Mug (Blue)  $25.00');

    const shipped = await call('PUT', `/api/v1/orders/${orderId}/status`, {
      key: server.secretKey,
      body: { status: 'shipped', trackingNumber: '1Z999AA10123456784', carrier: 'UPS' },
    });
    expect(shipped.status).toBe(200);
    expect((await lineFor('order_shipped', orderId)).body).toContain('UPS 1Z999AA10123456784');

    expect(
      (
        await call('PUT', `/api/v1/orders/${orderId}/status`, {
          key: server.secretKey,
          body: { status: 'delivered' },
        })
      ).status,
    ).toBe(200);
    await lineFor('order_delivered', orderId);
    expect(
      lines()
        .filter((l) => l.orderId === orderId)
        .map((l) => l.kind),
    ).toEqual(['order_confirmed', 'order_shipped', 'order_delivered']);
    // One dev log line per message.
    expect(server.output()).toMatch(/"message":\s*"customer notification"/);
  });

  it('a kind switched off in the store settings writes nothing; the refund that follows still does', async () => {
    const updated = (await server.admin(
      'store',
      'settings',
      '--store',
      server.storeId,
      '--json',
      JSON.stringify({ notifications: { orderCancelled: false } }),
    )) as Json;
    expect(updated.notifications).toEqual({
      orderConfirmed: true,
      orderShipped: true,
      orderDelivered: true,
      orderCancelled: false,
      orderRefunded: true,
    });
    const { orderId } = await placeOrder();
    await lineFor('order_confirmed', orderId);
    const cancelled = await call('PUT', `/api/v1/orders/${orderId}/cancel`, {
      key: server.secretKey,
      body: { refundAmount: 5, reason: 'Customer changed mind' },
    });
    expect(cancelled.status).toBe(200);
    // order.refunded comes after order.cancelled (the refund job runs a second later, on the same stream).
    expect((await lineFor('order_refunded', orderId)).body).toContain('We refunded $5.00');
    expect(
      lines()
        .filter((l) => l.orderId === orderId)
        .map((l) => l.kind),
    ).toEqual(['order_confirmed', 'order_refunded']);
  });
});
