import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient, setDocumentClient } from '../../../shared/db/dynamo-client.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { startDynamoProxy, type DynamoProxy } from '../../support/dynamo-proxy.ts';
import { createTestStore } from '../../support/commerce.ts';
import { call, complete, startCheckout, syncProduct, type TestStore } from '../orders/helpers.ts';
import { retryUnavailable } from '../../support/wait.ts';

/**
 * DynamoDB that stops answering (a stalled endpoint: connections accepted, no answer) must not
 * hang the API: every AWS call has bounded timeouts and retries, and an HTTP function answers
 * 503 SERVICE_UNAVAILABLE with Retry-After within about 3 s. Once DynamoDB answers again,
 * nothing is stuck: the same requests, retried (same Idempotency-Key), succeed.
 */
const table = useTestTable();
let proxy: DynamoProxy;
let store: TestStore;
let variantId: string;

beforeAll(async () => {
  proxy = await startDynamoProxy(table.endpoint);
  process.env.AWS_REQUEST_TIMEOUT_MS = '2500'; // the deployed bound (the test project raises it)
  // Every function of this process now talks to DynamoDB through the proxy, with the default timeouts.
  setDocumentClient(createDocumentClient(proxy.endpoint));
  store = await createTestStore(table);
  variantId = (await syncProduct(store, [{ price: 10, inventoryQuantity: 50 }])).variantIds[0]!;
});
afterAll(async () => {
  setDocumentClient(table.db);
  await proxy?.stop();
});

const timed = async <T>(work: Promise<T>): Promise<{ result: T; ms: number }> => {
  const started = Date.now();
  const result = await work;
  return { result, ms: Date.now() - started };
};

const expectUnavailable = (answer: { result: Awaited<ReturnType<typeof call>>; ms: number }) => {
  expect(answer.result.status).toBe(503);
  expect(answer.result.body).toMatchObject({ success: false, errorCode: 'SERVICE_UNAVAILABLE' });
  expect(answer.result.headers['retry-after']).toBe('2');
  // The proxy holds a hung command for ever: an answer at all shows the request timeout ended it.
  // About 3 s on a quiet machine (one 2.5 s timeout). The bound only has to tell "ended by a
  // timeout" from "never": at load 12-17 a 2.5 s timer fired several seconds late. That a timed-out
  // call is not retried is test/unit/aws/timeouts.test.ts's to show, with a fake transport.
  expect(answer.ms).toBeLessThan(15_000);
};

/** 503, or 409 while the key's first request still holds it: both say "try again shortly". */
const inProgressOrUnavailable = (answer: Awaited<ReturnType<typeof call>>) =>
  answer.status === 503 || answer.status === 409;

describe('DynamoDB stalled', () => {
  it('answers 503 with Retry-After within ~3 s for concurrent reads and writes when every command hangs', async () => {
    const buyers = await Promise.all([0, 1, 2].map(() => startCheckout(store, [{ variantId, quantity: 1 }])));
    const hang = proxy.inject({ command: '*', action: { kind: 'hang' } });
    const answers = await Promise.all([
      ...buyers.map((b, i) =>
        timed(complete(store, b.customer.token, b.checkoutId, { idempotencyKey: `stall-all-${i}` })),
      ),
      ...buyers.map((b) =>
        timed(
          call('GET', `/api/v1/sdk/cart/${store.storeId}`, {
            key: store.keys.pk_test,
            token: b.customer.token,
          }),
        ),
      ),
      timed(call('GET', `/api/v1/orders/${randomUUID()}`, { key: store.keys.sk_test })),
      timed(call('GET', `/api/v1/products/${randomUUID()}`, { key: store.keys.sk_test })),
    ]);
    hang.remove();
    expect(hang.hits).toBeGreaterThan(0);
    for (const answer of answers) expectUnavailable(answer);

    // DynamoDB is back: the same completions, retried with their keys, place their orders (a
    // claim still held or a slow call answers 409 or 503 meanwhile: a client retries those too).
    for (const [i, b] of buyers.entries()) {
      const retried = await retryUnavailable(
        () => complete(store, b.customer.token, b.checkoutId, { idempotencyKey: `stall-all-${i}` }),
        { again: inProgressOrUnavailable },
      );
      expect(retried.status).toBe(201);
      expect(retried.body.data).toMatchObject({ orderStatus: 'Confirmed' });
    }
  }, 60_000);

  it('answers 503 within ~3 s when only the order transaction hangs, and the retried completion succeeds', async () => {
    const buyers = await Promise.all(
      [0, 1, 2, 3].map(() => startCheckout(store, [{ variantId, quantity: 2 }])),
    );
    const hang = proxy.inject({ command: 'TransactWriteItems', action: { kind: 'hang' } });
    const answers = await Promise.all(
      buyers.map((b, i) =>
        timed(complete(store, b.customer.token, b.checkoutId, { idempotencyKey: `stall-tx-${i}` })),
      ),
    );
    hang.remove();
    // One stalled transaction; the completions queued behind it for the order counter fail with it.
    expect(hang.hits).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expectUnavailable(answer);

    // Nothing was half-written and no claim is left blocking: each retry places exactly one order.
    for (const [i, b] of buyers.entries()) {
      // The idempotency claim is released in the background once DynamoDB answers again (409 until
      // then), and a busy machine can push one request past the 2.5 s bound (503 with Retry-After):
      // a client retries both with the same key, so the test does too, until a deadline.
      const send = () => complete(store, b.customer.token, b.checkoutId, { idempotencyKey: `stall-tx-${i}` });
      const retried = await retryUnavailable(send, { again: inProgressOrUnavailable });
      expect(retried.status).toBe(201);
      const again = await retryUnavailable(send);
      expect(again.status).toBe(201);
      expect((again.body.data as { orderId: string }).orderId).toBe(
        (retried.body.data as { orderId: string }).orderId,
      );
    }
  }, 120_000);
});
