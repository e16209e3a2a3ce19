/**
 * `npm run bench`: every measured figure and its goal in one report — markdown on stdout and
 * bench/results/latest.json for comparison between runs. Targets are printed beside the
 * figures; nothing is asserted. The API figures run on the local runtime in-process against an
 * in-memory DynamoDB Local (the dev default keeps data on disk, where SQLite's sync, not our
 * code, would be measured). `BENCH_SKIP_WEBHOOKS=1` leaves out the (longer) webhook section;
 * `BENCH_ONLY=carts` runs only the cart figures (latency, requests per call, cost per request),
 * `BENCH_ONLY=bundles` only the bundles section, `BENCH_ONLY=flash-sale` only the flash sale
 * (1,000 shoppers, 100 at once, 50 units; `BENCH_FLASH_SHOPPERS`, `BENCH_FLASH_IN_FLIGHT`,
 * `BENCH_FLASH_UNITS` change them).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startDynamoDbLocal } from '../infra/local/dynamodb-local.ts';
import { prepareBenchEnvironment } from './environment.ts';
import { markdownTable } from './stats.ts';

/** Ends the runtime part early under `BENCH_ONLY=carts` or `BENCH_ONLY=flash-sale`. */
class SectionOnly extends Error {}

const dataDir = await prepareBenchEnvironment('commerce-bench-');

const { startLocalRuntime } = await import('../infra/local/runtime.ts');

const report: Record<string, unknown> = { at: new Date().toISOString(), node: process.version };
const sections: string[] = [];
const cartsOnly = process.env.BENCH_ONLY === 'carts';
const flashSaleOnly = process.env.BENCH_ONLY === 'flash-sale';
const writeReport = (): never => {
  const out = resolve(import.meta.dirname, 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `# Benchmark ${report.at} (${process.version})\n\n${sections.join('\n\n')}\n\nJSON: bench/results/latest.json`,
  );
  process.exit(0);
};

// The data directory goes whatever happens, a DynamoDB Local that never came up included.
const dynamo = await startDynamoDbLocal().catch((error: unknown) => {
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
});
// The bundles' init figure (import + first GetItem) runs against the same DynamoDB Local, before
// the API sections load it. `BENCH_ONLY=bundles` stops after this section.
if (!cartsOnly && !flashSaleOnly) {
  try {
    const { benchBundles, bundlesSection } = await import('./bundles.ts');
    const bundles = await benchBundles(dynamo.endpoint);
    report.bundles = bundles;
    sections.push(bundlesSection(bundles));
  } catch (error) {
    await dynamo.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
if (process.env.BENCH_ONLY === 'bundles') {
  await dynamo.stop();
  rmSync(dataDir, { recursive: true, force: true });
  writeReport();
}
process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
const runtime = await startLocalRuntime();
const flashSale = async () => {
  const { benchFlashSale, flashSaleSection } = await import('./flash-sale.ts');
  const figures = await benchFlashSale(runtime);
  report.flashSale = figures;
  sections.push(flashSaleSection(figures));
};
try {
  if (flashSaleOnly) {
    await flashSale();
    throw new SectionOnly();
  }
  // Loaded per section, so a section's imports cost only when it runs.
  const { benchStoreEndpoints } = await import('./api.ts');
  const { benchCartEndpoints } = await import('./carts.ts');
  const store = cartsOnly ? [] : await benchStoreEndpoints(runtime);
  const carts = await benchCartEndpoints(runtime);
  const latency = [...store, ...carts.latency];
  report.latency = latency;
  report.dynamoRequests = carts.requests;
  sections.push(
    '## Local runtime latency (2,000 requests each; target p99 < 15 ms for store endpoints)',
    markdownTable(
      ['route', 'requests', 'p50 ms', 'p99 ms', 'req/s', 'unexpected'],
      latency.map((l) => [l.name, l.requests, l.p50Ms, l.p99Ms, l.requestsPerSecond, l.unexpected]),
    ),
    '## DynamoDB requests per call (incl. auth and rate-limit counting; target: add item <= 3 in all)',
    markdownTable(
      ['route', 'total', 'by command'],
      carts.requests.map((r) => [
        r.route,
        r.total,
        Object.entries(r.byCommand)
          .map(([c, n]) => `${c} ${n}`)
          .join(', '),
      ]),
    ),
  );
  const { benchCost, costSection } = await import('./cost.ts');
  const cost = await benchCost(runtime);
  report.cost = cost;
  sections.push(costSection(cost));
  // A store's month at AWS list prices, with this run's units per storefront request and cart add.
  const { measuredUnits, storeCostSection, storeCosts } = await import('./store-cost.ts');
  const storeCost = storeCosts(measuredUnits(cost));
  report.storeCost = storeCost.map((row) => ({
    scenario: row.scenario.name,
    alone: row.alone,
    sharedBy10: row.sharedBy10,
  }));
  sections.push(storeCostSection(storeCost, 'measured in this run'));
  if (cartsOnly) throw new SectionOnly();
  // Before the admin list's 10,000 orders: the charge count scans the table.
  await flashSale();
  const { benchAdminOrders, adminOrdersSection } = await import('./admin-orders.ts');
  const adminOrders = await benchAdminOrders(runtime);
  report.adminOrders = adminOrders;
  sections.push(adminOrdersSection(adminOrders));
  const { benchProductSync, productSyncSection } = await import('./product-sync.ts');
  const productSync = await benchProductSync(runtime, 1, dynamo.pid);
  report.productSync = productSync;
  sections.push(productSyncSection(productSync));
  const { benchDashboard, dashboardSection } = await import('./dashboard.ts');
  const dashboard = await benchDashboard(runtime);
  report.dashboard = dashboard;
  sections.push(dashboardSection(dashboard));
  const { benchStorefront, storefrontSection } = await import('./storefront.ts');
  const storefront = await benchStorefront();
  report.storefront = storefront;
  sections.push(storefrontSection(storefront));
} catch (error) {
  if (!(error instanceof SectionOnly)) throw error;
} finally {
  await runtime.stop();
  await dynamo.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

if (!process.env.BENCH_SKIP_WEBHOOKS && !cartsOnly && !flashSaleOnly) {
  // Its own process: it trusts a test CA through NODE_EXTRA_CA_CERTS, which Node reads at start.
  const jsonFile = join(tmpdir(), `bench-webhooks-${process.pid}.json`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'webhooks.ts')], {
    encoding: 'utf8',
    env: { ...process.env, BENCH_WEBHOOKS_JSON: jsonFile, DYNAMODB_ENDPOINT: '' },
    timeout: 600_000,
  });
  sections.push(run.stdout.trim() || `webhook bench failed: ${run.stderr.slice(-2000)}`);
  try {
    report.webhooks = JSON.parse(readFileSync(jsonFile, 'utf8'));
    rmSync(jsonFile);
  } catch {
    report.webhooks = { output: run.stdout };
  }
}

writeReport();
