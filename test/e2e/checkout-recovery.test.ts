import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDynamoDbLocal, type DynamoDbLocal } from '../../infra/local/dynamodb-local.ts';
import { createDocumentClient } from '../../shared/db/dynamo-client.ts';
import { dynamoDeliveryLog } from '../../shared/webhooks/log/dynamo-delivery-log.ts';
import type { TestTable } from '../support/dynamo.ts';
import { outboxEvents } from '../support/outbox.ts';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { startDynamoProxy, type DynamoProxy } from '../support/dynamo-proxy.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { testAddress } from '../support/address.ts';
import { waitFor } from '../support/wait.ts';

/**
 * A checkout interrupted after the payment step, end to end: DynamoDB Local (started here)
 * behind the fault-injecting proxy, `npm run dev` pointed at the proxy with a 10 s completion
 * lease. (1) A completion whose charge never got recorded leaves the checkout Processing; a new
 * checkout of the cart waits for the lease, then supersedes it, and the old checkout's retry
 * cannot pay too: one paid order. (2) The transaction that confirms a charged order hangs, the
 * dev process is killed (-9) while it hangs, and a restarted dev (recovery every second) confirms
 * the order with its charge, delivers order.created once and keeps the stock taken.
 *
 * Every wait is on a condition (an answer, a stored event, a delivery marked succeeded), never a
 * fixed sleep: the lease is long enough that the "still being paid" answers cannot miss it on a
 * busy machine, and "delivered once" is read from the delivery records, which are final once
 * succeeded.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of many shapes; each test asserts what it reads
type Json = any;

let dynamo: DynamoDbLocal;
let proxy: DynamoProxy;
let receiver: WebhookReceiver;
let server: DevServer;
let dataDir: string;
const tableName = `recovery-${randomUUID().slice(0, 8)}`;
let env: Record<string, string>;
let variants: string[];
let productId: string;
let webhookId: string;
let customer: { token: string };
let db: DynamoDBDocumentClient;
/** Longer than any pair of calls takes on a busy machine, short enough to wait out. */
const LEASE_SECONDS = 10;
/** How long a condition may take to hold: the lease, a dev restart and a recovery sweep. */
const SETTLE_MS = 120_000;

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

const address = testAddress();
const cartCall = (method: string, suffix: string, body?: unknown) =>
  call(method, `/api/v1/sdk/cart/store/${server.storeId}${suffix}`, {
    key: server.publishableKey,
    token: customer.token,
    body,
  });
const complete = (checkoutId: string, idempotencyKey: string) =>
  call('POST', `/api/v1/sdk/checkout/store/${server.storeId}/${checkoutId}/complete`, {
    key: server.publishableKey,
    token: customer.token,
    idempotencyKey,
    body: { paymentToken: 'tok_visa', shippingAddress: address, billingAddress: address },
  });
const stock = async () => {
  const product = await call('GET', `/api/v1/products/${productId}`, { key: server.secretKey });
  const byId = new Map(
    (product.body.data.variants as Json[]).map((v) => [v.id ?? v.variantId, v.inventoryQuantity]),
  );
  return variants.map((id) => byId.get(id) as number);
};
const orderCreated = () => receiver.requests.filter((r) => r.body?.type === 'order.created');

/**
 * The order ids of every order.created the store wrote, once each has its delivery marked
 * succeeded: from then on nothing more is sent for them, so the receiver's count is final.
 */
const deliveredOrderCreated = () =>
  waitFor(
    async () => {
      const table: TestTable = { db, tableName, endpoint: dynamo.endpoint, streamArn: '' };
      const events = await outboxEvents(table, server.storeId, 'order.created');
      // As the delivery log reads them: a first attempt that succeeded is kept on its event's claim.
      const log = dynamoDeliveryLog(db, tableName);
      const details = (
        await Promise.all(events.map((event) => log.ofEvent(event.eventId, [webhookId])))
      ).flat();
      const succeeded = new Set(details.filter((d) => d.status === 'succeeded').map((d) => d.eventId));
      return events.every((e) => succeeded.has(e.eventId))
        ? events.map((e) => e.data.orderId as string)
        : undefined;
    },
    { what: 'every order.created delivered', timeoutMs: SETTLE_MS, intervalMs: 250 },
  );

const startDev = (sweepSeconds: number) =>
  startDevServer({
    dynamoEndpoint: proxy.endpoint,
    dataDir,
    env: { ...env, CHECKOUT_RECOVERY_SWEEP_SECONDS: String(sweepSeconds) },
  });

beforeAll(async () => {
  dynamo = await startDynamoDbLocal();
  db = createDocumentClient(dynamo.endpoint);
  proxy = await startDynamoProxy(dynamo.endpoint);
  receiver = await startWebhookReceiver();
  dataDir = mkdtempSync(join(tmpdir(), 'commerce-recovery-'));
  env = {
    TABLE_NAME: tableName,
    CHECKOUT_COMPLETION_LEASE_SECONDS: String(LEASE_SECONDS),
    NODE_EXTRA_CA_CERTS: receiver.caPemPath,
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  };
  // The first process never sweeps on its own: the interrupted completions stay as they are.
  server = await startDev(600);
  const created = await call('POST', `/api/v1/sdk/stores/${server.storeId}/webhooks`, {
    key: server.secretKey,
    body: { url: receiver.url, events: ['order.created'] },
  });
  expect(created.status).toBe(201);
  receiver.setSecrets(created.body.data.secret);
  webhookId = created.body.data.id;
  const synced = await call('POST', '/api/v1/products/sync', {
    key: server.secretKey,
    body: {
      products: [
        {
          externalId: 'recovery-tee',
          title: 'Tee',
          variants: [
            { externalVariantId: 'recovery-tee-m', title: 'M', price: 20, inventoryQuantity: 5 },
            { externalVariantId: 'recovery-tee-l', title: 'L', price: 22, inventoryQuantity: 5 },
          ],
        },
      ],
    },
  });
  expect(synced.status).toBe(200);
  productId = synced.body.data.products[0].productId;
  variants = synced.body.data.products[0].variants.map((v: Json) => v.variantId);
  const phone = '+14155550142';
  await call('POST', `/api/v1/sdk/auth/store/${server.storeId}/otp`, {
    key: server.publishableKey,
    body: { phone },
  });
  const verified = await call('POST', `/api/v1/sdk/auth/store/${server.storeId}/verify`, {
    key: server.publishableKey,
    body: { phone, code: '000000' },
  });
  expect(verified.status).toBe(200);
  customer = { token: verified.body.data.token };
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await proxy?.stop();
  await dynamo?.stop();
  await receiver?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a checkout interrupted after the payment step', () => {
  let paidOrderId: string;

  it('a new checkout of the same cart supersedes an unpaid stuck one: the cart is paid once', async () => {
    expect((await cartCall('POST', '/item', { productVariantId: variants[0], quantity: 1 })).status).toBe(
      200,
    );
    const first = await cartCall('POST', '/checkout');
    expect(first.status).toBe(200);
    const oldCheckout = first.body.data.checkoutId as string;

    // The charge never happens: the test provider cannot record it (its ledger write fails).
    const fault = proxy.inject({
      command: 'PutItem',
      match: (body) => body.includes('TEST_CHARGE#'),
      action: { kind: 'error', status: 400, type: 'com.amazonaws.dynamodb.v20120810#ValidationException' },
    });
    const oldKey = randomUUID();
    const failed = await complete(oldCheckout, oldKey);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    fault.remove();
    expect(await stock()).toEqual([4, 5]); // the stuck order holds the stock

    // While its lease lasts, a new checkout waits for it; once it is over, the new one starts.
    const early = await cartCall('POST', '/checkout');
    expect([early.status, early.body.errorCode]).toEqual([409, 'CONFLICT']);
    const second = await waitFor(
      async () => {
        const started = await cartCall('POST', '/checkout');
        if (started.status === 200) return started;
        expect([started.status, started.body.errorCode]).toEqual([409, 'CONFLICT']);
        return undefined;
      },
      { what: 'the lease to end', timeoutMs: SETTLE_MS, intervalMs: 250 },
    );
    expect(await stock()).toEqual([5, 5]); // released: the stock is back
    const paid = await complete(second.body.data.checkoutId, randomUUID());
    expect(paid.status).toBe(201);
    paidOrderId = paid.body.data.orderId;

    // The old checkout retried (its own key, or a new one) can never pay as well.
    for (const key of [oldKey, randomUUID()]) {
      const retry = await complete(oldCheckout, key);
      expect(retry.status).toBe(409);
    }
    expect(await deliveredOrderCreated()).toEqual([paidOrderId]);
    expect(orderCreated().map((r) => r.body.data.orderId)).toEqual([paidOrderId]);
    expect(await stock()).toEqual([4, 5]);
  }, 300_000);

  it('killed while confirming a charged order: a restart confirms it, order.created once, stock taken', async () => {
    expect((await cartCall('POST', '/item', { productVariantId: variants[1], quantity: 2 })).status).toBe(
      200,
    );
    const started = await cartCall('POST', '/checkout');
    expect(started.status).toBe(200);
    const checkoutId = started.body.data.checkoutId as string;

    const hang = proxy.inject({
      command: 'TransactWriteItems',
      match: (body) => body.includes('order.created'),
      action: { kind: 'hang' },
    });
    const pending = complete(checkoutId, randomUUID()).catch(() => undefined);
    await hang.firstHit;
    await server.kill();
    proxy.clear();
    await pending;

    server = await startDev(1);
    // The lease ends, a sweep confirms the order and its order.created is delivered.
    const delivered = await waitFor(
      async () => {
        const orderIds = await deliveredOrderCreated();
        return orderIds.length === 2 ? orderIds : undefined;
      },
      { what: 'the recovered order.created', timeoutMs: SETTLE_MS, intervalMs: 250 },
    );
    expect(delivered[0]).toBe(paidOrderId);
    const orderId = delivered[1]!;
    const order = await call('GET', `/api/v1/orders/${orderId}`, { key: server.secretKey });
    expect(order.body.data).toMatchObject({
      orderId,
      checkoutId,
      orderStatus: 'Confirmed',
      paymentMethod: { brand: 'visa', last4: '4242' },
    });
    expect(await stock()).toEqual([4, 3]);
    // Delivered once (its delivery is final), and the recovered checkout is settled for good.
    expect(orderCreated().filter((r) => r.body.data.orderId === orderId)).toHaveLength(1);
    expect(orderCreated()).toHaveLength(2);
    const again = await complete(checkoutId, randomUUID());
    expect([again.status, again.body.errorCode]).toEqual([409, 'CONFLICT']);
  }, 300_000);
});
