import { AsyncLocalStorage } from 'node:async_hooks';
import { handler as cartsHandler } from '../functions/carts/handler.ts';
import { handler as storeHandler } from '../functions/store/handler.ts';
import {
  HTTP_FUNCTION_MEMORY_MB,
  LAMBDA_TRACE_SAMPLING_RATE,
  UNTRACED_HTTP_GROUPS,
} from '../infra/cdk/function-sizes.ts';
import type { LocalRuntime } from '../infra/local/runtime.ts';
import { documentClient } from '../shared/db/dynamo-client.ts';
import type { HttpResult } from '../shared/http/types.ts';
import { logger } from '../shared/logger.ts';
import { metrics } from '../shared/observability.ts';
import { localLambdaContext } from '../shared/util/lambda-context.ts';
import { httpEvent } from '../test/support/http-event.ts';
import { recordCapacity, recordCapacityOf } from './capacity.ts';
import { benchClient } from './http-client.ts';
import { markdownTable, percentile, round } from './stats.ts';

/**
 * Dollars per million requests of a few routes (docs/operations.md "Cost per request",
 * docs/decisions.md §11.x): each warm call is invoked in-process on its function's handler with
 * the deployed log level, inside `recordCapacity` (ReturnConsumedCapacity, bench only), and
 * priced with AWS list prices for us-east-1 as of 2024.
 */
export const PRICES = {
  region: 'us-east-1',
  asOf: '2024 list prices',
  apiGatewayHttpPerMillion: 1.0,
  lambdaArmPerGbSecond: 0.0000133334,
  lambdaPerMillionRequests: 0.2,
  dynamoPerMillionWru: 0.625,
  dynamoPerMillionRru: 0.125,
  logsPerGbIngested: 0.5,
  xrayPerMillionTraces: 5.0,
};
/**
 * Traces per request of a traced function: Lambda's own sampling (5%; the one a second of its
 * reservoir is a fixed cost, left out). The storefront's read-only groups are not traced.
 */
const tracedShare = (group: string): number =>
  UNTRACED_HTTP_GROUPS.includes(group) ? 0 : LAMBDA_TRACE_SAMPLING_RATE;
/**
 * Lambda's own lines per invocation: none. The functions log JSON with Lambda's system level at
 * WARN (infra/cdk/app-function.ts), so START, END and REPORT (~350 B) are not written; only a
 * timeout or crash line would be.
 */
export const LAMBDA_PLATFORM_LOG_BYTES = 0;

export interface RouteCost {
  route: string;
  calls: number;
  durationMsP50: number;
  readUnits: number;
  writeUnits: number;
  indexWriteUnits: number;
  /** Index write units by index (which copies an item change rewrites). */
  indexWrites: Record<string, number>;
  /** Index write units by index at AWS's documented rate (bench/capacity.ts `indexWritesDocumented`). */
  indexWritesDocumented: Record<string, number>;
  /** Table write units by item at AWS's documented rate (bench/capacity.ts `itemWrites`). */
  itemWrites: Record<string, number>;
  dynamoRequests: number;
  logBytes: number;
  dollarsPerMillion: {
    apiGateway: number;
    lambda: number;
    dynamo: number;
    logs: number;
    xray: number;
    total: number;
  };
  target?: number;
}

export const priceOf = (figures: {
  durationMs: number;
  readUnits: number;
  writeUnits: number;
  logBytes: number;
  memoryMb: number;
  /** The route's function group (whether it is traced). */
  group: string;
}): RouteCost['dollarsPerMillion'] => {
  const billedSeconds = Math.ceil(figures.durationMs) / 1000;
  const apiGateway = PRICES.apiGatewayHttpPerMillion;
  const lambda =
    PRICES.lambdaPerMillionRequests +
    billedSeconds * (figures.memoryMb / 1024) * PRICES.lambdaArmPerGbSecond * 1_000_000;
  const dynamo =
    figures.readUnits * PRICES.dynamoPerMillionRru + figures.writeUnits * PRICES.dynamoPerMillionWru;
  const logs = ((figures.logBytes * 1_000_000) / 1024 ** 3) * PRICES.logsPerGbIngested;
  const xray = tracedShare(figures.group) * PRICES.xrayPerMillionTraces;
  const total = apiGateway + lambda + dynamo + logs + xray;
  return {
    apiGateway: round(apiGateway, 3),
    lambda: round(lambda, 3),
    dynamo: round(dynamo, 3),
    logs: round(logs, 3),
    xray: round(xray, 3),
    total: round(total, 3),
  };
};

/** A record as the deployed function writes it: one line (the local runtime indents its JSON). */
const compact = (text: string): string => {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text.trimEnd();
  }
};

const logScope = new AsyncLocalStorage<{ bytes: number }>();

/**
 * Bytes `fn` writes to stdout and stderr (the function's log lines and metrics), at the deployed level
 * (INFO). Lines from the local runtime's background workers (no scope) are not counted; nothing
 * reaches the terminal while it runs.
 */
const loggedBytes = async <T>(fn: () => Promise<T>): Promise<{ result: T; bytes: number }> => {
  const streams = [process.stdout, process.stderr];
  const writes = streams.map((stream) => stream.write.bind(stream));
  const scope = { bytes: 0 };
  const counted = ((chunk: string | Uint8Array) => {
    const counting = logScope.getStore();
    if (counting) {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
      counting.bytes += Buffer.byteLength(`${compact(text)}\n`);
    }
    return true;
  }) as typeof process.stdout.write;
  for (const stream of streams) stream.write = counted;
  logger.setLogLevel('INFO');
  try {
    return { result: await logScope.run(scope, fn), bytes: scope.bytes };
  } finally {
    logger.setLogLevel('SILENT');
    streams.forEach((stream, index) => (stream.write = writes[index]!));
  }
};

export const benchCost = async (runtime: LocalRuntime, calls = 200): Promise<RouteCost[]> => {
  const base = `http://127.0.0.1:${runtime.api.port}`;
  const client = benchClient({ connections: 4 });
  const { storeId, publishableKey, secretKey } = runtime.demo;
  const send = async (path: string, key: string, body: unknown) => {
    const res = await client.request(`${base}${path}`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return JSON.parse(res.text) as { data: Record<string, unknown> };
  };
  const stamp = Date.now();
  const sync = await send('/api/v1/products/sync', secretKey, {
    products: [
      {
        externalId: `cost-${stamp}`,
        title: 'Cost product',
        variants: [
          { externalVariantId: `cost-v-${stamp}`, title: 'One', price: 4.5, inventoryQuantity: 1_000_000 },
        ],
      },
    ],
  });
  const variantId = (sync.data.products as Array<{ variants: Array<{ variantId: string }> }>)[0]!.variants[0]!
    .variantId;
  const phone = `+1555${String(stamp % 10_000_000).padStart(7, '0')}`;
  await send(`/api/v1/sdk/auth/store/${storeId}/otp`, publishableKey, { phone });
  const token = (
    await send(`/api/v1/sdk/auth/store/${storeId}/verify`, publishableKey, { phone, code: '000000' })
  ).data.token as string;
  client.close();

  const invoke =
    (
      handler: typeof storeHandler,
      name: string,
      method: string,
      path: string,
      key: string,
      options: { token?: string; body?: unknown; sourceIp?: () => string } = {},
    ) =>
    async () =>
      (await handler(
        httpEvent(method, path, {
          headers: {
            'x-api-key': key,
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          ...(options.body !== undefined ? { body: options.body } : {}),
          sourceIp: options.sourceIp?.() ?? '203.0.113.7',
        }),
        localLambdaContext(name),
      )) as HttpResult;

  let newAddresses = 0;
  const routes: Array<{
    route: string;
    group: string;
    call: () => Promise<HttpResult>;
    target?: number;
    warmAlone?: boolean;
  }> = [
    {
      route: 'GET /sdk/store/{storeId}/checkout-settings (pk)',
      group: 'store',
      call: invoke(
        storeHandler,
        'store',
        'GET',
        `/api/v1/sdk/store/${storeId}/checkout-settings`,
        publishableKey,
      ),
      target: 2,
    },
    {
      route: 'GET /sdk/store/{storeId}/branding (sk)',
      group: 'store',
      call: invoke(storeHandler, 'store', 'GET', `/api/v1/sdk/store/${storeId}/branding`, secretKey),
    },
    {
      route: 'POST /sdk/cart/store/{storeId}/item (pk + JWT)',
      group: 'carts',
      call: invoke(cartsHandler, 'carts', 'POST', `/api/v1/sdk/cart/store/${storeId}/item`, publishableKey, {
        token,
        body: { productVariantId: variantId, quantity: 1 },
      }),
      target: 8,
    },
    {
      route: 'GET /sdk/cart/{storeId} (pk + JWT)',
      group: 'carts',
      call: invoke(cartsHandler, 'carts', 'GET', `/api/v1/sdk/cart/${storeId}`, publishableKey, { token }),
    },
    {
      // The worst case for the rate limit's leases: every call from an address not seen before
      // in the window, so each one writes its address share (docs/decisions.md §2.6). Last, and
      // warmed alone: its addresses grow the key's window item, which the other routes write.
      route: 'GET /sdk/store/{storeId}/checkout-settings (pk, a new address each call)',
      group: 'store',
      call: invoke(
        storeHandler,
        'store',
        'GET',
        `/api/v1/sdk/store/${storeId}/checkout-settings`,
        publishableKey,
        { sourceIp: () => `198.51.${Math.floor(++newAddresses / 250) % 250}.${newAddresses % 250}` },
      ),
      warmAlone: true,
    },
  ];

  recordCapacityOf(documentClient());
  const results: RouteCost[] = [];
  // Warm every route before measuring any: connections, the cart exists, the JIT, and the local
  // runtime's workers done with the set-up's events (measured first, the first route took 2-3x
  // its time while they ran in the same process).
  const warm = async (call: () => Promise<HttpResult>) => {
    for (let i = 0; i < 100; i++) await call();
  };
  for (const { call, warmAlone } of routes) if (!warmAlone) await warm(call);
  for (const { route, group, call, target, warmAlone } of routes) {
    if (warmAlone) await warm(call);
    const durations: number[] = [];
    let readUnits = 0;
    let writeUnits = 0;
    let indexWriteUnits = 0;
    const indexWrites: Record<string, number> = {};
    const indexWritesDocumented: Record<string, number> = {};
    const itemWrites: Record<string, number> = {};
    let requests = 0;
    let logBytes = 0;
    // The logger's middleware resets the level to the process's (SILENT in the bench) on every
    // invocation: kept at the deployed INFO while a call is measured.
    const refresh = logger.refreshSampleRateCalculation.bind(logger);
    logger.refreshSampleRateCalculation = () => undefined;
    // Metrics are not emitted outside Lambda: the EMF record the function would log is counted
    // as if it were (one JSON line per invocation with metrics).
    const publish = metrics.publishStoredMetrics.bind(metrics);
    metrics.publishStoredMetrics = () => {
      if (metrics.hasStoredMetrics()) process.stdout.write(JSON.stringify(metrics.serializeMetrics()));
      return publish();
    };
    try {
      for (let i = 0; i < calls; i++) {
        const t0 = performance.now();
        const { result, bytes } = await loggedBytes(() => recordCapacity(call));
        durations.push(performance.now() - t0);
        if (result.result.statusCode !== 200) {
          throw new Error(`${route} answered ${result.result.statusCode}: ${result.result.body}`);
        }
        readUnits += result.capacity.readUnits;
        writeUnits += result.capacity.writeUnits;
        indexWriteUnits += result.capacity.indexWriteUnits;
        for (const [name, units] of Object.entries(result.capacity.indexWrites))
          indexWrites[name] = (indexWrites[name] ?? 0) + units;
        for (const [name, units] of Object.entries(result.capacity.indexWritesDocumented))
          indexWritesDocumented[name] = (indexWritesDocumented[name] ?? 0) + units;
        for (const [name, units] of Object.entries(result.capacity.itemWrites))
          itemWrites[name] = (itemWrites[name] ?? 0) + units;
        requests += result.capacity.requests;
        logBytes += bytes;
      }
    } finally {
      logger.refreshSampleRateCalculation = refresh;
      metrics.publishStoredMetrics = publish;
    }
    durations.sort((a, b) => a - b);
    const figures = {
      durationMs: percentile(durations, 50),
      readUnits: readUnits / calls,
      writeUnits: writeUnits / calls,
      logBytes: logBytes / calls + LAMBDA_PLATFORM_LOG_BYTES,
      memoryMb: HTTP_FUNCTION_MEMORY_MB,
      group,
    };
    results.push({
      route,
      calls,
      durationMsP50: round(figures.durationMs),
      readUnits: round(figures.readUnits),
      writeUnits: round(figures.writeUnits),
      indexWriteUnits: round(indexWriteUnits / calls),
      indexWrites: Object.fromEntries(
        Object.entries(indexWrites).map(([name, units]) => [name, round(units / calls)]),
      ),
      indexWritesDocumented: Object.fromEntries(
        Object.entries(indexWritesDocumented).map(([name, units]) => [name, round(units / calls)]),
      ),
      itemWrites: Object.fromEntries(
        Object.entries(itemWrites).map(([name, units]) => [name, round(units / calls)]),
      ),
      dynamoRequests: round(requests / calls),
      logBytes: Math.round(figures.logBytes),
      dollarsPerMillion: priceOf(figures),
      ...(target !== undefined ? { target } : {}),
    });
  }
  return results;
};

/**
 * A route's cost as billed: its table writes at AWS's documented rate (by item) and its index
 * writes at the documented rate per entry (bench/capacity.ts `indexWritesDocumented`), where
 * DynamoDB Local counts a transaction's keys-only entry like a transactional item write.
 */
export const documentedCost = (c: RouteCost): { writeUnits: number; dollarsPerMillion: number } => {
  const writeUnits =
    Object.values(c.itemWrites).reduce((sum, units) => sum + units, 0) +
    Object.values(c.indexWritesDocumented).reduce((sum, units) => sum + units, 0);
  const dynamoAtLocal = c.dollarsPerMillion.dynamo;
  const dynamo = c.readUnits * PRICES.dynamoPerMillionRru + writeUnits * PRICES.dynamoPerMillionWru;
  return {
    writeUnits: round(writeUnits),
    dollarsPerMillion: round(c.dollarsPerMillion.total - dynamoAtLocal + dynamo, 3),
  };
};

const byName = (units: Record<string, number>): string =>
  Object.entries(units)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ') || '0';

/** Where each write unit of the routes that write goes: by item and by index, as billed and as Local counts. */
export const writeUnitsSection = (costs: RouteCost[]): string =>
  [
    '## Write units by item and index (as billed: table items at the documented 1 per KB, 2 in a transaction; index entries 1 per KB; DynamoDB Local counts more for transactions; target: cart add <= $8.00 as billed)',
    markdownTable(
      [
        'route',
        'table WRU by item (billed)',
        'index WRU by index (billed)',
        'index WRU by index (Local)',
        'WRU (billed)',
        'WRU (Local)',
        '$ / M (billed)',
        '$ / M (Local)',
        'target',
      ],
      costs
        .filter((c) => c.writeUnits >= 1)
        .map((c) => {
          const billed = documentedCost(c);
          return [
            c.route,
            byName(c.itemWrites),
            byName(c.indexWritesDocumented),
            byName(c.indexWrites),
            billed.writeUnits,
            c.writeUnits,
            billed.dollarsPerMillion,
            c.dollarsPerMillion.total,
            c.target !== undefined
              ? `<= ${c.target.toFixed(2)} ${billed.dollarsPerMillion <= c.target ? 'met' : 'not met'}`
              : '',
          ];
        }),
    ),
  ].join('\n');

export const costSection = (costs: RouteCost[]): string =>
  [
    `## Cost per million requests (${PRICES.region}, ${PRICES.asOf}; Lambda arm64 ${HTTP_FUNCTION_MEMORY_MB} MB, ` +
      `X-Ray: Lambda's ${LAMBDA_TRACE_SAMPLING_RATE * 100}% where traced (not ${UNTRACED_HTTP_GROUPS.join(', ')}), logs incl. ${LAMBDA_PLATFORM_LOG_BYTES} B of Lambda's own lines ` +
      '(system log level WARN); one client per route unless said, so the rate limit writes once per lease; ' +
      'targets: store GET < $2.00, cart add <= $8.00)',
    markdownTable(
      [
        'route',
        'p50 ms',
        'DDB requests',
        'RRU',
        'WRU (of which GSI: by index)',
        'log B',
        'API GW $',
        'Lambda $',
        'DynamoDB $',
        'Logs $',
        'X-Ray $',
        '$ / M',
        'target',
      ],
      costs.map((c) => [
        c.route,
        c.durationMsP50,
        c.dynamoRequests,
        c.readUnits,
        `${c.writeUnits} (${c.indexWriteUnits}${
          Object.keys(c.indexWrites).length > 0
            ? `: ${Object.entries(c.indexWrites)
                .map(([name, units]) => `${name} ${units}`)
                .join(', ')}`
            : ''
        })`,
        c.logBytes,
        c.dollarsPerMillion.apiGateway,
        c.dollarsPerMillion.lambda,
        c.dollarsPerMillion.dynamo,
        c.dollarsPerMillion.logs,
        c.dollarsPerMillion.xray,
        c.dollarsPerMillion.total,
        c.target !== undefined
          ? `< ${c.target.toFixed(2)} (as billed: ${documentedCost(c).dollarsPerMillion})`
          : '',
      ]),
    ),
    writeUnitsSection(costs),
  ].join('\n');
