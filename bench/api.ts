import type { LocalRuntime } from '../infra/local/runtime.ts';
import { benchClient } from './http-client.ts';
import { measure, type LatencyFigures } from './stats.ts';

/**
 * p50/p99 of the store endpoints on the local runtime (keep-alive client), one request at a
 * time (the latency of one call) and 8 in flight (where the 2-core machine's DynamoDB Local
 * becomes the queue).
 */
export const benchStoreEndpoints = async (runtime: LocalRuntime, count = 2000): Promise<LatencyFigures[]> => {
  const base = `http://127.0.0.1:${runtime.api.port}`;
  const client = benchClient({ connections: 16 });
  const get = (path: string, key: string) => async () => {
    const res = await client.request(`${base}${path}`, { headers: { 'x-api-key': key } });
    return res.statusCode === 200;
  };
  const { storeId, publishableKey, secretKey } = runtime.demo;
  const cases: [string, () => Promise<boolean>][] = [
    ['GET checkout-settings (pk)', get(`/api/v1/sdk/store/${storeId}/checkout-settings`, publishableKey)],
    ['GET branding (sk)', get(`/api/v1/sdk/store/${storeId}/branding`, secretKey)],
  ];
  const results: LatencyFigures[] = [];
  for (const [name, task] of cases) {
    for (let i = 0; i < 100; i++) await task(); // warm-up: JIT, key cache, connections
    results.push(await measure(`${name}, 1 in flight`, count, 1, task));
    results.push(await measure(`${name}, 8 in flight`, count, 8, task));
  }
  client.close();
  return results;
};
