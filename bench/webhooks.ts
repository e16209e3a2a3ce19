/**
 * `npm run bench:webhooks`: end-to-end webhook deliveries through the LOCAL pipeline of
 * `npm run dev` (DynamoDB Local stream -> poller -> router -> in-process queue -> consumer ->
 * HTTPS) to a local HTTPS receiver. Writes EVENTS outbox events (default 2,000) for one
 * store whose 3 endpoints subscribe to them, i.e. 6,000 deliveries, and prints deliveries/s
 * and p50/p99 from the outbox write to receipt. Prints figures; asserts nothing.
 *
 * The receiver's CA is trusted the way a developer would: the script re-runs itself with
 * NODE_EXTRA_CA_CERTS pointing at it, so the default sender (no injected CA) is measured.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testCertificates } from '../test/support/webhook-receiver.ts';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 2000);
const ENDPOINTS = 3;
const WRITE_CONCURRENCY = 16;

if (!process.env.BENCH_WEBHOOKS_CHILD) {
  const certs = testCertificates();
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      BENCH_WEBHOOKS_CHILD: '1',
      NODE_EXTRA_CA_CERTS: certs.caPemPath,
      WEBHOOK_TEST_CERT_DIR: certs.dir,
    },
  });
  child.on('exit', (code) => {
    rmSync(certs.dir, { recursive: true, force: true });
    process.exit(code ?? 1);
  });
} else {
  await runBench();
}

async function runBench(): Promise<void> {
  const { freePort } = await import('../infra/local/dynamodb-local.ts');
  const { applyLocalDefaults } = await import('../infra/local/environment.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'webhook-bench-'));
  process.env.DATA_DIR = dataDir;
  process.env.PORT = String(await freePort());
  process.env.DYNAMODB_PORT = String(await freePort());
  process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = 'true';
  applyLocalDefaults();
  // An in-memory DynamoDB Local (as the tests use) unless BENCH_DYNAMODB=disk: the dev default
  // keeps data on disk, where every write waits for SQLite's sync and the database, not the
  // pipeline, is what gets measured.
  const { startDynamoDbLocal } = await import('../infra/local/dynamodb-local.ts');
  const dynamo =
    process.env.BENCH_DYNAMODB === 'disk'
      ? undefined
      : await startDynamoDbLocal().catch((error: unknown) => {
          rmSync(dataDir, { recursive: true, force: true }); // nothing left behind on a failed start
          throw error;
        });
  if (dynamo) process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;

  const { startLocalRuntime } = await import('../infra/local/runtime.ts');
  const { PutCommand, TransactWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  const { config } = await import('../shared/config.ts');
  const { documentClient } = await import('../shared/db/client.ts');
  const { keys } = await import('../shared/db/keys.ts');
  const { outboxPut } = await import('../shared/events/outbox.ts');
  const { newEventId, newId } = await import('../shared/util/ids.ts');
  const { startWebhookReceiver } = await import('../test/support/webhook-receiver.ts');
  const { percentile, markdownTable } = await import('./stats.ts');

  const runtime = await startLocalRuntime();
  const receiver = await startWebhookReceiver();
  try {
    const db = documentClient();
    const { tableName } = config();
    // BENCH_PROFILE=1: count DynamoDB calls of the whole process and their time, per command.
    const profile = new Map<string, { calls: number; ms: number }>();
    if (process.env.BENCH_PROFILE) {
      db.middlewareStack.add(
        (next, context) => async (args) => {
          const t0 = performance.now();
          try {
            return await next(args);
          } finally {
            const entry = profile.get(context.commandName!) ?? { calls: 0, ms: 0 };
            entry.calls += 1;
            entry.ms += performance.now() - t0;
            profile.set(context.commandName!, entry);
          }
        },
        { step: 'initialize', name: 'benchProfile' },
      );
    }
    const storeId = newId();
    const secret = 'whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYX';
    receiver.setSecrets(secret);
    const now = new Date().toISOString();
    for (let i = 0; i < ENDPOINTS; i++) {
      const id = newId();
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...keys.webhookEndpoint(storeId, 'test', id),
            entity: 'WebhookEndpoint',
            id,
            storeId,
            mode: 'test',
            url: `${receiver.url}?endpoint=${i}`,
            events: ['cart.item_added'],
            secret,
            description: `bench ${i}`,
            isEnabled: true,
            apiVersion: '1.0',
            includeApiOriginated: false,
            createdAt: now,
            updatedAt: now,
            deliveryStats: { total: 0, successful: 0, failed: 0 },
          },
        }),
      );
    }

    const writtenAt = new Map<string, number>();
    const expected = EVENTS * ENDPOINTS;
    const latencies: number[] = [];
    const seen = new Set<string>();
    let duplicates = 0;
    let lastReceipt = 0;
    receiver.onRequest((request) => {
      const at = performance.now();
      const eventId = String(request.headers['x-service-event-id']);
      const key = `${eventId}/${request.headers['x-service-webhook-id']}`;
      if (seen.has(key)) duplicates += 1;
      seen.add(key);
      latencies.push(at - (writtenAt.get(eventId) ?? at));
      lastReceipt = at;
    });

    console.log(`Writing ${EVENTS} outbox events (${ENDPOINTS} endpoints each, ${expected} deliveries)...`);
    const started = performance.now();
    let next = 0;
    const writer = async () => {
      while (next < EVENTS) {
        const i = next++;
        const eventId = newEventId();
        writtenAt.set(eventId, performance.now());
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              outboxPut(
                tableName,
                {
                  type: 'cart.item_added',
                  storeId,
                  mode: 'test',
                  origin: 'customer',
                  customerId: newId(),
                  data: {
                    cartId: newId(),
                    item: { productVariantId: newId(), quantity: 1 + (i % 3) },
                    sequence: i,
                  },
                },
                new Date(),
                eventId,
              ),
            ],
          }),
        );
      }
    };
    await Promise.all(Array.from({ length: WRITE_CONCURRENCY }, writer));
    const writesDone = performance.now();

    const deadline = Date.now() + 180_000;
    while (receiver.requests.length < expected && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));

    const elapsedSeconds = (lastReceipt - started) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    const invalid = receiver.requests.filter((r) => r.signedWith !== secret).length;
    const unique = seen.size;
    console.log('\n## Webhook delivery pipeline (local, HTTPS receiver on 127.0.0.1)\n');
    console.log(
      markdownTable(
        [
          'events',
          'deliveries expected',
          'received (unique)',
          'duplicates',
          'bad signatures',
          'deliveries/s',
          'p50 ms',
          'p99 ms',
          'max ms',
        ],
        [
          [
            EVENTS,
            expected,
            unique,
            duplicates,
            invalid,
            Math.round(unique / elapsedSeconds),
            Math.round(percentile(sorted, 50)),
            Math.round(percentile(sorted, 99)),
            Math.round(sorted.at(-1) ?? NaN),
          ],
        ],
      ),
    );
    console.log(
      `\nWrites took ${((writesDone - started) / 1000).toFixed(1)} s (${Math.round(EVENTS / ((writesDone - started) / 1000))} events/s); ` +
        `last delivery ${elapsedSeconds.toFixed(1)} s after the first write. Latency = outbox write issued -> request received. ` +
        `Targets: >= 300 deliveries/s, p99 < 2000 ms.`,
    );
    for (const [command, { calls, ms }] of profile) {
      console.log(`  ${command}: ${calls} calls, mean ${(ms / calls).toFixed(1)} ms`);
    }
    if (unique < expected)
      console.log(`WARNING: only ${unique} of ${expected} deliveries arrived within 180 s.`);
  } finally {
    await receiver.close();
    await runtime.stop();
    await dynamo?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}
