import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LocalRuntime } from '../infra/local/runtime.ts';
import { config } from '../shared/config.ts';
import { documentClient } from '../shared/db/dynamo-client.ts';
import {
  chargesRecordedSince,
  completeCheckouts,
  pool,
  prepareShoppers,
  saleStock,
  stockSaleVariant,
  tally,
  type FlashSaleTally,
  type SendApi,
} from './flash-sale-run.ts';
import { markdownTable, percentile, round } from './stats.ts';

/**
 * The flash sale (`BENCH_ONLY=flash-sale`): SHOPPERS shoppers complete their checkouts, at most
 * IN_FLIGHT at once, for the last UNITS units of one variant of the demo store, over HTTP on the
 * local runtime (bench/flash-sale-run.ts drives the public routes). Checked, not only timed:
 * exactly UNITS orders, the variant at 0 and never below (sampled while the sale runs), every
 * other shopper refused with INSUFFICIENT_INVENTORY, and the test-mode provider holding exactly
 * one charge per order. The floor: as many bare conditional decrements of one DynamoDB item
 * (`SET q = q - 1 IF q >= 1`, starting at UNITS), as many at once, on the same DynamoDB Local
 * through the same document client: what the hot item alone allows on this machine.
 */
const SHOPPERS = Number(process.env.BENCH_FLASH_SHOPPERS ?? 1000);
const IN_FLIGHT = Number(process.env.BENCH_FLASH_IN_FLIGHT ?? 100);
const UNITS = Number(process.env.BENCH_FLASH_UNITS ?? 50);

export interface FlashSaleFigures {
  shoppers: number;
  inFlight: number;
  units: number;
  setupSeconds: number;
  sale: FlashSaleTally & { seconds: number; ordersPerSecond: number; completionsPerSecond: number };
  stockAtEnd: number;
  lowestStockSeen: number;
  oversold: number;
  charges: number;
  floor: {
    seconds: number;
    soldOutSeconds: number;
    succeeded: number;
    refused: number;
    /** Requests that failed otherwise (timeouts): not in the floor's succeeded or refused. */
    failed: number;
    perSecond: number;
    succeededPerSecond: number;
    p50Ms: number;
    p99Ms: number;
  };
  /** Every check above held. */
  correct: boolean;
}

export const benchFlashSale = async (runtime: LocalRuntime): Promise<FlashSaleFigures> => {
  const base = `http://127.0.0.1:${runtime.api.port}`;
  // Node's own fetch (keep-alive), as the admin orders section.
  const send: SendApi = async (method, path, options) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-api-key': options.key,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as Awaited<ReturnType<SendApi>>['body'] };
  };
  const { storeId, publishableKey, secretKey } = runtime.demo;
  const store = { storeId, publishableKey, secretKey };
  {
    const { productId, variantId } = await stockSaleVariant(send, store, UNITS);
    const setupStarted = performance.now();
    const shoppers = await prepareShoppers(send, store, variantId, SHOPPERS, 16);
    const setupSeconds = round((performance.now() - setupStarted) / 1000, 1);

    const since = new Date().toISOString();
    // The stock as the store reads it, sampled while the sale runs: it must never go below 0.
    let lowestStockSeen = UNITS;
    let selling = true;
    const sampler = (async () => {
      while (selling) {
        // A read answered 503 on a loaded machine is skipped; the next one counts.
        const stock = await saleStock(send, store, productId, variantId).catch(() => lowestStockSeen);
        lowestStockSeen = Math.min(lowestStockSeen, stock);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const { outcomes, seconds } = await completeCheckouts(send, store, variantId, shoppers, IN_FLIGHT);
    selling = false;
    await sampler;
    const stockAtEnd = await saleStock(send, store, productId, variantId);
    lowestStockSeen = Math.min(lowestStockSeen, stockAtEnd);
    const figures = tally(outcomes);
    const charged = await chargesRecordedSince(documentClient(), config().tableName, since);
    const orderIds = new Set(outcomes.flatMap((o) => (o.orderId ? [o.orderId] : [])));
    const oversold = Math.max(0, figures.unitsSold - UNITS) + Math.max(0, -lowestStockSeen);
    const floor = await conditionalUpdateFloor(SHOPPERS, IN_FLIGHT, UNITS);
    return {
      shoppers: SHOPPERS,
      inFlight: IN_FLIGHT,
      units: UNITS,
      setupSeconds,
      sale: {
        ...figures,
        seconds: round(seconds),
        ordersPerSecond: round(figures.orders / figures.soldOutSeconds, 1),
        completionsPerSecond: round(SHOPPERS / seconds, 1),
      },
      stockAtEnd,
      lowestStockSeen,
      oversold,
      charges: charged.length,
      floor,
      correct:
        figures.orders === UNITS &&
        figures.unitsSold === UNITS &&
        figures.refusedInsufficient === SHOPPERS - UNITS &&
        stockAtEnd === 0 &&
        oversold === 0 &&
        charged.length === UNITS &&
        charged.every((id) => orderIds.has(id)),
    };
  }
};

/** `count` conditional decrements of one item, `inFlight` at once, timed like the completions. */
const conditionalUpdateFloor = async (count: number, inFlight: number, units: number) => {
  const db = documentClient();
  const { tableName } = config();
  const key = { pk: `BENCH#flash-sale-floor#${Date.now()}`, sk: 'STOCK' };
  await db.send(new PutCommand({ TableName: tableName, Item: { ...key, q: units } }));
  const durations: number[] = [];
  let succeeded = 0;
  let refused = 0;
  let failed = 0;
  let soldOutMs = 0;
  const started = performance.now();
  await pool(count, inFlight, async () => {
    const t0 = performance.now();
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: key,
          UpdateExpression: 'SET q = q - :one',
          ConditionExpression: 'q >= :one',
          ExpressionAttributeValues: { ':one': 1 },
        }),
      );
      succeeded++;
      soldOutMs = performance.now() - started;
    } catch (error) {
      // A request past the client's timeout on a loaded machine: counted, not sent again (it may
      // have been applied).
      if ((error as Error).name === 'ConditionalCheckFailedException') refused++;
      else failed++;
    }
    durations.push(performance.now() - t0);
  });
  const seconds = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  return {
    seconds: round(seconds),
    succeeded,
    refused,
    failed,
    perSecond: round(count / seconds, 1),
    soldOutSeconds: round(soldOutMs / 1000),
    succeededPerSecond: round(succeeded / (soldOutMs / 1000), 1),
    p50Ms: round(percentile(durations, 50)),
    p99Ms: round(percentile(durations, 99)),
  };
};

export const flashSaleSection = (f: FlashSaleFigures): string =>
  [
    `## Flash sale (${f.shoppers.toLocaleString('en')} shoppers, ${f.inFlight} at once, the last ${f.units} units of one variant; ` +
      `shoppers signed in with a started checkout in ${f.setupSeconds} s before the clock starts)`,
    `Correct: **${f.correct ? 'yes' : 'NO'}**: ${f.sale.orders} orders (${f.sale.unitsSold} units), ${f.oversold} oversold ` +
      `(stock at the end ${f.stockAtEnd}, lowest seen ${f.lowestStockSeen}), ${f.sale.refusedInsufficient} refused with ` +
      `INSUFFICIENT_INVENTORY, ${f.charges} charges recorded by the payment provider; unexpected answers: ` +
      `${
        Object.entries(f.sale.unexpected)
          .map(([k, n]) => `${k} × ${n}`)
          .join(', ') || 'none'
      }; ` +
      `completions sent again after a 503: ${f.sale.retried503}. Floor: ${f.floor.succeeded} decrements, ` +
      `${f.floor.refused} refused by the condition, ${f.floor.failed} failed otherwise.`,
    markdownTable(
      [
        'run',
        'calls',
        'succeeded',
        'sold out after s',
        'succeeded/s (to sold out)',
        'all answered after s',
        'calls/s',
        'p50 ms',
        'p99 ms',
        '× floor (succeeded/s)',
        '× floor (calls/s)',
        '× floor (p99)',
      ],
      [
        [
          'checkout completions (HTTP, local runtime)',
          f.shoppers,
          f.sale.orders,
          f.sale.soldOutSeconds,
          f.sale.ordersPerSecond,
          f.sale.seconds,
          f.sale.completionsPerSecond,
          f.sale.p50Ms,
          f.sale.p99Ms,
          round(f.sale.ordersPerSecond / f.floor.succeededPerSecond, 2),
          round(f.sale.completionsPerSecond / f.floor.perSecond, 2),
          round(f.sale.p99Ms / f.floor.p99Ms, 1),
        ],
        [
          'floor: conditional UpdateItem on one item',
          f.shoppers,
          f.floor.succeeded,
          f.floor.soldOutSeconds,
          f.floor.succeededPerSecond,
          f.floor.seconds,
          f.floor.perSecond,
          f.floor.p50Ms,
          f.floor.p99Ms,
          1,
          1,
          1,
        ],
      ],
    ),
  ].join('\n\n');
