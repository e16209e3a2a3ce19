/**
 * `npm run bench:webhooks`: end-to-end webhook deliveries through the LOCAL pipeline of
 * `npm run dev` (DynamoDB Local stream -> poller -> router -> in-process queue -> consumer ->
 * HTTPS) to a local HTTPS receiver. Writes EVENTS outbox events (default 2,000) for one
 * store whose 3 endpoints subscribe to them, i.e. 6,000 deliveries, and prints deliveries/s
 * and p50/p95/p99 from the outbox write to receipt; then a paced run (PACED_EVENTS events at
 * PACED_PER_SECOND/s to one endpoint, default 1,000 at 100/s), whose p95 is the honest
 * latency figure (the throughput run builds a backlog on purpose). Each run also prints the CPU
 * milliseconds per delivery of this process and of DynamoDB Local, and the load average: on a
 * small machine DynamoDB Local's CPU is what bounds both figures. Prints figures; asserts nothing.
 *
 * The receiver's CA is trusted the way a developer would: the script re-runs itself with
 * NODE_EXTRA_CA_CERTS pointing at it, so the default sender (no injected CA) is measured.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { testCertificates } from '../test/support/webhook-receiver.ts';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 2000);
const ENDPOINTS = 3;
const WRITE_CONCURRENCY = 16;
/** The latency run: events written at a steady rate to one endpoint (no backlog builds up). */
const PACED_PER_SECOND = Number(process.env.BENCH_WEBHOOK_PACED_PER_SECOND ?? 100);
const PACED_EVENTS = Number(process.env.BENCH_WEBHOOK_PACED_EVENTS ?? 1000);
/**
 * Events sent through the pipeline first and not measured: DynamoDB Local's JVM compiles its
 * hot paths during the first thousands of requests and costs 2-4x more CPU per write until then;
 * a running `npm run dev` is past that point.
 */
/** The ordered run's events take turns among this many carts (one cursor per endpoint and cart). */
const ORDERED_CARTS = Number(process.env.BENCH_WEBHOOK_ORDERED_CARTS ?? 50);
/** The ordered run's size (default: the throughput run's); a small one shortens a profiling run. */
const ORDERED_EVENTS = Number(process.env.BENCH_WEBHOOK_ORDERED_EVENTS ?? EVENTS);
const WARMUP_EVENTS = Number(process.env.BENCH_WEBHOOK_WARMUP_EVENTS ?? 1000);
/** The goals (docs/performance.md): throughput against the floor, and DynamoDB Local's CPU per delivery. */
const THROUGHPUT_GOAL = 0.6;
const DYNAMO_CPU_GOAL_MS = 1.0;

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
  // The 2.5 s default fails set-up writes outright on a loaded machine (load average 14 seen);
  // the bench measures the pipeline, not its timeout handling.
  process.env.AWS_REQUEST_TIMEOUT_MS ??= '10000';
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
  const { documentClient } = await import('../shared/db/dynamo-client.ts');
  const { ensureTable } = await import('../shared/db/ensure-table.ts');
  const { keys } = await import('../shared/db/keys.ts');
  const { outboxPut } = await import('../shared/events/outbox.ts');
  const { newEventId, newId } = await import('../shared/util/ids.ts');
  const { startWebhookReceiver } = await import('../test/support/webhook-receiver.ts');
  const { percentile, markdownTable } = await import('./stats.ts');
  const { startDeliveryFloor } = await import('./webhook-floor.ts');
  const { LOCAL_DELIVERY_BATCH_SIZE, LOCAL_DELIVERY_CONCURRENCY } =
    await import('../infra/local/webhook-pipeline.ts');

  const runtime = await startLocalRuntime();
  const receiver = await startWebhookReceiver();
  try {
    const db = documentClient();
    const { tableName } = config();
    const { streamArn } = await ensureTable(db, tableName); // already there: just its stream
    // BENCH_PROFILE=1: count the DynamoDB requests of the whole process (pipeline, floor and the
    // bench's own writes) per command, the items their transactions carry, and the KB of their
    // requests and answers (as JSON: what DynamoDB Local (de)serialises); printed per run.
    const requests = new Map<string, number>();
    if (process.env.BENCH_PROFILE) {
      const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
      const { DynamoDBStreamsClient } = await import('@aws-sdk/client-dynamodb-streams');
      const { DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
      for (const Client of [DynamoDBClient, DynamoDBStreamsClient, DynamoDBDocumentClient]) {
        const prototype = Client.prototype as unknown as { send: (...args: unknown[]) => unknown };
        const send = prototype.send;
        prototype.send = function (this: unknown, ...args: unknown[]) {
          const command = args[0] as { constructor: { name: string }; input?: { TransactItems?: unknown[] } };
          const name = command.constructor.name.replace(/Command$/, '');
          requests.set(name, (requests.get(name) ?? 0) + 1);
          const items = command.input?.TransactItems?.length;
          if (items) requests.set(`${name} items`, (requests.get(`${name} items`) ?? 0) + items);
          const add = (key: string, value: unknown) =>
            requests.set(key, (requests.get(key) ?? 0) + (JSON.stringify(value)?.length ?? 0) / 1024);
          add('KB sent', command.input);
          const answer = send.apply(this, args);
          // A send given a callback returns nothing to wait for (nothing here does that).
          if (!(answer instanceof Promise)) return answer;
          return answer.then((output: unknown) => {
            add('KB received', output);
            return output;
          });
        };
      }
    }
    const secret = 'whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYX';
    receiver.setSecrets(secret);
    const listeners: Array<(request: (typeof receiver.requests)[number], at: number) => void> = [];
    receiver.onRequest((request) => {
      const at = performance.now();
      for (const listener of listeners) listener(request, at);
    });

    /** A store with `endpoints` endpoints subscribed to cart.item_added (written directly). */
    const newStore = async (endpoints: number, ordering: 'none' | 'resource' = 'none'): Promise<string> => {
      const storeId = newId();
      const now = new Date().toISOString();
      for (let i = 0; i < endpoints; i++) {
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
              ordering,
              createdAt: now,
              updatedAt: now,
              deliveryStats: { total: 0, successful: 0, failed: 0 },
            },
          }),
        );
      }
      return storeId;
    };

    /** One outbox event; a timed-out write is tried again (its condition makes that safe). */
    const writeEvent = async (
      storeId: string,
      eventId: string,
      sequence: number,
      resource?: { cartId: string; sequence: number },
    ) => {
      const put = outboxPut(
        tableName,
        {
          type: 'cart.item_added',
          storeId,
          mode: 'test',
          origin: 'customer',
          customerId: newId(),
          data: {
            cartId: resource?.cartId ?? newId(),
            item: { productVariantId: newId(), quantity: 1 },
            sequence,
          },
          ...(resource ? { sequence: resource.sequence } : {}),
        },
        new Date(),
        eventId,
      );
      for (let tries = 1; ; tries++) {
        try {
          await db.send(new TransactWriteCommand({ TransactItems: [put] }));
          return;
        } catch (error) {
          const name = (error as { name?: string }).name;
          if (name === 'TransactionCanceledException' && tries > 1) return; // the earlier try committed
          if (tries >= 5) throw error;
        }
      }
    };

    /** CPU seconds of this process and of DynamoDB Local (Linux /proc; NaN elsewhere or with BENCH_DYNAMODB=disk). */
    const cpuSeconds = () => {
      const own = process.cpuUsage();
      let dynamoCpu = NaN;
      try {
        const fields = readFileSync(`/proc/${dynamo?.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        dynamoCpu = (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks
      } catch {
        // not Linux, or no DynamoDB Local of ours
      }
      return { node: (own.user + own.system) / 1e6, dynamo: dynamoCpu };
    };

    interface RunFigures {
      expected: number;
      unique: number;
      duplicates: number;
      /** Receipts of an attempt already received: a double send (a retry after a timeout is a new attempt). */
      sameAttemptTwice: number;
      invalid: number;
      latencies: number[];
      elapsedSeconds: number;
      writeSeconds: number;
      /** CPU milliseconds per delivery received: this process (pipeline + bench) and DynamoDB Local. */
      nodeCpuMs: number;
      dynamoCpuMs: number;
      /** TLS connections the receiver accepted (keep-alive reuse: far fewer than deliveries). */
      connections: number;
      /** Floor only: sends that failed (timeouts) and were sent again. */
      resent: number;
      /** BENCH_PROFILE: DynamoDB requests (and transaction items) per delivery received, by command. */
      requestsPerDelivery: ReadonlyArray<readonly [string, number]>;
    }

    /**
     * Writes `events` events for a new store with `endpoints` endpoints, either as fast as
     * WRITE_CONCURRENCY writers go or paced at `perSecond`, and waits for every delivery.
     */
    const run = async (
      events: number,
      endpoints: number,
      perSecond?: number,
      floor = false,
      ordered = false,
    ): Promise<RunFigures> => {
      // The floor's store has no endpoints in the table (the pipeline routes nothing); the
      // floor's own poller sends each event straight to `endpoints` endpoints known in memory.
      const storeId = await newStore(floor ? 0 : endpoints, ordered ? 'resource' : 'none');
      // Ordered: the events take turns among ORDERED_CARTS carts, numbered per cart, so the gate
      // has predecessors to wait for (the writers race, so a later number may commit first).
      const cartIds = Array.from({ length: ORDERED_CARTS }, () => newId());
      const resourceOf = (i: number) =>
        ordered
          ? { cartId: cartIds[i % ORDERED_CARTS]!, sequence: Math.floor(i / ORDERED_CARTS) + 1 }
          : undefined;
      const floorPoller = floor
        ? await startDeliveryFloor({
            streamArn,
            storeId,
            endpoints,
            receiverUrl: receiver.url,
            secret,
            inFlight: LOCAL_DELIVERY_BATCH_SIZE * LOCAL_DELIVERY_CONCURRENCY,
          })
        : undefined;
      const writtenAt = new Map<string, number>();
      const expected = events * endpoints;
      const latencies: number[] = [];
      const seen = new Set<string>();
      let duplicates = 0;
      let sameAttemptTwice = 0;
      const attemptsSeen = new Set<string>();
      let invalid = 0;
      let lastReceipt = 0;
      const listener = (request: (typeof receiver.requests)[number], at: number) => {
        const eventId = String(request.headers['x-service-event-id']);
        const written = writtenAt.get(eventId);
        if (written === undefined) return; // another run's delivery
        const key = `${eventId}/${request.headers['x-service-webhook-id']}`;
        if (seen.has(key)) duplicates += 1;
        // The floor resends attempt 1 after a failed send (by design; it prints how many): those
        // count here too. For the pipeline any count here is a double send.
        const attempt = request.headers['x-service-attempt'];
        if (attempt !== undefined) {
          if (attemptsSeen.has(`${key}/${String(attempt)}`)) sameAttemptTwice += 1;
          attemptsSeen.add(`${key}/${String(attempt)}`);
        }
        seen.add(key);
        if (request.signedWith !== secret) invalid += 1;
        latencies.push(at - written);
        lastReceipt = at;
      };
      listeners.push(listener);
      const requestsBefore = new Map(requests);
      const connectionsBefore = receiver.connectionCount();
      const cpuBefore = cpuSeconds();
      const started = performance.now();
      if (perSecond) {
        const writes: Array<Promise<void>> = [];
        for (let i = 0; i < events; i++) {
          const due = started + (i * 1000) / perSecond;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          const eventId = newEventId();
          writtenAt.set(eventId, performance.now());
          writes.push(writeEvent(storeId, eventId, i, resourceOf(i)));
        }
        await Promise.all(writes);
      } else {
        let next = 0;
        const writer = async () => {
          while (next < events) {
            const i = next++;
            const eventId = newEventId();
            writtenAt.set(eventId, performance.now());
            await writeEvent(storeId, eventId, i, resourceOf(i));
          }
        };
        await Promise.all(Array.from({ length: WRITE_CONCURRENCY }, writer));
      }
      const writesDone = performance.now();
      const deadline = Date.now() + 180_000;
      while (seen.size < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      listeners.splice(listeners.indexOf(listener), 1);
      const cpuAfter = cpuSeconds();
      const connections = receiver.connectionCount() - connectionsBefore;
      const resent = floorPoller?.resent() ?? 0;
      const requestsPerDelivery = [...requests.entries()]
        .map(
          ([name, count]) =>
            [name, (count - (requestsBefore.get(name) ?? 0)) / Math.max(1, seen.size)] as const,
        )
        .filter(([, perDelivery]) => perDelivery > 0);
      await floorPoller?.stop();
      return {
        connections,
        resent,
        requestsPerDelivery,
        nodeCpuMs: ((cpuAfter.node - cpuBefore.node) * 1000) / seen.size,
        dynamoCpuMs: ((cpuAfter.dynamo - cpuBefore.dynamo) * 1000) / seen.size,
        expected,
        unique: seen.size,
        duplicates,
        sameAttemptTwice,
        invalid,
        latencies: [...latencies].sort((a, b) => a - b),
        elapsedSeconds: (lastReceipt - started) / 1000,
        writeSeconds: (writesDone - started) / 1000,
      };
    };

    const row = (label: string, events: number, figures: RunFigures) => [
      label,
      events,
      figures.expected,
      figures.unique,
      figures.duplicates,
      figures.sameAttemptTwice,
      figures.invalid,
      Math.round(figures.unique / figures.elapsedSeconds),
      Math.round(percentile(figures.latencies, 50)),
      Math.round(percentile(figures.latencies, 95)),
      Math.round(percentile(figures.latencies, 99)),
      Math.round(figures.latencies.at(-1) ?? NaN),
      figures.nodeCpuMs.toFixed(1),
      figures.dynamoCpuMs.toFixed(2),
      figures.connections,
    ];

    if (WARMUP_EVENTS > 0) {
      console.log(`Warm-up (not measured): ${WARMUP_EVENTS} events x ${ENDPOINTS} endpoints...`);
      await run(WARMUP_EVENTS, ENDPOINTS);
    }
    // DynamoDB Local's CPU with nothing to do but the stream pollers' reads: part of every run's
    // CPU per delivery in proportion to the run's length (a slower run pays more of it).
    const idleBefore = cpuSeconds();
    const idleStarted = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const idleDynamoCpuMsPerSecond =
      ((cpuSeconds().dynamo - idleBefore.dynamo) * 1000) / ((performance.now() - idleStarted) / 1000);
    console.log(`Idle: DynamoDB Local used ${idleDynamoCpuMsPerSecond.toFixed(0)} ms of CPU a second.`);
    console.log(`Throughput run: ${EVENTS} events x ${ENDPOINTS} endpoints, written as fast as possible...`);
    const throughput = await run(EVENTS, ENDPOINTS);
    console.log(`Paced run: ${PACED_EVENTS} events at ${PACED_PER_SECOND}/s x 1 endpoint...`);
    const paced = await run(PACED_EVENTS, 1, PACED_PER_SECOND);
    console.log(`Floor run: the throughput run with no delivery bookkeeping...`);
    const floor = await run(EVENTS, ENDPOINTS, undefined, true);
    console.log(
      `Ordered run: the throughput run with ordering "resource" endpoints, events spread over ${ORDERED_CARTS} carts...`,
    );
    const ordered = await run(ORDERED_EVENTS, ENDPOINTS, undefined, false, true);

    console.log('\n## Webhook delivery pipeline (local, HTTPS receiver on 127.0.0.1)\n');
    console.log(
      markdownTable(
        [
          'run',
          'events',
          'deliveries expected',
          'received (unique)',
          'duplicates',
          'same attempt twice',
          'bad signatures',
          'deliveries/s',
          'p50 ms',
          'p95 ms',
          'p99 ms',
          'max ms',
          'node CPU ms/delivery',
          'DynamoDB Local CPU ms/delivery',
          'TLS connections',
        ],
        [
          row('throughput', EVENTS, throughput),
          row(`paced ${PACED_PER_SECOND}/s`, PACED_EVENTS, paced),
          row('floor (no bookkeeping)', EVENTS, floor),
          row(`ordered (${ORDERED_CARTS} carts)`, ORDERED_EVENTS, ordered),
        ],
      ),
    );
    const rate = (figures: RunFigures) => figures.unique / figures.elapsedSeconds;
    if (process.env.BENCH_WEBHOOKS_JSON) {
      const summary = (figures: RunFigures) => ({
        deliveriesPerSecond: Math.round(rate(figures)),
        p50Ms: Math.round(percentile(figures.latencies, 50)),
        p95Ms: Math.round(percentile(figures.latencies, 95)),
        duplicates: figures.duplicates,
        sameAttemptTwice: figures.sameAttemptTwice,
        nodeCpuMsPerDelivery: Number(figures.nodeCpuMs.toFixed(1)),
        dynamoDbLocalCpuMsPerDelivery: Number(figures.dynamoCpuMs.toFixed(2)),
        tlsConnections: figures.connections,
      });
      writeFileSync(
        process.env.BENCH_WEBHOOKS_JSON,
        JSON.stringify({
          throughput: summary(throughput),
          paced: summary(paced),
          floor: summary(floor),
          ordered: summary(ordered),
          throughputToFloor: Number((rate(throughput) / rate(floor)).toFixed(2)),
        }),
      );
    }
    const ratio = rate(throughput) / rate(floor);
    const pacedP95 = percentile(paced.latencies, 95);
    console.log(
      `\nThroughput is ${ratio.toFixed(2)}x the floor measured in this run (goal >= ${THROUGHPUT_GOAL}x: ` +
        `${ratio >= THROUGHPUT_GOAL ? 'met' : 'not met'}): the same writes, stream reads and signed HTTPS sends, ` +
        `as many at once as the local consumer, with nothing recorded, queued or claimed, i.e. what ` +
        `this machine's DynamoDB Local, stream and receiver allow at all. DynamoDB Local CPU ` +
        `${throughput.dynamoCpuMs.toFixed(2)} ms per delivery (goal <= ${DYNAMO_CPU_GOAL_MS} ms: ` +
        `${throughput.dynamoCpuMs <= DYNAMO_CPU_GOAL_MS ? 'met' : 'not met'}; the floor's ` +
        `${floor.dynamoCpuMs.toFixed(2)} ms). Paced p95 ` +
        `${Math.round(pacedP95)} ms (goal < 250 ms: ${pacedP95 < 250 ? 'met' : 'not met'}).`,
    );
    console.log(
      `\nThroughput run: writes took ${throughput.writeSeconds.toFixed(1)} s ` +
        `(${Math.round(EVENTS / throughput.writeSeconds)} events/s); last delivery ` +
        `${throughput.elapsedSeconds.toFixed(1)} s after the first write. Latency = outbox write issued -> ` +
        `request received. ` +
        `Load average at the end: ${loadavg()
          .map((n) => n.toFixed(1))
          .join(', ')} on ${availableParallelism()} cores (the two CPU columns bound deliveries/s ` +
        `at cores x 1000 / their sum).`,
    );
    console.log(
      `\nOrdered endpoints (ordering "resource", ${ORDERED_CARTS} carts): ${Math.round(rate(ordered))} deliveries/s ` +
        `against ${Math.round(rate(throughput))} unordered (${(rate(ordered) / rate(throughput)).toFixed(2)}x); ` +
        `p95 ${Math.round(percentile(ordered.latencies, 95))} ms against ` +
        `${Math.round(percentile(throughput.latencies, 95))} ms; DynamoDB Local CPU ` +
        `${ordered.dynamoCpuMs.toFixed(2)} ms per delivery against ${throughput.dynamoCpuMs.toFixed(2)} ms.`,
    );
    const idleShare = (figures: RunFigures) =>
      (idleDynamoCpuMsPerSecond * figures.elapsedSeconds) / Math.max(1, figures.unique);
    console.log(
      `Idle DynamoDB Local CPU (${idleDynamoCpuMsPerSecond.toFixed(0)} ms/s over each run's length) per delivery: ` +
        `throughput ${idleShare(throughput).toFixed(2)} ms, floor ${idleShare(floor).toFixed(2)} ms; without it ` +
        `${(throughput.dynamoCpuMs - idleShare(throughput)).toFixed(2)} against ${(floor.dynamoCpuMs - idleShare(floor)).toFixed(2)} ms.`,
    );
    if (floor.resent > 0)
      console.log(`Floor: ${floor.resent} sends failed (timeouts under load) and were sent again.`);
    if (process.env.BENCH_PROFILE) {
      console.log(
        '\nDynamoDB requests per delivery (BENCH_PROFILE; the bench writes each outbox event itself):',
      );
      for (const [label, figures] of [
        ['throughput', throughput],
        ['paced', paced],
        ['floor', floor],
        ['ordered', ordered],
      ] as const) {
        const total = figures.requestsPerDelivery
          .filter(([name]) => !name.endsWith(' items') && !name.startsWith('KB '))
          .reduce((sum, [, n]) => sum + n, 0);
        console.log(
          `  ${label}: ${total.toFixed(2)} requests: ` +
            figures.requestsPerDelivery.map(([name, n]) => `${name} ${n.toFixed(3)}`).join(', '),
        );
      }
    }
    for (const [label, figures] of [
      ['throughput', throughput],
      ['paced', paced],
      ['floor', floor],
      ['ordered', ordered],
    ] as const) {
      if (figures.unique < figures.expected)
        console.log(
          `WARNING (${label}): only ${figures.unique} of ${figures.expected} deliveries arrived within 180 s.`,
        );
    }
  } finally {
    await receiver.close();
    await runtime.stop();
    await dynamo?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}
