import { handler as adminCommerceHandler } from '../functions/admin-commerce/handler.ts';
import { dataDir } from '../infra/local/environment.ts';
import { loadOrCreateOidcKeys, mintLocalAccessToken } from '../infra/local/oidc-keys.ts';
import type { LocalRuntime } from '../infra/local/runtime.ts';
import { config } from '../shared/config.ts';
import { documentClient } from '../shared/db/dynamo-client.ts';
import type { HttpResult } from '../shared/http/types.ts';
import { ownerIdentityFromEnv } from '../shared/owners/access-token.ts';
import { localLambdaContext } from '../shared/util/lambda-context.ts';
import { httpEvent } from '../test/support/http-event.ts';
import { putOrders, syntheticOrder } from '../test/support/order-records.ts';
import { countDynamoRequests, countRequestsOf } from './request-counter.ts';
import { markdownTable, measure, type LatencyFigures } from './stats.ts';

/**
 * The admin order list on a store with ORDERS orders (seeded with BatchWrite through the same
 * item builder as order writes): p50/p99 of `GET /api/v1/admin/stores/{id}/orders?limit=25`
 * over HTTP with the demo owner's token, and the DynamoDB requests of one warm call (the
 * function invoked in-process: the membership read and rate-limit counter are the auth share).
 */
const ORDERS = 10_000;

export interface AdminOrdersFigures {
  orders: number;
  seedSeconds: number;
  latency: LatencyFigures[];
  requests: { total: number; byCommand: Record<string, number> };
}

export const benchAdminOrders = async (runtime: LocalRuntime, count = 1000): Promise<AdminOrdersFigures> => {
  const { storeId } = runtime.demo;
  const started = Date.now();
  const orders = Array.from({ length: ORDERS }, (_, i) =>
    syntheticOrder({ storeId, orderNumber: 100_001 + i, status: i % 2 ? 'Confirmed' : 'Shipped' }),
  );
  await putOrders(documentClient(), config().tableName, orders, 8);
  const seedSeconds = (Date.now() - started) / 1000;

  const identity = ownerIdentityFromEnv();
  if (!identity) throw new Error('OWNER_ISSUER / OWNER_CLIENT_ID are not set');
  const { accessToken } = await mintLocalAccessToken(await loadOrCreateOidcKeys(dataDir()), identity, {
    ownerId: runtime.demoOwner.ownerId,
    email: runtime.demoOwner.email,
    createdAt: new Date().toISOString(),
  });
  const path = `/api/v1/admin/stores/${storeId}/orders`;

  countRequestsOf(documentClient());
  const invoke = async () =>
    (await adminCommerceHandler(
      httpEvent('GET', path, { headers: { authorization: `Bearer ${accessToken}` }, query: { limit: '25' } }),
      localLambdaContext('bench'),
    )) as HttpResult;
  await invoke(); // warm: JWKS fetched and cached
  const { result, counts } = await countDynamoRequests(invoke);
  if (result.statusCode !== 200)
    throw new Error(`admin orders answered ${result.statusCode}: ${result.body}`);

  const base = `http://127.0.0.1:${runtime.api.port}`;
  // The runtime's own fetch (keep-alive): runs on every supported Node version.
  const get = async () => {
    const res = await fetch(`${base}${path}?limit=25`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    await res.arrayBuffer();
    return res.status === 200;
  };
  for (let i = 0; i < 50; i++) await get(); // warm-up
  const latency = [
    await measure('GET admin orders?limit=25, 1 in flight', count, 1, get),
    await measure('GET admin orders?limit=25, 4 in flight', count, 4, get),
  ];
  return {
    orders: ORDERS,
    seedSeconds,
    latency,
    requests: { total: Object.values(counts).reduce((a, b) => a + b, 0), byCommand: counts },
  };
};

export const adminOrdersSection = (figures: AdminOrdersFigures): string =>
  [
    `## Admin order list (store with ${figures.orders.toLocaleString('en')} orders, seeded in ${figures.seedSeconds} s; DynamoDB requests per call: ${figures.requests.total} = ${Object.entries(
      figures.requests.byCommand,
    )
      .map(([c, n]) => `${c} ${n}`)
      .join(', ')}; target 1 after auth)`,
    markdownTable(
      ['route', 'requests', 'p50 ms', 'p99 ms', 'req/s', 'unexpected'],
      figures.latency.map((l) => [l.name, l.requests, l.p50Ms, l.p99Ms, l.requestsPerSecond, l.unexpected]),
    ),
  ].join('\n');
