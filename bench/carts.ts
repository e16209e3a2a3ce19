import { handler as cartsHandler } from '../functions/carts/handler.ts';
import { localLambdaContext } from '../shared/util/lambda-context.ts';
import type { LocalRuntime } from '../infra/local/runtime.ts';
import { documentClient } from '../shared/db/dynamo-client.ts';
import { countDynamoRequests, countRequestsOf } from './request-counter.ts';
import type { HttpResult } from '../shared/http/types.ts';
import { httpEvent } from '../test/support/http-event.ts';
import { benchClient } from './http-client.ts';
import { measure, type LatencyFigures } from './stats.ts';

/**
 * Cart figures for `npm run bench`: p50/p99 of add-item and get-cart on the
 * in-process local runtime, and the DynamoDB requests one warm call of each makes: the carts
 * function is invoked in-process inside `countDynamoRequests`, so authentication and rate-limit
 * counting are included and the runtime's background workers are not. Target: add item in at
 * most 3 DynamoDB requests in all (the key's BatchGet with the cart and variant, the rate-limit
 * write beside it, the cart's transaction).
 *
 * Each of CUSTOMERS test-mode customers has its own cart, so concurrent requests measure the
 * normal path rather than contention on one cart.
 */
const CUSTOMERS = 16;
const CONCURRENCY = 4;

export interface CartRequestFigures {
  route: string;
  total: number;
  byCommand: Record<string, number>;
}

export const benchCartEndpoints = async (
  runtime: LocalRuntime,
  count = 2000,
): Promise<{ latency: LatencyFigures[]; requests: CartRequestFigures[] }> => {
  const base = `http://127.0.0.1:${runtime.api.port}`;
  const client = benchClient({ connections: 16 });
  const { storeId, publishableKey, secretKey } = runtime.demo;
  const send = async (method: string, path: string, key: string, body?: unknown, token?: string) => {
    const res = await client.request(`${base}${path}`, {
      method,
      headers: {
        'x-api-key': key,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.statusCode, body: JSON.parse(res.text) as { data?: Record<string, unknown> } };
  };

  const sync = await send('POST', '/api/v1/products/sync', secretKey, {
    products: [
      {
        externalId: `bench-${Date.now()}`,
        title: 'Bench product',
        variants: [
          {
            externalVariantId: `bench-v-${Date.now()}`,
            title: 'One',
            price: 9.99,
            inventoryQuantity: 0,
            inventoryTracking: false,
          },
        ],
      },
    ],
  });
  const variantId = (sync.body.data!.products as Array<{ variants: Array<{ variantId: string }> }>)[0]!
    .variants[0]!.variantId;

  const tokens: string[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const phone = `+1555${String(Date.now() % 10_000).padStart(4, '0')}${String(i).padStart(3, '0')}`;
    await send('POST', `/api/v1/sdk/auth/store/${storeId}/otp`, publishableKey, { phone });
    const verified = await send('POST', `/api/v1/sdk/auth/store/${storeId}/verify`, publishableKey, {
      phone,
      code: '000000',
    });
    tokens.push(verified.body.data!.token as string);
  }

  const addItem = (i: number) => async () =>
    (
      await send(
        'POST',
        `/api/v1/sdk/cart/store/${storeId}/item`,
        publishableKey,
        { productVariantId: variantId, quantity: 1 },
        tokens[i % CUSTOMERS],
      )
    ).status === 200;
  const getCart = (i: number) => async () =>
    (await send('GET', `/api/v1/sdk/cart/${storeId}`, publishableKey, undefined, tokens[i % CUSTOMERS]))
      .status === 200;

  // Requests of one warm call of each (key cached, cart existing), as one Lambda invocation.
  const invoke = async (method: string, path: string, body?: unknown) =>
    (await cartsHandler(
      httpEvent(method, path, {
        headers: { 'x-api-key': publishableKey, authorization: `Bearer ${tokens[0]}` },
        ...(body !== undefined ? { body } : {}),
      }),
      localLambdaContext('bench'),
    )) as HttpResult;
  const requests: CartRequestFigures[] = [];
  for (const [route, call] of [
    [
      'POST /sdk/cart/store/{storeId}/item',
      () =>
        invoke('POST', `/api/v1/sdk/cart/store/${storeId}/item`, {
          productVariantId: variantId,
          quantity: 1,
        }),
    ],
    ['GET /sdk/cart/{storeId}', () => invoke('GET', `/api/v1/sdk/cart/${storeId}`)],
  ] as const) {
    await call();
    countRequestsOf(documentClient());
    const { result, counts } = await countDynamoRequests(call);
    if (result.statusCode !== 200) throw new Error(`${route} answered ${result.statusCode}: ${result.body}`);
    requests.push({ route, total: Object.values(counts).reduce((a, b) => a + b, 0), byCommand: counts });
  }

  const latency: LatencyFigures[] = [];
  for (const [name, task] of [
    ['POST cart item (pk + JWT)', (i: number) => addItem(i)()],
    ['GET cart (pk + JWT)', (i: number) => getCart(i)()],
  ] as const) {
    for (let i = 0; i < 50; i++) await task(i); // warm-up
    latency.push(await measure(name, count, CONCURRENCY, task));
  }
  client.close();
  return { latency, requests };
};
