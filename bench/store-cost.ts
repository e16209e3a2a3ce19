import { HTTP_FUNCTION_MEMORY_MB, LAMBDA_TRACE_SAMPLING_RATE } from '../infra/cdk/function-sizes.ts';
import { markdownTable } from './stats.ts';

/**
 * Cost per store per month of the whole deployed stack, from AWS's public on-demand prices for
 * us-east-1 (`npx tsx bench/store-cost.ts` prints it with the last measured units; `npm run bench`
 * prints it with the units its cost section measured in the same run). Free tiers are left out:
 * they are per account, not per store, and an account past its first year keeps only some.
 *
 * Sources (us-east-1, on-demand, list prices as published on each service's pricing page in
 * 2024–2025; copied by hand on 2026-11-27 from those pages as last read, not fetched by this
 * code): aws.amazon.com/lambda/pricing (arm64), /api-gateway/pricing (HTTP APIs, first 300 M),
 * /dynamodb/pricing/on-demand, /sqs/pricing (standard), /eventbridge/pricing (Scheduler),
 * /cloudwatch/pricing (logs, standard alarms, custom metrics first 10,000), /xray/pricing,
 * /kms/pricing, /secrets-manager/pricing, /cognito/pricing (Plus feature plan), /ses/pricing.
 */
export const STACK_PRICES = {
  region: 'us-east-1',
  asOf: 'AWS list prices 2024–2025, copied 2026-11-27',
  lambdaPerMillionRequests: 0.2,
  lambdaArmPerGbSecond: 0.0000133334,
  apiGatewayHttpPerMillion: 1.0,
  dynamoPerMillionWru: 0.625,
  dynamoPerMillionRru: 0.125,
  dynamoStoragePerGbMonth: 0.25,
  dynamoPitrPerGbMonth: 0.2,
  sqsPerMillionRequests: 0.4,
  schedulerPerMillionInvocations: 1.0,
  logsIngestedPerGb: 0.5,
  logsStoredPerGbMonth: 0.03,
  xrayPerMillionTraces: 5.0,
  alarmPerMonth: 0.1,
  customMetricPerMonth: 0.3,
  kmsKeyPerMonth: 1.0,
  secretPerMonth: 0.4,
  cognitoPlusPerMau: 0.02,
  sesPerThousandEmails: 0.1,
} as const;

/** What a hosted platform charges, for comparison: Shopify Basic, billed monthly (shopify.com/pricing, 2025). */
export const SHOPIFY_BASIC_MONTHLY = 39;

/** One kind of request: what one call costs in each service. */
export interface CallFigures {
  /** Lambda invocations per call and their memory and billed duration. */
  invocations: number;
  memoryMb: number;
  durationMs: number;
  readUnits: number;
  writeUnits: number;
  logBytes: number;
  /** Through API Gateway (HTTP API)? */
  viaApi: boolean;
  /** Traced (active tracing)? At a small store's rate nearly every call is its function's first in its second. */
  traced: boolean;
  sqsRequests: number;
  schedulerInvocations: number;
  source: 'measured' | 'estimated';
}

/**
 * The units per call. Storefront request and cart add come from the bench's cost section (the
 * store GET and the cart add rows: write units as billed — each item and index entry at AWS's
 * documented rate, where DynamoDB Local counts transactions higher (bench/cost.ts
 * `documentedCost`) — and DynamoDB's own read units, the log bytes written at the
 * deployed level, the local p50 duration, an upper bound); these defaults are the last measured
 * figures (docs/performance.md "Cost per request"). An order and a webhook delivery are estimated
 * from the items they write (docs/decisions.md §4.9, §6), not measured.
 */
export const LAST_MEASURED: Record<'storefront' | 'cartAdd', CallFigures> = {
  storefront: {
    invocations: 1,
    memoryMb: HTTP_FUNCTION_MEMORY_MB,
    durationMs: 6,
    readUnits: 1,
    writeUnits: 0.1,
    logBytes: 748,
    viaApi: true,
    traced: false,
    sqsRequests: 0,
    schedulerInvocations: 0,
    source: 'measured',
  },
  cartAdd: {
    invocations: 1,
    memoryMb: HTTP_FUNCTION_MEMORY_MB,
    durationMs: 25,
    readUnits: 5,
    writeUnits: 7.1,
    logBytes: 760,
    viaApi: true,
    traced: true,
    sqsRequests: 0,
    schedulerInvocations: 0,
    source: 'measured',
  },
};

/**
 * An order from the shopper's side: sign-in (code and verify), checkout start and completion (4 API
 * calls); the completion's two transactions (reserve: order, counter, stock, checkout; settle: order,
 * checkout, cart, its closed copy, three events, the day's sales counter) and their index copies,
 * at DynamoDB Local's transaction count (twice the documented 2 WRU per KB), ~200 WRU; the webhook
 * router's share of reading its events; one confirmation email.
 */
export const ORDER_ESTIMATE: CallFigures = {
  invocations: 4,
  memoryMb: HTTP_FUNCTION_MEMORY_MB,
  durationMs: 60,
  readUnits: 30,
  writeUnits: 200,
  logBytes: 4 * 760,
  viaApi: true,
  traced: true,
  sqsRequests: 0,
  schedulerInvocations: 0,
  source: 'estimated',
};

/**
 * One webhook delivery: the router's send (batches of 10: 0.1 SendMessageBatch), the consumer's
 * receive and delete, a retry's share left out; the delivery function at 512 MB waiting on the
 * receiver (~300 ms); claim, attempt, state and stats writes (~10 WRU with their index keys) and
 * the endpoint's read.
 */
export const WEBHOOK_DELIVERY_ESTIMATE: CallFigures = {
  invocations: 1.1,
  memoryMb: 512,
  durationMs: 300,
  readUnits: 2,
  writeUnits: 10,
  logBytes: 900,
  viaApi: false,
  traced: true,
  sqsRequests: 2.1,
  schedulerInvocations: 0,
  source: 'estimated',
};

export interface StoreTraffic {
  name: string;
  storefrontRequests: number;
  cartAdds: number;
  orders: number;
  webhookDeliveries: number;
  /** The goal in dollars, if there is one. */
  goal?: number;
}

export const SCENARIOS: StoreTraffic[] = [
  { name: 'idle', storefrontRequests: 0, cartAdds: 0, orders: 0, webhookDeliveries: 0, goal: 3 },
  {
    name: 'small',
    storefrontRequests: 100_000,
    cartAdds: 10_000,
    orders: 1_000,
    webhookDeliveries: 3_000,
    goal: 10,
  },
  {
    name: 'small × 100',
    storefrontRequests: 10_000_000,
    cartAdds: 1_000_000,
    orders: 100_000,
    webhookDeliveries: 300_000,
  },
];

const HOURS_PER_MONTH = 730;
const SECONDS_PER_MONTH = HOURS_PER_MONTH * 3600;

/**
 * The deployment's own costs, whatever its stores do (infra/cdk): one customer-managed KMS key (the
 * payment secrets'), two generated secrets (customer JWT, OTP HMAC), 13 alarms, four recurring
 * schedules (cart sweep and checkout recovery every minute, refund reconciler and webhook sweep
 * every 5 minutes: 103,680 invocations a month, each a traced 512 MB function of ~100 ms, its
 * queries ~8 RRU for the cart sweep's 8 shards), and the SQS event source's pollers on the webhook
 * queue (long polls of 20 s by ~5 pollers: ~650,000 ReceiveMessage a month).
 */
export const DEPLOYMENT = {
  kmsKeys: 1,
  secrets: 2,
  alarms: 13,
  scheduledInvocations: 2 * 60 * 24 * 30 + 2 * 12 * 24 * 30,
  scheduledMemoryMb: 512,
  scheduledDurationMs: 100,
  scheduledReadUnits: 4,
  scheduledLogBytes: 800,
  sqsIdlePollRequests: 5 * 3 * 60 * 24 * 30,
  /** Owners signing in to the dashboard per store (Cognito MAU). */
  ownersPerStore: 1,
  /** Log retention in production (docs/infrastructure.md: 90 days), as months stored. */
  logRetentionMonths: 3,
};

export interface CostLine {
  item: string;
  dollars: number;
  /** Paid once per deployment (divided among its stores) or per store. */
  shared: boolean;
}

const lambdaDollars = (calls: number, f: CallFigures) =>
  calls * f.invocations * (STACK_PRICES.lambdaPerMillionRequests / 1e6) +
  calls *
    f.invocations *
    (Math.ceil(f.durationMs) / 1000) *
    (f.memoryMb / 1024) *
    STACK_PRICES.lambdaArmPerGbSecond;

/**
 * Custom metrics (EMF, `Requests` and `Latency` by route and status class, one pair per route
 * and class; a worker's outcome metric) are billed per metric-hour with data: a metric whose
 * route sees r calls an hour has data in 1 − e^(−r) of the hours. Routes of a scenario: 4
 * storefront reads sharing its storefront requests, the cart add, the order's 4 calls, one 4xx
 * pair per 10 routes, and the delivery worker's metric.
 */
const metricMonths = (t: StoreTraffic): number => {
  const share = (perMonth: number) => 1 - Math.exp(-perMonth / HOURS_PER_MONTH);
  const routes = [
    ...Array.from({ length: 4 }, () => t.storefrontRequests / 4),
    t.cartAdds,
    ...Array.from({ length: 4 }, () => t.orders),
  ];
  const pairs = routes.reduce((n, calls) => n + 2 * share(calls), 0);
  const errors = routes.filter((calls) => calls > 0).length / 10;
  return pairs + 2 * errors * share(t.cartAdds / 100) + share(t.webhookDeliveries);
};

export const monthlyCost = (
  traffic: StoreTraffic,
  measured: Record<'storefront' | 'cartAdd', CallFigures> = LAST_MEASURED,
): CostLine[] => {
  const kinds: Array<[number, CallFigures]> = [
    [traffic.storefrontRequests, measured.storefront],
    [traffic.cartAdds, measured.cartAdd],
    [traffic.orders, ORDER_ESTIMATE],
    [traffic.webhookDeliveries, WEBHOOK_DELIVERY_ESTIMATE],
  ];
  const sum = (f: (calls: number, figures: CallFigures) => number) =>
    kinds.reduce((total, [calls, figures]) => total + f(calls, figures), 0);
  const d = DEPLOYMENT;
  const scheduled: CallFigures = {
    invocations: 1,
    memoryMb: d.scheduledMemoryMb,
    durationMs: d.scheduledDurationMs,
    readUnits: d.scheduledReadUnits,
    writeUnits: 0,
    logBytes: d.scheduledLogBytes,
    viaApi: false,
    traced: true,
    sqsRequests: 0,
    schedulerInvocations: 1,
    source: 'estimated',
  };
  const logBytes = sum((calls, f) => calls * f.logBytes);
  const scheduledLogBytes = d.scheduledInvocations * scheduled.logBytes;
  // Traces: Lambda's reservoir traces a function's first call in each second, then 5%.
  const traces = (calls: number) =>
    Math.min(calls, SECONDS_PER_MONTH) + Math.max(0, calls - SECONDS_PER_MONTH) * LAMBDA_TRACE_SAMPLING_RATE;
  const storedGb = (bytes: number) => (bytes / 1024 ** 3) * d.logRetentionMonths;
  // Items kept: an order and its events ~20 KB, a cart ~2 KB per add's cart (one cart per 3 adds).
  const tableGb = (traffic.orders * 20_000 + (traffic.cartAdds / 3) * 2_000) / 1024 ** 3;
  return [
    {
      item: 'API Gateway HTTP API requests',
      dollars:
        sum((c, f) => (f.viaApi ? c * f.invocations : 0)) * (STACK_PRICES.apiGatewayHttpPerMillion / 1e6),
      shared: false,
    },
    { item: 'Lambda requests + GB-s (API and delivery)', dollars: sum(lambdaDollars), shared: false },
    {
      item: 'DynamoDB on-demand reads + writes',
      dollars: sum(
        (c, f) =>
          (c *
            (f.readUnits * STACK_PRICES.dynamoPerMillionRru +
              f.writeUnits * STACK_PRICES.dynamoPerMillionWru)) /
          1e6,
      ),
      shared: false,
    },
    {
      item: 'DynamoDB storage + PITR (one month of new items)',
      dollars: tableGb * (STACK_PRICES.dynamoStoragePerGbMonth + STACK_PRICES.dynamoPitrPerGbMonth),
      shared: false,
    },
    {
      item: 'SQS (webhook deliveries)',
      dollars: sum((c, f) => c * f.sqsRequests) * (STACK_PRICES.sqsPerMillionRequests / 1e6),
      shared: false,
    },
    {
      item: 'CloudWatch Logs ingestion + 90-day storage',
      dollars:
        (logBytes / 1024 ** 3) * STACK_PRICES.logsIngestedPerGb +
        storedGb(logBytes) * STACK_PRICES.logsStoredPerGbMonth,
      shared: false,
    },
    {
      item: 'X-Ray traces (traced functions)',
      dollars:
        sum((c, f) => (f.traced ? traces(c * f.invocations) : 0)) * (STACK_PRICES.xrayPerMillionTraces / 1e6),
      shared: false,
    },
    {
      item: 'CloudWatch custom metrics (per metric-hour with data)',
      dollars: metricMonths(traffic) * STACK_PRICES.customMetricPerMonth,
      shared: true,
    },
    {
      item: 'SES confirmation emails (1 per order)',
      dollars: (traffic.orders / 1000) * STACK_PRICES.sesPerThousandEmails,
      shared: false,
    },
    {
      item: `Cognito owner MAU (Plus, ${d.ownersPerStore} per store)`,
      dollars: d.ownersPerStore * STACK_PRICES.cognitoPlusPerMau,
      shared: false,
    },
    { item: `KMS keys (${d.kmsKeys})`, dollars: d.kmsKeys * STACK_PRICES.kmsKeyPerMonth, shared: true },
    {
      item: `Secrets Manager secrets (${d.secrets})`,
      dollars: d.secrets * STACK_PRICES.secretPerMonth,
      shared: true,
    },
    { item: `CloudWatch alarms (${d.alarms})`, dollars: d.alarms * STACK_PRICES.alarmPerMonth, shared: true },
    {
      item: 'Recurring schedules: Scheduler, Lambda, traces, reads, logs',
      dollars:
        d.scheduledInvocations * (STACK_PRICES.schedulerPerMillionInvocations / 1e6) +
        lambdaDollars(d.scheduledInvocations, scheduled) +
        traces(d.scheduledInvocations) * (STACK_PRICES.xrayPerMillionTraces / 1e6) +
        d.scheduledInvocations * scheduled.readUnits * (STACK_PRICES.dynamoPerMillionRru / 1e6) +
        (scheduledLogBytes / 1024 ** 3) * STACK_PRICES.logsIngestedPerGb +
        storedGb(scheduledLogBytes) * STACK_PRICES.logsStoredPerGbMonth,
      shared: true,
    },
    {
      item: 'SQS pollers on the idle webhook queue',
      dollars: d.sqsIdlePollRequests * (STACK_PRICES.sqsPerMillionRequests / 1e6),
      shared: true,
    },
  ];
};

/** A store's month: its own lines plus 1/`storesSharing` of the deployment's. */
export const perStore = (lines: CostLine[], storesSharing: number): number =>
  lines.reduce((total, line) => total + (line.shared ? line.dollars / storesSharing : line.dollars), 0);

export interface StoreCostRow {
  scenario: StoreTraffic;
  lines: CostLine[];
  alone: number;
  sharedBy10: number;
}

export const storeCosts = (measured?: Record<'storefront' | 'cartAdd', CallFigures>): StoreCostRow[] =>
  SCENARIOS.map((scenario) => {
    const lines = monthlyCost(scenario, measured);
    return { scenario, lines, alone: perStore(lines, 1), sharedBy10: perStore(lines, 10) };
  });

const verdict = (dollars: number, goal?: number) =>
  goal === undefined ? '' : dollars <= goal ? `met (≤ $${goal})` : `not met (> $${goal})`;

export const storeCostSection = (rows: StoreCostRow[], measuredIn: string): string =>
  [
    `## Cost per store per month (${STACK_PRICES.region} on-demand, ${STACK_PRICES.asOf}; no free tiers; ` +
      `storefront and cart-add units ${measuredIn}, order and webhook delivery estimated; ` +
      `deployment costs on one store alone, or divided evenly among 10 stores; Shopify Basic: $${SHOPIFY_BASIC_MONTHLY}/month)`,
    markdownTable(
      ['', ...rows.map((r) => r.scenario.name)],
      [
        ...rows[0]!.lines.map((line, i) => [
          `${line.item}${line.shared ? ' (deployment)' : ''}`,
          ...rows.map((r) => `$${r.lines[i]!.dollars.toFixed(2)}`),
        ]),
        [
          '**one store alone in its deployment**',
          ...rows.map((r) => `**$${r.alone.toFixed(2)}** ${verdict(r.alone, r.scenario.goal)}`),
        ],
        [
          '**one of 10 stores in a deployment**',
          ...rows.map((r) => `**$${r.sharedBy10.toFixed(2)}** ${verdict(r.sharedBy10, r.scenario.goal)}`),
        ],
      ],
    ),
  ].join('\n');

/** The bench's cost rows (bench/cost.ts) as this model's units. */
export const measuredUnits = (
  rows: Array<{
    route: string;
    durationMsP50: number;
    readUnits: number;
    writeUnits: number;
    logBytes: number;
    itemWrites?: Record<string, number>;
    indexWritesDocumented?: Record<string, number>;
  }>,
): Record<'storefront' | 'cartAdd', CallFigures> | undefined => {
  const sum = (units: Record<string, number>) => Object.values(units).reduce((total, n) => total + n, 0);
  const storefront = rows.find((r) => r.route.startsWith('GET /sdk/store/{storeId}/checkout-settings (pk)'));
  const cartAdd = rows.find((r) => r.route.startsWith('POST /sdk/cart/store/{storeId}/item'));
  if (!storefront || !cartAdd) return undefined;
  const of = (row: typeof storefront, base: CallFigures): CallFigures => ({
    ...base,
    durationMs: row.durationMsP50,
    readUnits: row.readUnits,
    writeUnits:
      row.itemWrites && row.indexWritesDocumented
        ? Math.round((sum(row.itemWrites) + sum(row.indexWritesDocumented)) * 100) / 100
        : row.writeUnits,
    logBytes: row.logBytes,
  });
  return {
    storefront: of(storefront, LAST_MEASURED.storefront),
    cartAdd: of(cartAdd, LAST_MEASURED.cartAdd),
  };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(storeCostSection(storeCosts(), 'as last measured (docs/performance.md)'));
}
