/**
 * `node --import tsx bench/order-serializer.ts`: N concurrent order creations for ONE store
 * through the order service, with the in-process PerKeyMutex (shared/orders/per-key-mutex.ts)
 * queueing them for the store's order counter, and without it (every creation races on the
 * counter's condition and retries with backoff, as across Lambda containers). Rounds
 * alternate between the two so background load hits both alike. Prints wall time, latency
 * percentiles and DynamoDB calls per order. Prints figures; asserts nothing.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const dataDir = mkdtempSync(join(tmpdir(), 'order-serializer-bench-'));
process.env.DATA_DIR = dataDir;
process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
process.env.POWERTOOLS_METRICS_DISABLED = 'true';
process.env.TABLE_NAME = `bench-${randomUUID()}`;
const { applyLocalDefaults } = await import('../infra/local/environment.ts');
applyLocalDefaults();
const { startDynamoDbLocal } = await import('../infra/local/dynamodb-local.ts');
const dynamo = await startDynamoDbLocal();
process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;

try {
  const { createDocumentClient, setDocumentClient } = await import('../shared/db/dynamo-client.ts');
  const { ensureTable } = await import('../shared/db/ensure-table.ts');
  const { config } = await import('../shared/config.ts');
  const { dynamoOrderRepository } = await import('../shared/orders/dynamo-order-repository.ts');
  const { createOrderService } = await import('../shared/orders/service.ts');
  const { createOrderSchema } = await import('../shared/orders/schemas.ts');
  const { createTestStore, login, syncProduct } = await import('../test/support/commerce.ts');
  const { orderBody } = await import('../test/integration/orders/helpers.ts');
  const { countDynamoRequests, countRequestsOf } = await import('./request-counter.ts');
  const { markdownTable, percentile } = await import('./stats.ts');

  const db = createDocumentClient(dynamo.endpoint);
  setDocumentClient(db);
  countRequestsOf(db);
  const { tableName } = config();
  await ensureTable(db, tableName);
  const table = { db, tableName, endpoint: dynamo.endpoint, streamArn: '' };

  const run = async (serialized: boolean) => {
    const store = await createTestStore(table);
    const [variant] = (await syncProduct(store, [{ price: 1, inventoryQuantity: 100_000 }])).variantIds;
    const { customerId } = await login(store);
    const input = createOrderSchema.parse(
      orderBody(customerId, [{ productVariantId: variant!, quantity: 1 }]),
    );
    const service = createOrderService({
      orders: dynamoOrderRepository(db, tableName),
      scheduleRefund: async () => undefined,
      refundDelaySeconds: 1,
      // Without: a pass-through, so every creation goes straight to the counter.
      ...(serialized ? {} : { serializer: (_key, work) => work() }),
    });
    const latencies: number[] = [];
    const started = performance.now();
    const { counts } = await countDynamoRequests(() =>
      Promise.all(
        Array.from({ length: ORDERS }, async () => {
          const t0 = performance.now();
          await service.create({ storeId: store.storeId, mode: 'test' }, input, randomUUID());
          latencies.push(performance.now() - t0);
        }),
      ),
    );
    const wallMs = performance.now() - started;
    const sorted = latencies.sort((a, b) => a - b);
    const calls = Object.values(counts).reduce((a, b) => a + b, 0);
    return [
      serialized ? 'PerKeyMutex' : 'plain (counter races)',
      ORDERS,
      Math.round(wallMs),
      Math.round(percentile(sorted, 50)),
      Math.round(percentile(sorted, 99)),
      (calls / ORDERS).toFixed(1),
      counts.TransactWriteItemsCommand ?? 0,
    ];
  };

  const rows: Array<Array<string | number>> = [];
  for (let round = 0; round < ROUNDS; round++) {
    rows.push(await run(true));
    rows.push(await run(false));
  }
  console.log(`\n## ${ORDERS} concurrent order creations for one store (local DynamoDB, in-memory)\n`);
  console.log(
    markdownTable(
      ['path', 'orders', 'wall ms', 'p50 ms', 'p99 ms', 'DynamoDB calls/order', 'TransactWrites'],
      rows,
    ),
  );
} finally {
  await dynamo.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
}
process.exit(0);
